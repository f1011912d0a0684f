import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, renderAdmin, shellHandlers } from '../../test/admin-test-utils';
import { adminOrder } from '../../test/fixtures';

function printServer() {
  const order = adminOrder();
  return fakeServer({
    ...shellHandlers('orders'),
    'GET /api/admin/orders/1042/print': {
      body: {
        data: {
          shop: {
            name: 'Bookshop',
            email: 'hello@bookshop.pk',
            website: 'https://bookshop.pk',
            phone: '042 111 222',
          },
          invoice: {
            order_id: 1042,
            created_at: order.created_at,
            email: order.email,
            billing_address: order.billing_address,
            shipping_address: order.shipping_address,
            payment_method_label: 'Cash on Delivery',
            payment_state: { code: 'to_pay_on_delivery', label: 'To pay on delivery' },
            lines: order.lines,
            totals: order.totals,
            refunded: 0,
          },
          packing_slip: {
            order_id: 1042,
            created_at: order.created_at,
            shipping_address: order.shipping_address,
            gift_wrap: true,
            special_instruction: order.special_instruction,
            shipment: { courier: 'TCS', tracking_number: 'TCS-7731', shipped_at: '2026-11-26T06:00:00.000Z' },
            lines: [{ title: 'Moth Smoke', author_name: 'Mohsin Hamid', qty: 2, backorder: false }],
          },
        },
      },
    },
  });
}

describe('printable invoice and packing slip', () => {
  it('prints the invoice: the shop, both addresses, lines with prices, totals as charged and the payment', async () => {
    printServer();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderAdmin('/orders/1042/invoice', 'orders');
    const sheet = await screen.findByRole('article', { name: /Invoice/ });
    expect(sheet).toHaveTextContent('Bookshop');
    expect(sheet).toHaveTextContent('https://bookshop.pk · hello@bookshop.pk · 042 111 222');
    expect(sheet).toHaveTextContent('Bill to');
    expect(sheet).toHaveTextContent('4 Canal View');
    const items = within(sheet).getByRole('table', { name: 'Items' });
    expect(items).toHaveTextContent('Moth Smoke');
    expect(items).toHaveTextContent('Rs. 1,900');
    expect(sheet).toHaveTextContent('TotalRs. 2,150');
    expect(sheet).toHaveTextContent('Payment: Cash on Delivery · To pay on delivery');
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: '← Order #1042' })).toHaveAttribute('href', '/orders/1042');
  });

  it('prints the packing slip without prices: what to pack, where, gift wrap and instructions', async () => {
    printServer();
    renderAdmin('/orders/1042/packing-slip', 'orders');
    const sheet = await screen.findByRole('article', { name: /Packing slip/ });
    expect(within(sheet).getByRole('table', { name: 'Items to pack' })).toHaveTextContent(
      'Moth SmokeMohsin Hamid2',
    );
    expect(sheet).not.toHaveTextContent('Rs.');
    expect(sheet).toHaveTextContent('Gift wrap: Yes, wrap this order');
    expect(sheet).toHaveTextContent('TCS, tracking number TCS-7731');
    expect(sheet).toHaveTextContent(/Call before coming\.\s+Gate 2\./);
  });
});
