import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './text-field';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', name: 'email', type: 'email', autoComplete: 'email' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Required: Story = { args: { label: 'City', name: 'city', type: 'text', required: true } };

export const WithHint: Story = {
  args: {
    label: 'Phone',
    name: 'phone',
    type: 'tel',
    autoComplete: 'tel',
    hint: 'A Pakistani mobile number, e.g. 0300 1234567',
  },
};

/** A required field left empty, as Formik shows it after blur. */
export const WithError: Story = { args: { error: 'The email field is required.', required: true } };

/** The server's login failure, shown under the email field. */
export const ServerError: Story = {
  args: { defaultValue: 'amna@example.pk', error: 'These credentials do not match our records.' },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'amna@example.pk', hint: 'The e-mail of your account' },
};
