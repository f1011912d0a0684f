import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { twoLineSummary } from '../fixtures/cart';
import { OrderSummary } from './order-summary';

const meta = {
  title: 'Cart/OrderSummary',
  component: OrderSummary,
  args: { summary: twoLineSummary, checkoutHref: '/order-cart' },
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

export const WithGiftWrap: Story = { args: { summary: { ...twoLineSummary, giftWrap: 100, total: 3695 } } };
