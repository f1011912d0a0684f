import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { deliveredOrder, placedOrder, shippedOrder, walletAwaitingOrder } from '../fixtures/orders';
import { OrderTimeline } from './order-timeline';

const meta = {
  title: 'Orders/OrderTimeline',
  component: OrderTimeline,
  args: { status: placedOrder.status, timeline: placedOrder.timeline },
} satisfies Meta<typeof OrderTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const JustPlaced: Story = {};

export const AwaitingPayment: Story = {
  args: { status: walletAwaitingOrder.status, timeline: walletAwaitingOrder.timeline },
};

export const Shipped: Story = {
  args: { status: shippedOrder.status, timeline: shippedOrder.timeline },
  play: async ({ canvasElement }) => {
    const current = within(canvasElement)
      .getAllByRole('listitem')
      .find((step) => step.getAttribute('aria-current') === 'step');
    await expect(current).toHaveTextContent(/^Shipped/);
  },
};

export const Delivered: Story = {
  args: { status: deliveredOrder.status, timeline: deliveredOrder.timeline },
};

export const Cancelled: Story = {
  args: {
    status: 'cancelled',
    timeline: [
      ...placedOrder.timeline,
      { status: 'cancelled', label: 'Cancelled', at: '2026-06-01T07:00:00.000Z' },
    ],
  },
};
