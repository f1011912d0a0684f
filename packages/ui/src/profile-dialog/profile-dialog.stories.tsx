import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { homeAddress, officeAddress } from '../fixtures/addresses';
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
