import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StatefulForm } from '../fixtures/story-form';
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
