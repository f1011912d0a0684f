import { formatMessage, formatRupees } from '@bookshop/i18n/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  bankTransferDetails,
  bankTransferOrder,
  deliveredOrder,
  placedOrder,
  shippedOrder,
  walletAwaitingOrder,
} from '../fixtures/orders';
import { MessagesProvider } from '../i18n';
import { OrderDetail } from './order-detail';

const ur = (...args: Parameters<typeof formatMessage> extends [unknown, ...infer Rest] ? Rest : never) =>
  formatMessage('ur', ...args);

function row(scope: HTMLElement, label: string) {
  return within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('OrderDetail', () => {
  it('heads the order with its number, status in words and the payment state, never a dangling dot', () => {
    render(<OrderDetail order={placedOrder} />);
    const order = screen.getByRole('article', { name: 'Order No: 1024 Placed' });
    expect(
      within(order).getByRole('heading', { level: 2, name: 'Order No: 1024 Placed' }),
    ).toBeInTheDocument();
    expect(order).toHaveTextContent('We have your order and will pack it soon.');
    expect(order).toHaveTextContent('Cash on Delivery · To pay on delivery');
    expect(order).toHaveTextContent('You pay in cash when it is delivered.');
    expect(order.textContent).not.toMatch(/·\s*$/m);
    expect(within(order).getByRole('list', { name: 'Order progress' })).toBeInTheDocument();
  });

  it('shows the delivery address, lines with covers, the backorder note and the totals as charged', () => {
    render(<OrderDetail order={placedOrder} />);
    const address = screen.getByRole('group', { name: 'Delivery address' });
    expect(address).toHaveTextContent(
      'Ayesha Khan12 Mall RoadLahore, Punjab, 54000PakistanPhone: +92 300 1234567',
    );
    const line = screen.getByRole('listitem', { name: 'Ice Candy Man' });
    expect(within(line).getByRole('img', { name: 'Cover of Ice Candy Man' })).toHaveAttribute(
      'src',
      '/images/ice-candy-man.webp',
    );
    expect(line).toHaveTextContent('Ships when back in stock');
    expect(screen.getByRole('listitem', { name: 'The Reluctant Fundamentalist' })).not.toHaveTextContent(
      'Ships when back in stock',
    );
    const items = screen.getByRole('region', { name: 'Items' });
    expect(row(items, 'Subtotal')).toBe('Rs. 3,295');
    expect(row(items, 'Gift wrap')).toBe('Rs. 100');
    expect(row(items, 'Total')).toBe('Rs. 3,695');
    expect(
      screen.getByText('Ships when every book is back in stock; we will e-mail you when it leaves.'),
    ).toBeVisible();
  });

  it('shows the special instructions with their line break, gift wrap and the invoice choice', () => {
    render(<OrderDetail order={placedOrder} />);
    const choices = screen.getByRole('region', { name: 'Your choices' });
    expect(row(choices, 'Special instructions')).toBe('Please call before delivery.\nGate 2.');
    expect(row(choices, 'Gift wrap')).toBe('Yes, gift wrapped');
    expect(row(choices, 'Invoice')).toBe('Sent with your confirmation e-mail as a PDF');
  });

  it('shows the courier and tracking number once shipped, and the estimated window', () => {
    render(<OrderDetail order={shippedOrder} />);
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(row(delivery, 'Courier')).toBe('TCS');
    expect(row(delivery, 'Tracking number')).toBe('7712 3345 901');
    expect(delivery).toHaveTextContent('Expected between Wed 3 Jun and Thu 4 Jun');
  });

  it('shows the bank details while a transfer is awaited', () => {
    render(<OrderDetail order={bankTransferOrder} bankTransfer={bankTransferDetails} />);
    const bank = screen.getByRole('region', { name: 'Bank transfer details' });
    expect(row(bank, 'Reference')).toBe('ORDER-1028');
  });

  it('offers only the actions it is given, each raising its callback, with the invoice links', async () => {
    const onPayNow = vi.fn();
    const onReorder = vi.fn();
    const onCancel = vi.fn();
    render(
      <OrderDetail
        order={walletAwaitingOrder}
        actions={{ payNow: true, reorder: true, cancel: true, requestReturn: true }}
        onPayNow={onPayNow}
        onReorder={onReorder}
        onCancel={onCancel}
        invoiceHref="/orders/invoice?orderId=1026"
        invoicePdfHref="/api/orders/1026/invoice.pdf"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reorder' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    expect([onPayNow, onReorder, onCancel].map((fn) => fn.mock.calls.length)).toEqual([1, 1, 1]);
    // Offered without a handler: not shown.
    expect(screen.queryByRole('button', { name: 'Request a Return' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Printable invoice' })).toHaveAttribute(
      'href',
      '/orders/invoice?orderId=1026',
    );
    expect(screen.getByRole('link', { name: 'Invoice (PDF)' })).toHaveAttribute(
      'href',
      '/api/orders/1026/invoice.pdf',
    );
  });

  it('holds every action while one is in flight', () => {
    render(
      <OrderDetail
        order={deliveredOrder}
        actions={{ reorder: true, requestReturn: true }}
        onReorder={vi.fn()}
        onRequestReturn={vi.fn()}
        busyAction="reorder"
      />,
    );
    expect(screen.getByRole('button', { name: 'Adding to cart...' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Request a Return' })).toBeDisabled();
    expect(screen.getByText(/Returns can be asked for until/)).toBeVisible();
  });

  it('reads in Urdu: the number left to right in the heading, status, payment, the date in Pakistan and amounts', () => {
    render(
      <MessagesProvider language="ur">
        <OrderDetail order={shippedOrder} />
      </MessagesProvider>,
    );
    const status = ur('orders.status.shipped');
    const order = screen.getByRole('article', {
      name: `${ur('orders.detail.orderNo', { id: 1025 })} ${status}`,
    });
    const heading = within(order).getByRole('heading', { level: 2 });
    expect(heading.querySelector('bdi[dir="ltr"]')).toHaveTextContent(/^1025$/);
    expect(order).toHaveTextContent(ur('orders.statusSentence.shipped'));
    expect(order).toHaveTextContent(
      `${ur('orders.paymentMethod.4')} · ${ur('orders.paymentState.to_pay_on_delivery')}`,
    );
    // Placed at 10:00 in Karachi (05:00 UTC), written in Urdu with Western digits.
    expect(within(order).getByText('1 جون، 2026 کو 10:00 AM', { selector: 'p > time' })).toHaveAttribute(
      'datetime',
      '2026-06-01T05:00:00.000Z',
    );
    expect(within(order).getByRole('list', { name: ur('orders.detail.progress') })).toHaveTextContent(
      ur('orders.status.processing'),
    );
    const delivery = screen.getByRole('region', { name: ur('orders.detail.delivery') });
    expect(row(delivery, ur('orders.detail.trackingNumber'))).toBe('7712 3345 901');
    expect(delivery).toHaveTextContent(
      ur('orders.detail.expectedBetween', { from: 'بدھ، 3 جون', to: 'جمعرات، 4 جون' }),
    );
    const items = screen.getByRole('region', { name: ur('orders.detail.items') });
    expect(row(items, ur('orders.totals.total'))).toBe(formatRupees('ur', 3445));
    expect(screen.queryByText(/Order No|Placed on|Subtotal|Expected/)).toBeNull();
  });

  it('offers its actions in Urdu', () => {
    render(
      <MessagesProvider language="ur">
        <OrderDetail order={walletAwaitingOrder} actions={{ payNow: true }} onPayNow={vi.fn()} />
      </MessagesProvider>,
    );
    expect(screen.getByRole('button', { name: ur('orders.detail.payNow') })).toBeVisible();
    expect(screen.getByText(ur('orders.paymentMessage.awaiting_wallet_approval'))).toBeVisible();
  });
});
