import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TextField } from '../text-field';
import { FormDialog } from './form-dialog';

/** The frame every account form is built on: fields, a full-width submit button, links under it. */
const meta = {
  title: 'Account/FormDialog',
  component: FormDialog,
  args: {
    open: true,
    onClose: fn(),
    onSubmit: fn(),
    title: 'Notify me',
    description: 'We will e-mail you when this book is back in stock.',
    submitLabel: 'Notify me',
    children: <TextField label="Email" type="email" name="email" />,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Busy: Story = { args: { busy: true } };

export const WithFormError: Story = {
  args: { formError: 'There was a problem submitting your request. Please try again.' },
};
