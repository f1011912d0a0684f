import { BACKORDER_NOTE } from '@bookshop/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { discountedLine, preOrderLine } from '../fixtures/cart';
import { CartLineItem } from './cart-line';

const meta = {
  title: 'Cart/CartLineItem',
  component: CartLineItem,
  args: {
    line: discountedLine,
    moves: [
      { cartType: 'wishlist', label: 'Move to Wish List' },
      { cartType: 'later', label: 'Save for Later' },
    ],
    onQtyChange: fn(),
    onRemove: fn(),
    onMove: fn(),
  },
  render: (args) => (
    <ul style={{ maxWidth: 640, padding: 16, listStyle: 'none' }}>
      <CartLineItem {...args} />
    </ul>
  ),
} satisfies Meta<typeof CartLineItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 10% off Rs. 1,000, two copies, three in stock. */
export const Discounted: Story = {};

export const PreOrder: Story = { args: { line: preOrderLine } };

/** Out of stock in the cart: ordered as a backorder, which ships when the book is back. */
export const Backorder: Story = {
  args: {
    line: { ...discountedLine, availabilityStatus: 'out_of_stock' },
    note: BACKORDER_NOTE,
  },
};

/** On the wish list: the quantity is shown, the line moves back to the cart. */
export const OnTheWishList: Story = {
  args: { editableQty: false, moves: [{ cartType: 'cart', label: 'Move to Cart' }] },
};

export const Busy: Story = { args: { busy: true } };

/** Plenty on the shelf: no count shown. */
export const WellStocked: Story = { args: { line: { ...discountedLine, maxQty: 40 } } };

/** Out of stock on the wish list: Notify me e-mails the shopper when it is back. */
export const OutOfStockOnTheWishList: Story = {
  args: {
    line: { ...discountedLine, availabilityStatus: 'out_of_stock', maxQty: 10 },
    editableQty: false,
    moves: [{ cartType: 'cart', label: 'Move to Cart' }],
    onNotifyMe: fn(),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notify me' }));
    await expect(args.onNotifyMe).toHaveBeenCalledTimes(1);
  },
};

/** An Urdu book in a right-to-left page, as an Urdu reader sees the cart. */
export const UrduRightToLeft: Story = {
  args: {
    line: {
      ...preOrderLine,
      cart_item_id: 13,
      Book_Id: 4,
      BOOK_TITLE: 'راجہ گدھ',
      authorName: 'بانو قدسیہ',
      picname: 'raja-gidh',
    },
  },
  globals: { locale: 'ur' },
};

/** The shopper raises the quantity and saves the line for later. */
export const ShopperChangesTheLine: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(args.onQtyChange).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Save for Later' }));
    await expect(args.onMove).toHaveBeenCalledWith('later');
  },
};
