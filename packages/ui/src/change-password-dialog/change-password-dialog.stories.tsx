import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { allTouched, StatefulForm } from '../fixtures/story-form';
import { ChangePasswordDialog } from './change-password-dialog';

const all = allTouched(['current_password', 'new_password', 'new_confirm_password']);

const meta = {
  title: 'Account/ChangePasswordDialog',
  component: ChangePasswordDialog,
  render: (args) => <StatefulForm component={ChangePasswordDialog} {...args} />,
  args: {
    open: true,
    values: { current_password: '', new_password: '', new_confirm_password: '' },
    onClose: fn(),
    onSubmit: fn(),
    onFieldChange: fn(),
    onFieldBlur: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Required: Story = {
  args: {
    errors: {
      current_password: 'The current password field is required.',
      new_password: 'The new password field is required.',
    },
    touched: all,
  },
};

export const TooShortAndMismatch: Story = {
  args: {
    values: { current_password: 'oldpass1', new_password: 'abc', new_confirm_password: 'abd' },
    errors: {
      new_password: 'The new password should have a minimum length of 6',
      new_confirm_password: 'Password confirmation does not match password',
    },
    touched: all,
  },
};

/** The server's answer shows on the current password. */
export const WrongCurrentPassword: Story = {
  args: {
    values: { current_password: 'oldpass1', new_password: 'newpass1', new_confirm_password: 'newpass1' },
    errors: { current_password: 'The current password is incorrect.' },
    touched: all,
  },
};
