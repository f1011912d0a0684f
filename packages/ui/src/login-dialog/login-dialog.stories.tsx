import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { allTouched, StatefulForm } from '../fixtures/story-form';
import { LoginDialog } from './login-dialog';

const meta = {
  title: 'Account/LoginDialog',
  component: LoginDialog,
  render: (args) => <StatefulForm component={LoginDialog} {...args} />,
  args: {
    open: true,
    values: { email: '', password: '' },
    onClose: fn(),
    onSubmit: fn(),
    onFieldChange: fn(),
    onFieldBlur: fn(),
    onForgotPassword: fn(),
    onRegister: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Submitted empty: each required field says so. */
export const Required: Story = {
  args: {
    errors: { email: 'The email field is required.', password: 'The password field is required.' },
    touched: allTouched(['email', 'password']),
  },
};

export const InvalidEmail: Story = {
  args: {
    values: { email: 'ayesha@', password: 'secret12' },
    errors: { email: 'Invalid email' },
    touched: { email: true },
  },
};

/** The server refused the login: its message under the e-mail, the password cleared. */
export const ServerError: Story = {
  args: {
    values: { email: 'ayesha@example.pk', password: '' },
    errors: { email: 'These credentials do not match our records.' },
    touched: { email: true },
  },
};

export const Busy: Story = {
  args: { values: { email: 'ayesha@example.pk', password: 'secret12' }, busy: true },
};
