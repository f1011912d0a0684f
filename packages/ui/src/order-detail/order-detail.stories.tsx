import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  bankTransferDetails,
  bankTransferOrder,
  deliveredOrder,
  placedOrder,
  shippedOrder,
  walletAwaitingOrder,
} from '../fixtures/orders';
import { OrderDetail } from './order-detail';

const meta = {
  title: 'Orders/OrderDetail',
  component: OrderDetail,
  args: {
    order: placedOrder,
    onCancel: fn(),
    onRequestCancellation: fn(),
    onReorder: fn(),
    onPayNow: fn(),
    onRequestReturn: fn(),
    invoiceHref: '/orders/invoice?orderId=1024',
    invoicePdfHref: '/api/orders/1024/invoice.pdf',
  },
} satisfies Meta<typeof OrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cash on delivery, gift wrapped, one book backordered: cancel and reorder offered. */
export const PlacedCashOnDelivery: Story = {
  args: { actions: { cancel: true, reorder: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ships when back in stock')).toBeVisible();
    await expect(canvas.getByText('To pay on delivery')).toBeVisible();
  },
};

/** On its way with TCS: the tracking number, and a cancellation can only be asked for. */
export const Shipped: Story = {
  args: { order: shippedOrder, actions: { requestCancellation: true, reorder: true } },
};

/** A JazzCash order whose approval never came: Pay Now first. */
export const AwaitingWalletPayment: Story = {
  args: { order: walletAwaitingOrder, actions: { payNow: true, cancel: true, reorder: true } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pay Now' }));
    await expect(args.onPayNow).toHaveBeenCalledTimes(1);
  },
};

export const AwaitingBankTransfer: Story = {
  args: {
    order: bankTransferOrder,
    bankTransfer: bankTransferDetails,
    actions: { cancel: true, reorder: true },
  },
};

/** Delivered, within the return window. */
export const Delivered: Story = {
  args: { order: deliveredOrder, actions: { reorder: true, requestReturn: true } },
};

/** Reorder pressed: its button waits for the cart, the others hold. */
export const Reordering: Story = {
  args: { order: deliveredOrder, actions: { reorder: true, requestReturn: true }, busyAction: 'reorder' },
};

/** On a 360 px phone: one column, nothing past the right edge. */
export const OnAPhone: Story = {
  args: { order: placedOrder, bankTransfer: bankTransferDetails, actions: { cancel: true, reorder: true } },
  render: (args) => (
    <div style={{ width: 328 }}>
      <OrderDetail {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    const edge = article.getBoundingClientRect().right;
    const past = Array.from(article.querySelectorAll('*'))
      .filter((element) => element.getBoundingClientRect().right > edge + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    await expect(past).toEqual([]);
  },
};
