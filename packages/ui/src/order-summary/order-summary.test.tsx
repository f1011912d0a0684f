import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { twoLineSummary } from '../fixtures/cart';
import { OrderSummary } from './order-summary';

function row(label: RegExp | string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('OrderSummary', () => {
  it('shows the server’s subtotal, shipping and total, and links Checkout', () => {
    render(<OrderSummary summary={twoLineSummary} checkoutHref="/order-cart?checkout=1" />);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(row('Subtotal (3 items)')).toBe('Rs. 3,295');
    expect(row('Shipping')).toBe('Rs. 300');
    expect(row('Total')).toBe('Rs. 3,595');
    expect(within(summary).queryByText('Gift wrap')).toBeNull();
    expect(within(summary).getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/order-cart?checkout=1',
    );
  });

  it('adds the gift-wrap row when it is chosen, and can hide Checkout', () => {
    render(
      <OrderSummary
        summary={{ ...twoLineSummary, giftWrap: 100, total: 3695 }}
        checkoutHref="/x"
        hideCheckout
      />,
    );
    expect(row('Gift wrap')).toBe('Rs. 100');
    expect(row('Total')).toBe('Rs. 3,695');
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
  });
});
