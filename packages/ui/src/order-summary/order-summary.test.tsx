import { priceOrder } from '@bookshop/domain';
import { formatMessage, formatRupees } from '@bookshop/i18n';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { discountedLine, preOrderLine, twoLineOrder, twoLineOrderWithCard } from '../fixtures/cart';
import { MessagesProvider } from '../i18n';
import { OrderSummary } from './order-summary';

function row(label: RegExp | string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('OrderSummary', () => {
  it('shows the priced subtotal, shipping and total, and links Checkout', () => {
    render(<OrderSummary order={twoLineOrder} checkoutHref="/order-cart?checkout=1" />);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(row('Subtotal (3 items)')).toBe('Rs. 3,295');
    expect(row('Shipping')).toBe('Rs. 300');
    expect(row('Total')).toBe('Rs. 3,595');
    expect(within(summary).queryByText('Gift wrap')).toBeNull();
    expect(within(summary).queryByText(/card discount/)).toBeNull();
    expect(within(summary).queryByText('Gift card')).toBeNull();
    expect(within(summary).getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/order-cart?checkout=1',
    );
  });

  it('adds the gift-wrap row when it is chosen, and can hide Checkout', () => {
    const order = priceOrder({ lines: [discountedLine, preOrderLine], giftWrap: true });
    render(<OrderSummary order={order} checkoutHref="/x" hideCheckout />);
    expect(row('Gift wrap')).toBe('Rs. 100');
    expect(row('Total')).toBe('Rs. 3,695');
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
  });

  it('takes the card discount off in a row named after the bank, and the one bold total is after it', () => {
    render(<OrderSummary order={twoLineOrderWithCard} cardBank="Demo Bank" checkoutHref="/x" hideCheckout />);
    // 200 a copy beyond the first book's own 10% (two copies), 299 on the second: 499.
    expect(row('Demo Bank card discount')).toBe('-Rs. 499');
    expect(row('Subtotal (3 items)')).toBe('Rs. 3,295');
    expect(row('Total')).toBe('Rs. 3,096');
    const totals = screen.getAllByText(/^Total/);
    expect(totals).toHaveLength(1);
  });

  it('takes a gift card off last; a card worth more than the order leaves a total of Rs. 0', () => {
    const part = priceOrder({ lines: [discountedLine, preOrderLine], giftWrap: false, giftCardValue: 1000 });
    const { unmount } = render(<OrderSummary order={part} checkoutHref="/x" />);
    expect(row('Gift card')).toBe('-Rs. 1,000');
    expect(row('Total')).toBe('Rs. 2,595');
    unmount();
    const whole = priceOrder({ lines: [discountedLine, preOrderLine], giftWrap: false, giftCardValue: 5000 });
    render(<OrderSummary order={whole} checkoutHref="/x" />);
    expect(row('Gift card')).toBe('-Rs. 3,595');
    expect(row('Total')).toBe('Rs. 0');
  });

  it('words its rows in Urdu on an Urdu page, each amount one left-to-right unit', () => {
    render(
      <MessagesProvider language="ur">
        <OrderSummary order={twoLineOrder} checkoutHref="/order-cart?checkout=1" />
      </MessagesProvider>,
    );
    expect(
      screen.getByRole('region', { name: formatMessage('ur', 'checkout.summary.title') }),
    ).toBeInTheDocument();
    expect(row(formatMessage('ur', 'checkout.summary.subtotal', { count: 3 }))).toBe(
      formatRupees('ur', 3295),
    );
    expect(row(formatMessage('ur', 'checkout.summary.shipping'))).toBe('\u2066Rs. 300\u2069');
    expect(row(formatMessage('ur', 'checkout.summary.total'))).toBe(formatRupees('ur', 3595));
    expect(
      screen.getByRole('link', { name: formatMessage('ur', 'checkout.summary.checkout') }),
    ).toBeInTheDocument();
  });
});
