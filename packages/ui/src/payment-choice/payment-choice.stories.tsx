import { PAYMENT_METHOD } from '@bookshop/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { amexCard, mastercardCard, visaCard } from '../fixtures/saved-cards';
import { PaymentChoice } from './payment-choice';

const meta = {
  title: 'Checkout/PaymentChoice',
  component: PaymentChoice,
  args: {
    savedCards: [visaCard, mastercardCard, amexCard],
    selectedMethod: PAYMENT_METHOD.CARD,
    selectedToken: amexCard.id,
    onCard: fn(),
    onMethod: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saved cards with their Visa, Mastercard and American Express logos; the last one chosen. */
export const SavedCards: Story = {};

/** No saved cards: the method defaults to Cash. */
export const NoSavedCards: Story = {
  args: { savedCards: [], selectedMethod: PAYMENT_METHOD.CASH, selectedToken: null },
};

/** Choosing JazzCash and then a saved card raises the method and the card. */
export const ShopperChooses: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'JazzCash' }));
    await expect(args.onMethod).toHaveBeenCalledWith(PAYMENT_METHOD.JAZZCASH);
    await userEvent.click(canvas.getByRole('radio', { name: /Visa\s*•••• 4242/ }));
    await expect(args.onCard).toHaveBeenCalledWith(visaCard);
  },
};
