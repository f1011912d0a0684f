import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { homeAddress, officeAddress } from '../fixtures/addresses';
import { mastercardCard, visaCard } from '../fixtures/saved-cards';
import { ProfileDialog } from './profile-dialog';

const meta = {
  title: 'Account/ProfileDialog',
  component: ProfileDialog,
  args: {
    open: true,
    user: { name: 'Ayesha Khan', email: 'ayesha@example.pk', phone: '+92 300 1234567' },
    addresses: [homeAddress, officeAddress],
    onClose: fn(),
    onChangePassword: fn(),
    onEditInfo: fn(),
    onAddAddress: fn(),
    onDeleteAccount: fn(),
    onEditAddress: fn(),
    onDeleteAddress: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProfileDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAddresses: Story = {};

export const NoAddressesNoPhone: Story = {
  args: { user: { name: 'Bilal Ahmed', email: 'bilal@example.pk', phone: null }, addresses: [] },
};

export const LoadingAddresses: Story = { args: { addresses: null } };

export const DeletingAnAddress: Story = { args: { deletingAddressId: officeAddress.id } };

export const AddressesFailed: Story = {
  args: { addresses: null, addressesError: 'We could not load your addresses. Please try again.' },
};

/** Two saved cards, each with Remove ("you can manually delete it from saved methods"). */
export const WithSavedCards: Story = {
  args: { savedCards: [visaCard, mastercardCard], onDeleteCard: fn() },
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Your Profile' });
    const cards = within(dialog).getByRole('region', { name: 'Saved Cards' });
    await userEvent.click(within(cards).getAllByRole('button', { name: 'Remove' })[1] as HTMLElement);
    await expect(args.onDeleteCard).toHaveBeenCalledWith(mastercardCard);
  },
};

export const RemovingACard: Story = {
  args: { savedCards: [visaCard, mastercardCard], deletingCardId: visaCard.id, onDeleteCard: fn() },
};

export const NoSavedCards: Story = { args: { savedCards: [], onDeleteCard: fn() } };
