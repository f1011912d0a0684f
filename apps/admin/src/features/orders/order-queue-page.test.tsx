import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderAdmin, shellHandlers } from '../../test/admin-test-utils';
import { queueRow, statusCounts } from '../../test/fixtures';
import { activeFilterCount, filtersFromSearch, queueQuery } from './queue-filters';

function queueServer(total = 2) {
  return fakeServer({
    ...shellHandlers('orders'),
    'GET /api/admin/orders': (request) => ({
      body: {
        data: {
          orders: [
            queueRow(),
            queueRow({
              id: 1041,
              status: 'pending_payment',
              payment_option: 3,
              payment_state: { code: 'awaiting_transfer', label: 'Awaiting bank transfer' },
              name: null,
              phone: null,
              city: null,
              total: 990,
              items: 1,
              open_cancel_demand: true,
              actions: ['transfer_received', 'cancel'],
            }),
          ],
          counts: statusCounts({ placed: 7, pending_payment: 3, shipped: 12 }),
          page: Number(request.url.searchParams.get('page') ?? 1),
          per_page: 25,
          total,
        },
      },
    }),
  });
}

describe('OrderQueuePage', () => {
  it('lists the orders with their customer, payment, status, next step and total, and counts per status', async () => {
    const sent = queueServer();
    renderAdmin('/orders', 'orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Order #1042' })).toHaveAttribute(
      'href',
      '/orders/1042',
    );
    expect(rows[0]).toHaveTextContent('Ayesha Khan');
    expect(rows[0]).toHaveTextContent('+923001234567');
    expect(rows[0]).toHaveTextContent('Cash on Delivery');
    expect(rows[0]).toHaveTextContent('To pay on delivery');
    expect(rows[0]).toHaveTextContent('Confirm by phone');
    expect(rows[0]).toHaveTextContent('Rs. 2,150');
    expect(rows[1]).toHaveTextContent('Awaiting payment');
    expect(rows[1]).toHaveTextContent('Cancel asked');
    expect(rows[1]).toHaveTextContent('Mark transfer received');
    const tabs = screen.getByRole('navigation', { name: 'Orders by status' });
    expect(within(tabs).getByRole('link', { name: /^All\s*: 22$/ })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: /^Placed\s*: 7$/ })).toHaveAttribute(
      'href',
      '/orders?status=placed',
    );
    const query = sent.find((r) => r.path === '/api/admin/orders')!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({ page: '1', per_page: '25' });
  });

  it('searches by phone and filters by method and dates through the address, keeping the status tab', async () => {
    const sent = queueServer();
    const { where } = renderAdmin('/orders?status=placed', 'orders');
    await screen.findByRole('table', { name: 'Orders' });
    await userEvent.type(screen.getByRole('searchbox', { name: /Search/ }), '0300 1234567');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Payment method/ }),
      'Cash on Delivery',
    );
    await userEvent.type(screen.getByLabelText(/Placed from/), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(where()).toBe('/orders?status=placed&q=0300+1234567&payment_method=4&from=2026-11-01'),
    );
    await waitFor(() =>
      expect(
        Object.fromEntries(sent.filter((r) => r.path === '/api/admin/orders').at(-1)!.url.searchParams),
      ).toEqual({
        status: 'placed',
        payment_method: '4',
        from: '2026-11-01',
        q: '0300 1234567',
        page: '1',
        per_page: '25',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters (3)' }));
    await waitFor(() => expect(where()).toBe('/orders?status=placed'));
    expect(screen.getByRole('searchbox', { name: /Search/ })).toHaveValue('');
  });

  it('refuses a start date after the end date with the shared message, without asking the server', async () => {
    const sent = queueServer();
    const { where } = renderAdmin('/orders', 'orders');
    await screen.findByRole('table', { name: 'Orders' });
    const before = sent.length;
    await userEvent.type(screen.getByLabelText(/Placed from/), '2026-11-20');
    await userEvent.type(screen.getByLabelText(/Placed to/), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByLabelText(/Placed from/)).toHaveAccessibleDescription(
      'The start date must not be after the end date.',
    );
    expect(where()).toBe('/orders');
    expect(sent.length).toBe(before);
  });

  it('pages by links that keep the filters', async () => {
    queueServer(60);
    renderAdmin('/orders?status=placed&page=2', 'orders');
    expect(await screen.findByText(/60 orders, page 2 of 3/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/orders?status=placed&page=3',
    );
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/orders?status=placed');
  });
});

describe('queue filters', () => {
  it('read only what makes sense from the address and ask for exactly those', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('status=shipped&payment_method=99&from=yesterday&to=2026-11-30&q=%231042&page=-2'),
    );
    expect(filters).toEqual({
      status: 'shipped',
      payment_method: '',
      from: '',
      to: '2026-11-30',
      q: '#1042',
      page: 1,
    });
    expect(queueQuery(filters)).toEqual({
      status: 'shipped',
      to: '2026-11-30',
      q: '#1042',
      page: 1,
      per_page: 25,
    });
    expect(activeFilterCount(filters)).toBe(2);
    expect(filtersFromSearch(new URLSearchParams('status=lost')).status).toBe('');
  });
});
