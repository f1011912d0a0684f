import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { deliveredOrder, placedOrder } from '../fixtures/orders';
import { OrderInvoice } from './order-invoice';

const meta = {
  title: 'Orders/OrderInvoice',
  component: OrderInvoice,
  args: { order: placedOrder, onPrint: fn(), pdfHref: '/api/orders/1024/invoice.pdf' },
} satisfies Meta<typeof OrderInvoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CashOnDelivery: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rs. 3,695')).toBeVisible();
  },
};

export const Paid: Story = { args: { order: deliveredOrder } };
