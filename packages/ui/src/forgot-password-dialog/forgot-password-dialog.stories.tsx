import { forgotPasswordSchema } from '@bookshop/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatefulForm } from '../fixtures/story-form';
import { ValidatingForm } from '../fixtures/validating-form';
import { ForgotPasswordDialog } from './forgot-password-dialog';

const meta = {
  title: 'Account/ForgotPasswordDialog',
  component: ForgotPasswordDialog,
  render: (args) => <StatefulForm component={ForgotPasswordDialog} {...args} />,
  args: {
    open: true,
    values: { email: '' },
    onClose: fn(),
    onSubmit: fn(),
    onFieldChange: fn(),
    onFieldBlur: fn(),
    onLogin: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ForgotPasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Required: Story = {
  args: { errors: { email: 'The email field is required.' }, touched: { email: true } },
};

export const InvalidEmail: Story = {
  args: { values: { email: 'ayesha@' }, errors: { email: 'Invalid email' }, touched: { email: true } },
};

export const Busy: Story = { args: { values: { email: 'ayesha@example.pk' }, busy: true } };

/** A shopper asks for a reset link: an empty submission is refused, a valid e-mail is sent. */
export const ShopperAsksForALink: Story = {
  render: (args) => (
    <ValidatingForm component={ForgotPasswordDialog} schema={forgotPasswordSchema} {...args} />
  ),
  play: async ({ args, canvasElement }) => {
    const shopper = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    const send = shopper.getByRole('button', { name: 'Send Reset Link' });
    await userEvent.click(send);
    await expect(shopper.getByText('The email field is required.')).toBeVisible();
    await userEvent.type(shopper.getByLabelText(/Email/), 'ayesha@example.pk');
    await userEvent.click(send);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
