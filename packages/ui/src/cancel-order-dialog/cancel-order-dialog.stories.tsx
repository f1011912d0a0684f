import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CancelOrderDialog } from './cancel-order-dialog';

const meta = {
  title: 'Orders/CancelOrderDialog',
  component: CancelOrderDialog,
  args: { open: true, orderId: 1024, onClose: fn(), onConfirm: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CancelOrderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ask: Story = {};

export const Cancelling: Story = { args: { busy: true } };

export const Failed: Story = { args: { error: 'something went wrong please try again' } };
