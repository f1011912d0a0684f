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
import { OrderDetail } from './order-detail';

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
});
