import { priceOrder } from '@bookshop/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { discountedLine, preOrderLine, twoLineOrder, twoLineOrderWithCard } from '../fixtures/cart';
import { OrderSummary } from './order-summary';

const meta = {
  title: 'Cart/OrderSummary',
  component: OrderSummary,
  args: { order: twoLineOrder, checkoutHref: '/order-cart' },
  render: (args) => (
    <div style={{ maxWidth: 360, padding: 16 }}>
      <OrderSummary {...args} />
    </div>
  ),
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An available and a pre-order book: both shipping fees. */
export const TwoGroups: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Checkout' })).toBeVisible();
  },
};

export const WithGiftWrap: Story = {
  args: { order: priceOrder({ lines: [discountedLine, preOrderLine], giftWrap: true }) },
};

/** At checkout, paid with a Demo Bank card: what the card saves beyond the books' own discounts. */
export const WithCardDiscount: Story = {
  args: { order: twoLineOrderWithCard, cardBank: 'Demo Bank', hideCheckout: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Demo Bank card discount')).toBeVisible();
    await expect(canvas.getByText('Rs. 3,096')).toBeVisible();
  },
};

/** A Rs. 1,000 gift card taken off last. */
export const WithGiftCard: Story = {
  args: {
    order: priceOrder({ lines: [discountedLine, preOrderLine], giftWrap: false, giftCardValue: 1000 }),
    hideCheckout: true,
  },
};

/** A gift card worth more than the order: nothing left to pay. */
export const PaidByGiftCard: Story = {
  args: {
    order: priceOrder({ lines: [discountedLine, preOrderLine], giftWrap: false, giftCardValue: 5000 }),
    hideCheckout: true,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rs. 0')).toBeVisible();
  },
};

/**
 * A bank with a long name on a phone (the checkout at 360 px leaves the summary about 300 px):
 * the label wraps, an amount never does ("−Rs. 499" once broke after "Rs.").
 */
export const LongBankNameOnAPhone: Story = {
  args: { order: twoLineOrderWithCard, cardBank: 'Meezan Bank Limited Islamic Banking', hideCheckout: true },
  render: (args) => (
    <div style={{ width: 300 }}>
      <OrderSummary {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const amount of Array.from(canvasElement.querySelectorAll('dd'))) {
      // The lines the amount's text is laid out on (the dd itself stretches to its label's height).
      const text = document.createRange();
      text.selectNodeContents(amount);
      const lineTops = new Set(Array.from(text.getClientRects(), (rect) => Math.round(rect.top)));
      await expect(lineTops.size, amount.textContent ?? '').toBe(1);
    }
  },
};
