import { registerSchema } from '@bookshop/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { allTouched, StatefulForm } from '../fixtures/story-form';
import { ValidatingForm } from '../fixtures/validating-form';
import { RegisterDialog } from './register-dialog';

const empty = { first_name: '', last_name: '', email: '', password: '', password_confirmation: '' };

const meta = {
  title: 'Account/RegisterDialog',
  component: RegisterDialog,
  render: (args) => <StatefulForm component={RegisterDialog} {...args} />,
  args: {
    open: true,
    values: empty,
    onClose: fn(),
    onSubmit: fn(),
    onFieldChange: fn(),
    onFieldBlur: fn(),
    onLogin: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RegisterDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Required: Story = {
  args: {
    errors: {
      first_name: 'First name field is required',
      last_name: 'Last name field is required',
      email: 'The email field is required.',
      password: 'The password field is required.',
    },
    touched: allTouched(['first_name', 'last_name', 'email', 'password', 'password_confirmation']),
  },
};

export const Invalid: Story = {
  args: {
    values: {
      first_name: 'Ali2',
      last_name: 'Khan',
      email: 'ali.example.pk',
      password: '12345',
      password_confirmation: '1234',
    },
    errors: {
      first_name: 'The first name must contain only letters, dots, and hyphens.',
      email: 'Invalid email',
      password: 'The Password should have a minimum length of 6',
      password_confirmation: 'The password confirmation does not match.',
    },
    touched: allTouched(['first_name', 'last_name', 'email', 'password', 'password_confirmation']),
  },
};

/** A server error without a field shows on first_name. */
export const ServerError: Story = {
  args: {
    values: { ...empty, first_name: 'Ayesha', last_name: 'Khan', email: 'ayesha@example.pk' },
    errors: { first_name: 'Too many attempts. Please try again in a few minutes.' },
    touched: { first_name: true },
  },
};

export const Busy: Story = { args: { busy: true } };

/**
 * A shopper registers: fills in every field but mistypes the confirmation, is told so, fixes it
 * and the form is sent. Messages come from the shop's register schema.
 */
export const ShopperRegisters: Story = {
  render: (args) => <ValidatingForm component={RegisterDialog} schema={registerSchema} {...args} />,
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    const shopper = within(dialog);
    await userEvent.type(shopper.getByLabelText(/First Name/), 'Ayesha');
    await userEvent.type(shopper.getByLabelText(/Last Name/), 'Khan');
    await userEvent.type(shopper.getByLabelText(/Email/), 'ayesha@example.pk');
    await userEvent.type(shopper.getByLabelText(/^Password/), 'Secret123!');
    await userEvent.type(shopper.getByLabelText(/Confirm Password/), 'Secret123?');
    await userEvent.click(shopper.getByRole('button', { name: 'Register' }));
    await expect(shopper.getByText('The password confirmation does not match.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(shopper.getByLabelText(/Confirm Password/));
    await userEvent.type(shopper.getByLabelText(/Confirm Password/), 'Secret123!');
    await userEvent.click(shopper.getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/**
 * At a laptop width the names sit side by side; every field must lie inside the dialog (Last
 * Name used to run past its edge).
 */
export const FieldsFitOnALaptop: Story = {
  args: { values: { ...empty, first_name: 'Muhammad Ali', last_name: 'Jinnah-Khan' } },
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    const edge = dialog.getBoundingClientRect();
    const fields = Array.from(dialog.querySelectorAll('input'));
    await expect(fields).toHaveLength(5);
    for (const field of fields) {
      const box = field.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(edge.left);
      await expect(box.right).toBeLessThanOrEqual(edge.right);
    }
  },
};
