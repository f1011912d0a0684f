import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckoutLoginPanel } from './checkout-login-panel';

const meta = {
  title: 'Checkout/CheckoutLoginPanel',
  component: CheckoutLoginPanel,
  args: {
    values: { email: '', password: '' },
    onFieldChange: fn(),
    onFieldBlur: fn(),
    onSubmit: fn(),
    onBack: fn(),
    onForgotPassword: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckoutLoginPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** A failed login: the server's message under the e-mail, the password cleared. */
export const LoginFailed: Story = {
  args: {
    values: { email: 'ayesha@example.pk', password: '' },
    errors: { email: 'These credentials do not match our records.' },
    touched: { email: true },
  },
};

export const LoggingIn: Story = {
  args: { values: { email: 'ayesha@example.pk', password: 'secret12' }, busy: true },
};

/** Login submits the form; Continue as guest goes back to the guest's checkout. */
export const ShopperChooses: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue as guest' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};
