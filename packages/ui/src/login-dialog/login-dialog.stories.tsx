import { loginSchema } from '@bookshop/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { allTouched, StatefulForm } from '../fixtures/story-form';
import { ValidatingForm } from '../fixtures/validating-form';
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

/**
 * A shopper logs in: submits the empty form and is told what is missing, mistypes the e-mail, then
 * fixes it. The messages are the shop's own (the login schema from @bookshop/validation).
 */
export const ShopperLogsIn: Story = {
  render: (args) => <ValidatingForm component={LoginDialog} schema={loginSchema} {...args} />,
  play: async ({ args, canvasElement }) => {
    // The dialog is portalled to <body>, outside the story's canvas.
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Login' });
    const shopper = within(dialog);
    await userEvent.click(shopper.getByRole('button', { name: 'Login' }));
    await expect(shopper.getByText('The email field is required.')).toBeVisible();
    await expect(shopper.getByText('The password field is required.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(shopper.getByLabelText(/Email/), 'ayesha@');
    await userEvent.type(shopper.getByLabelText(/Password/), 'secret12');
    await userEvent.click(shopper.getByRole('button', { name: 'Login' }));
    await expect(shopper.getByText('Invalid email')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(shopper.getByLabelText(/Email/), 'example.pk');
    await userEvent.click(shopper.getByRole('button', { name: 'Login' }));
    await expect(shopper.queryByText('Invalid email')).toBeNull();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
