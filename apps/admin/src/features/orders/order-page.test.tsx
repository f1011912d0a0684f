import type { AdminOrderDetail } from '@bookshop/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderAdmin, shellHandlers } from '../../test/admin-test-utils';
import { adminOrder } from '../../test/fixtures';

function orderServer(order: AdminOrderDetail, extra: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    ...shellHandlers('orders'),
    'GET /api/admin/orders/1042': { body: { data: { order } } },
    ...extra,
  });
}

describe('OrderPage', () => {
  it('shows the order as ordered and charged: lines, totals, payment, addresses, choices and timeline', async () => {
    orderServer(adminOrder());
    renderAdmin('/orders/1042', 'orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #1042' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ayesha Khan' })).toHaveAttribute('href', '/customers/7');
    const lines = screen.getByRole('table', { name: 'Lines as ordered' });
    expect(lines).toHaveTextContent('Moth Smoke');
    expect(lines).toHaveTextContent('Rs. 950 (Rs. 1,000 less 5%)');
    const charged = screen.getByRole('region', { name: 'Totals as charged' });
    expect(charged).toHaveTextContent('SubtotalRs. 1,900ShippingRs. 150Gift wrapRs. 100TotalRs. 2,150');
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('Cash on Delivery');
    expect(payment).toHaveTextContent('To pay on delivery');
    const addresses = screen.getByRole('region', { name: 'Addresses' });
    expect(addresses).toHaveTextContent('12 Mall Road');
    expect(addresses).toHaveTextContent('4 Canal View');
    const choices = screen.getByRole('region', { name: "Shopper's choices" });
    expect(within(choices).getByText(/Call before coming\.\s+Gate 2\./)).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Order timeline' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('PlacedBy the shopper.'),
      expect.stringContaining('E-mail: Your order No: 1042 is placedTo ayesha@example.pk, sent.'),
    ]);
    expect(screen.getByRole('link', { name: 'Invoice' })).toHaveAttribute('href', '/orders/1042/invoice');
    expect(screen.getByRole('link', { name: 'Packing slip' })).toHaveAttribute(
      'href',
      '/orders/1042/packing-slip',
    );
  });

  it('offers exactly the actions the order allows now', async () => {
    orderServer(adminOrder({ status: 'processing', actions: ['ship', 'cancel'] }));
    renderAdmin('/orders/1042', 'orders');
    const actions = await screen.findByRole('region', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mark shipped', 'Cancel order']);
  });

  it('confirms a cash-on-delivery order by phone and shows the order as the server answers', async () => {
    const confirmed = adminOrder({
      cod_confirmation: { by: { id: 2, email: 'orders@bookshop.pk' }, at: '2026-11-25T10:00:00.000Z' },
      actions: ['processing', 'cancel'],
    });
    const sent = orderServer(adminOrder(), {
      'POST /api/admin/orders/1042/confirm-cod': {
        body: { success: true, message: 'Order No: 1042 is confirmed.', data: { order: confirmed } },
      },
    });
    renderAdmin('/orders/1042', 'orders');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm by phone' }));
    const form = screen.getByRole('form', { name: 'Confirm by phone' });
    expect(form).toHaveTextContent('Call the shopper on +923001234567');
    await userEvent.type(within(form).getByRole('textbox', { name: /What the shopper said/ }), 'Yes, Gate 2');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Order No: 1042 is confirmed.');
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ note: 'Yes, Gate 2' });
    expect(await screen.findByText(/Confirmed by phone by orders@bookshop\.pk/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start processing' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('ships with courier and tracking number, checked by the shared schema first', async () => {
    const shipped = adminOrder({
      status: 'shipped',
      shipment: { courier: 'TCS', tracking_number: 'TCS-7731-22', shipped_at: '2026-11-26T06:00:00.000Z' },
      actions: ['deliver', 'cancel'],
    });
    const sent = orderServer(adminOrder({ status: 'processing', actions: ['ship', 'cancel'] }), {
      'POST /api/admin/orders/1042/ship': {
        body: { success: true, message: 'Order No: 1042 is shipped.', data: { order: shipped } },
      },
    });
    renderAdmin('/orders/1042', 'orders');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    const form = screen.getByRole('form', { name: 'Mark shipped' });
    await userEvent.click(within(form).getByRole('button', { name: 'Ship order' }));
    expect(within(form).getByRole('combobox', { name: /Courier/ })).toHaveAccessibleDescription(
      'Enter the courier.',
    );
    expect(within(form).getByRole('textbox', { name: /Tracking number/ })).toHaveAccessibleDescription(
      /Enter the tracking number\./,
    );
    await userEvent.type(within(form).getByRole('combobox', { name: /Courier/ }), 'TCS');
    await userEvent.type(within(form).getByRole('textbox', { name: /Tracking number/ }), 'TCS-7731-22');
    await userEvent.click(within(form).getByRole('button', { name: 'Ship order' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Order No: 1042 is shipped.');
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
      courier: 'TCS',
      tracking_number: 'TCS-7731-22',
    });
    const shipment = await screen.findByRole('region', { name: 'Shipment' });
    expect(shipment).toHaveTextContent('TCS');
    expect(shipment).toHaveTextContent('TCS-7731-22');
    expect(screen.getByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
  });

  it('says plainly when someone else changed the order meanwhile, and shows it as it is now', async () => {
    let reads = 0;
    const sent = fakeServer({
      ...shellHandlers('orders'),
      'GET /api/admin/orders/1042': () => {
        reads += 1;
        return {
          body: {
            data: {
              order:
                reads === 1
                  ? adminOrder({ status: 'processing', actions: ['ship', 'cancel'] })
                  : adminOrder({
                      status: 'shipped',
                      shipment: {
                        courier: 'Leopards',
                        tracking_number: 'LP-1',
                        shipped_at: '2026-11-26T06:00:00.000Z',
                      },
                      actions: ['deliver', 'cancel'],
                    }),
            },
          },
        };
      },
      'POST /api/admin/orders/1042/ship': {
        status: 409,
        body: {
          error: 'Order No: 1042 has changed: it is now Shipped. Reload it to see what was done.',
          data: { status: 'shipped' },
        },
      },
    });
    renderAdmin('/orders/1042', 'orders');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    await userEvent.type(screen.getByRole('combobox', { name: /Courier/ }), 'TCS');
    await userEvent.type(screen.getByRole('textbox', { name: /Tracking number/ }), 'TCS-1');
    await userEvent.click(screen.getByRole('button', { name: 'Ship order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else changed this order meanwhile. Order No: 1042 has changed: it is now Shipped.',
    );
    expect(await screen.findByRole('region', { name: 'Shipment' })).toHaveTextContent('LP-1');
    expect(screen.queryByRole('button', { name: 'Mark shipped' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
    expect(sent.filter((r) => r.path === '/api/admin/orders/1042').length).toBe(2);
  });

  it('cancels with a reason, saying what goes back and what is refunded', async () => {
    const paid = adminOrder({
      payment: { ...adminOrder().payment, captured: 2150, refundable: 2150 },
      actions: ['processing', 'cancel', 'refund'],
    });
    const sent = orderServer(paid, {
      'POST /api/admin/orders/1042/cancel': {
        body: {
          success: true,
          message: 'Order No: 1042 is cancelled.',
          data: { order: adminOrder({ status: 'cancelled', actions: [] }) },
        },
      },
    });
    renderAdmin('/orders/1042', 'orders');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const form = screen.getByRole('form', { name: 'Cancel order' });
    expect(form).toHaveTextContent('and Rs. 2,150 paid is refunded');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel this order' }));
    expect(within(form).getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(
      /Enter the reason\./,
    );
    await userEvent.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Out of print');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel this order' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Order No: 1042 is cancelled.');
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ reason: 'Out of print' });
    expect(await screen.findByText('Nothing can be done to this order now.')).toBeInTheDocument();
  });

  it('refunds part of the payment, never more than is left of it', async () => {
    const paid = adminOrder({
      status: 'delivered',
      payment: { ...adminOrder().payment, captured: 2150, refunded: 1000, refundable: 1150 },
      actions: ['refund'],
    });
    const sent = orderServer(paid, {
      'POST /api/admin/orders/1042/refund': {
        body: { success: true, message: 'Rs. 500 of order No: 1042 is refunded.', data: { order: paid } },
      },
    });
    renderAdmin('/orders/1042', 'orders');
    await userEvent.click(await screen.findByRole('button', { name: 'Refund part' }));
    const form = screen.getByRole('form', { name: 'Refund part' });
    const amount = within(form).getByRole('textbox', { name: /Amount in rupees/ });
    expect(amount).toHaveAccessibleDescription('At most Rs. 1,150, what is left of the payment.');
    await userEvent.type(amount, '2000');
    await userEvent.type(within(form).getByRole('textbox', { name: /Reason/ }), 'A damaged copy');
    await userEvent.click(within(form).getByRole('button', { name: 'Send refund' }));
    expect(amount).toHaveAccessibleDescription(/The refund cannot be more than Rs\. 1,150/);
    expect(sent.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    await userEvent.click(within(form).getByRole('button', { name: 'Send refund' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Rs. 500 of order No: 1042 is refunded.');
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ amount: 500, reason: 'A damaged copy' });
  });

  it('puts a refused field on its field and keeps the form open', async () => {
    orderServer(adminOrder({ status: 'processing', actions: ['ship'] }), {
      'POST /api/admin/orders/1042/ship': {
        status: 422,
        body: {
          errors: { tracking_number: ['A tracking number is letters, digits and dashes, at most 40.'] },
        },
      },
    });
    renderAdmin('/orders/1042', 'orders');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    await userEvent.type(screen.getByRole('combobox', { name: /Courier/ }), 'TCS');
    await userEvent.type(screen.getByRole('textbox', { name: /Tracking number/ }), 'TCS1');
    await userEvent.click(screen.getByRole('button', { name: 'Ship order' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Tracking number/ })).toHaveAccessibleDescription(
        /A tracking number is letters, digits and dashes/,
      ),
    );
    expect(screen.getByRole('form', { name: 'Mark shipped' })).toBeInTheDocument();
  });

  it('says there is no such order', async () => {
    fakeServer({
      ...shellHandlers('orders'),
      'GET /api/admin/orders/77': { status: 404, body: { error: 'Not found' } },
    });
    renderAdmin('/orders/77', 'orders');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no order #77.');
  });
});
