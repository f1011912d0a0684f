import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CardNetworkLogo } from './card-network-logo';

const meta = {
  title: 'Checkout/CardNetworkLogo',
  component: CardNetworkLogo,
  args: { network: 'visa' },
} satisfies Meta<typeof CardNetworkLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visa: Story = {};

export const Mastercard: Story = { args: { network: 'mastercard' } };

/** The logo is named for screen readers by its network. */
export const Amex: Story = {
  args: { network: 'amex' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'American Express' })).toBeVisible();
  },
};
