import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

/** A shopper is told the payment failed and chooses to try again. */
export const ShopperTriesAgain: Story = {
  args: { variant: 'desktop' },
  play: async ({ args, canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'The Transaction was unsuccessful. Please try again.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Try Again' }));
    await expect(args.onChoose).toHaveBeenCalledWith('tryAgain');
  },
};
