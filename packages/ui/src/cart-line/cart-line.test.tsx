import { formatMessage, formatRupees } from '@bookshop/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { discountedLine, preOrderLine } from '../fixtures/cart';
import { MessagesProvider } from '../i18n';
import { CartLineItem, type CartLineItemProps } from './cart-line';

const cartMoves = [
  { cartType: 'wishlist' as const, label: 'Move to Wish List' },
  { cartType: 'later' as const, label: 'Save for Later' },
];

function renderLine(overrides: Partial<CartLineItemProps> = {}) {
  const props: CartLineItemProps = {
    line: discountedLine,
    moves: cartMoves,
    onQtyChange: vi.fn(),
    onRemove: vi.fn(),
    onMove: vi.fn(),
    ...overrides,
  };
  render(
    <ul>
      <CartLineItem {...props} />
    </ul>,
  );
  return props;
}

describe('CartLineItem', () => {
  it('shows title, author, the discounted price with the struck original, and the line total', () => {
    renderLine();
    expect(screen.getByRole('listitem', { name: 'The Reluctant Fundamentalist' })).toBeInTheDocument();
    expect(screen.getByText('Mohsin Hamid')).toBeInTheDocument();
    expect(screen.getByText('Rs. 900')).toBeInTheDocument();
    expect(screen.getByText('Rs. 1,000').tagName).toBe('DEL');
    expect(screen.getByText('10% off')).toBeInTheDocument();
    expect(screen.getByText('Rs. 1,800')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cover of The Reluctant Fundamentalist' })).toHaveAttribute(
      'src',
      '/images/reluctant-fundamentalist.webp',
    );
  });

  it('fetches the cover when it nears the screen, and the first line’s at once and first', () => {
    renderLine();
    const cover = screen.getByRole('img', { name: 'Cover of The Reluctant Fundamentalist' });
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(cover).not.toHaveAttribute('fetchpriority');
  });

  it('fetches the first line’s cover at once and at high priority', () => {
    renderLine({ firstOnPage: true });
    const cover = screen.getByRole('img', { name: 'Cover of The Reluctant Fundamentalist' });
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
  });

  it('raises quantity changes by one, within 1 and the line’s maximum', async () => {
    const props = renderLine();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(props.onQtyChange).toHaveBeenCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(props.onQtyChange).toHaveBeenCalledWith(1);
  });

  it('disables steps past the bounds', () => {
    renderLine({ line: { ...discountedLine, cart_qty: 3 } });
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
  });

  it('raises moves and removal, and shows the line’s stock state', async () => {
    const props = renderLine({ line: preOrderLine });
    await userEvent.click(screen.getByRole('button', { name: 'Save for Later' }));
    expect(props.onMove).toHaveBeenCalledWith('later');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(props.onRemove).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Pre-order')).toBeInTheDocument();
  });

  it('shows a note under the stock state when it is given, and none otherwise', () => {
    renderLine({
      line: { ...discountedLine, availabilityStatus: 'out_of_stock' },
      note: 'Ships when back in stock',
    });
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByText('Ships when back in stock')).toBeInTheDocument();
  });

  it('shows the quantity as text where it cannot be changed', () => {
    renderLine({ editableQty: false, busy: true });
    expect(screen.queryByRole('button', { name: 'Increase quantity' })).toBeNull();
    expect(screen.getByText('Quantity: 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();
  });

  it('says how few copies are left of an available book, and nothing when plenty are', () => {
    renderLine({ line: { ...discountedLine, maxQty: 2 } });
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
  });

  it('says no count for plenty of stock or a book not on the shelf', () => {
    renderLine({ line: { ...discountedLine, maxQty: 40 } });
    renderLine({ line: { ...preOrderLine, maxQty: 3 } });
    expect(screen.queryByText(/left$/)).toBeNull();
  });

  it('offers Notify me on an out-of-stock line only when asked to', async () => {
    const onNotifyMe = vi.fn();
    renderLine({ line: { ...discountedLine, availabilityStatus: 'out_of_stock' }, onNotifyMe });
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(onNotifyMe).toHaveBeenCalledTimes(1);
  });

  it('offers no Notify me on an available line, or without the callback', () => {
    renderLine({ onNotifyMe: vi.fn() });
    renderLine({ line: { ...discountedLine, availabilityStatus: 'out_of_stock' } });
    expect(screen.queryByRole('button', { name: 'Notify me' })).toBeNull();
  });

  it('words itself in Urdu on an Urdu page, prices and the percentage kept left to right', () => {
    render(
      <MessagesProvider language="ur">
        <ul>
          <CartLineItem
            line={{ ...discountedLine, maxQty: 2 }}
            moves={[{ cartType: 'later', label: formatMessage('ur', 'checkout.cartPage.saveForLater') }]}
            onQtyChange={vi.fn()}
            onRemove={vi.fn()}
            onMove={vi.fn()}
          />
        </ul>
      </MessagesProvider>,
    );
    const ur = (key: Parameters<typeof formatMessage>[1], values?: Parameters<typeof formatMessage>[2]) =>
      formatMessage('ur', key, values);
    expect(screen.getByText(formatRupees('ur', 900))).toBeInTheDocument();
    expect(formatRupees('ur', 900)).toBe('\u2066Rs. 900\u2069');
    expect(screen.getByText(formatRupees('ur', 1000)).tagName).toBe('DEL');
    expect(screen.getByText(ur('checkout.cartLine.percentOff', { percent: 10 }))).toHaveTextContent(
      '\u206610%\u2069 رعایت',
    );
    expect(screen.getByText(ur('catalog.stock.available'))).toBeInTheDocument();
    expect(screen.getByText(ur('catalog.stock.onlyLeft', { count: 2 }))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ur('checkout.cartLine.increase') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ur('checkout.cartLine.remove') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ur('checkout.cartPage.saveForLater') })).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: ur('checkout.cartLine.coverAlt', { title: discountedLine.BOOK_TITLE }),
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Remove')).toBeNull();
  });
});
