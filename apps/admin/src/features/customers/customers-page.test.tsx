import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderAdmin, shellHandlers } from '../../test/admin-test-utils';
import { queueRow } from '../../test/fixtures';

const ayesha = {
  id: 7,
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  phone: '+923001234567',
  created_at: '2026-10-01T09:00:00.000Z',
  orders: 3,
  spent: 6400,
};

describe('CustomersPage', () => {
  it('finds customers by name, e-mail or phone through the address and links each one', async () => {
    const sent = fakeServer({
      ...shellHandlers('orders'),
      'GET /api/admin/customers': {
        body: { data: { customers: [ayesha], page: 1, per_page: 25, total: 1 } },
      },
    });
    const { where } = renderAdmin('/customers', 'orders');
    const table = await screen.findByRole('table', { name: 'Customers' });
    expect(within(table).getByRole('link', { name: 'Ayesha Khan' })).toHaveAttribute('href', '/customers/7');
    expect(table).toHaveTextContent('Rs. 6,400');
    await userEvent.type(screen.getByRole('searchbox', { name: /Name, e-mail or phone/ }), '0300 1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(where()).toBe('/customers?q=0300+1234567'));
    await waitFor(() =>
      expect(
        sent
          .filter((r) => r.path === '/api/admin/customers')
          .at(-1)
          ?.url.searchParams.get('q'),
      ).toBe('0300 1234567'),
    );
    expect(await screen.findByText('1 customer matching “0300 1234567”.')).toBeInTheDocument();
  });
});

describe('CustomerPage', () => {
  it('shows the account, its orders, addresses, requests and demands, and e-mails a reset link after asking', async () => {
    const sent = fakeServer({
      ...shellHandlers('orders'),
      'GET /api/admin/customers/7': {
        body: {
          data: {
            customer: { ...ayesha, country: 'Pakistan' },
            orders: [queueRow()],
            addresses: [
              {
                id: 31,
                Name: 'Ayesha Khan',
                Phone: '+923001234567',
                Address: '12 Mall Road',
                City: 'Lahore',
                Province: 'Punjab',
                Country: 'Pakistan',
                PostCode: '54000',
              },
            ],
            book_requests: [
              {
                id: 3,
                title: 'Raja Gidh',
                author: 'Bano Qudsia',
                notes: null,
                status: 'new',
                created_at: '2026-11-02T09:00:00.000Z',
              },
            ],
            cancel_demands: [
              {
                id: 5,
                order_id: 1042,
                reason: 'Ordered twice.',
                created_at: '2026-11-26T08:00:00.000Z',
                state: 'open',
                reply: null,
                answered_at: null,
                answered_by: null,
              },
            ],
          },
        },
      },
      'POST /api/admin/customers/7/password-reset': {
        body: { success: true, message: 'A password reset link is on its way to ayesha@example.pk.' },
      },
    });
    renderAdmin('/customers/7', 'orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayesha Khan' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Orders of this customer' })).toHaveTextContent('Order #1042');
    expect(screen.getByRole('region', { name: 'Addresses' })).toHaveTextContent('12 Mall Road');
    expect(screen.getByRole('table', { name: 'Book requests' })).toHaveTextContent('Raja GidhBano Qudsia');
    expect(screen.getByRole('region', { name: 'Cancel demands' })).toHaveTextContent('Ordered twice.');
    expect(document.body).not.toHaveTextContent(/password hash|4242/i);
    await userEvent.click(screen.getByRole('button', { name: 'Send password reset link' }));
    expect(sent.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, send it' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A password reset link is on its way to ayesha@example.pk.',
    );
    expect(sent.find((r) => r.method === 'POST')?.path).toBe('/api/admin/customers/7/password-reset');
  });
});
