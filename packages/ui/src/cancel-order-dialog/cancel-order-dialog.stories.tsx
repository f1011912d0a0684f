import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

/**
 * A shopper opens the dialog: focus starts on Cancel (the safe choice), Escape keeps the order,
 * and Confirm asks for the cancellation.
 */
export const ShopperConfirms: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Cancel Order' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};
