import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckoutOptions } from './checkout-options';

const meta = {
  title: 'Checkout/CheckoutOptions',
  component: CheckoutOptions,
  args: {
    giftWrap: false,
    sendInvoice: true,
    specialInstructions: '',
    onGiftWrapChange: fn(),
    onSendInvoiceChange: fn(),
    onSpecialInstructionsChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckoutOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults: no gift wrap, send invoice on, the promo code disabled. */
export const Defaults: Story = {};

export const GiftWithInstructions: Story = {
  args: { giftWrap: true, specialInstructions: 'Please ring the bell twice; leave with the guard.' },
};

/** Ticking gift wrap and typing instructions raise the changes; promo code cannot be used. */
export const ShopperChooses: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Gift wrap' }));
    await expect(args.onGiftWrapChange).toHaveBeenCalledWith(true);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Special instructions' }), 'A');
    await expect(args.onSpecialInstructionsChange).toHaveBeenCalledWith('A');
    await expect(canvas.getByRole('textbox', { name: 'Promo code' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeDisabled();
  },
};
