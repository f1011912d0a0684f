import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PaymentFailedDialog } from './payment-failed-dialog';

const meta = {
  title: 'Checkout/PaymentFailedDialog',
  component: PaymentFailedDialog,
  args: { open: true, onChoose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PaymentFailedDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { args: { variant: 'desktop' } };

export const Mobile: Story = { args: { variant: 'mobile' } };

export const Retrying: Story = { args: { busy: true } };
