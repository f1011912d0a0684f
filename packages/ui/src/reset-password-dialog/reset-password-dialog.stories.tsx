import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { allTouched, StatefulForm } from '../fixtures/story-form';
import { ResetPasswordDialog } from './reset-password-dialog';

const meta = {
  title: 'Account/ResetPasswordDialog',
  component: ResetPasswordDialog,
  render: (args) => <StatefulForm component={ResetPasswordDialog} {...args} />,
  args: {
    open: true,
    values: { email: '', password: '', password_confirmation: '' },
    onClose: fn(),
    onSubmit: fn(),
    onFieldChange: fn(),
    onFieldBlur: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ResetPasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Required: Story = {
  args: {
    errors: { email: 'The email field is required.', password: 'The password field is required.' },
    touched: allTouched(['email', 'password', 'password_confirmation']),
  },
};

export const Mismatch: Story = {
  args: {
    values: { email: 'ayesha@example.pk', password: 'newpass1', password_confirmation: 'newpass2' },
    errors: { password_confirmation: 'The password confirmation does not match.' },
    touched: allTouched(['email', 'password', 'password_confirmation']),
  },
};

/** An expired or used link: the server's message shows on the e-mail. */
export const LinkExpired: Story = {
  args: {
    values: { email: 'ayesha@example.pk', password: 'newpass1', password_confirmation: 'newpass1' },
    errors: { email: 'This password reset link is invalid or has expired.' },
    touched: { email: true },
  },
};
