import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DeleteAccountDialog } from './delete-account-dialog';

const meta = {
  title: 'Account/DeleteAccountDialog',
  component: DeleteAccountDialog,
  args: { open: true, onClose: fn(), onConfirm: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DeleteAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {};

export const Deleting: Story = { args: { busy: true } };

export const Failed: Story = { args: { error: 'Something went wrong, please try again.' } };
