import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { StatefulForm } from '../fixtures/story-form';
import { NotifyMeDialog } from './notify-me-dialog';

const meta = {
  title: 'Catalogue/NotifyMeDialog',
  component: NotifyMeDialog,
  render: (args) => <StatefulForm component={NotifyMeDialog} {...args} />,
  args: {
    open: true,
    status: 'idle',
    bookTitle: 'Aag Ka Darya',
    values: { email: '' },
    onClose: fn(),
    onSubmit: fn(),
    onFieldChange: fn(),
    onFieldBlur: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotifyMeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** A logged-in shopper's e-mail is filled in for them. */
export const PreFilled: Story = { args: { values: { email: 'ayesha@example.pk' } } };

export const InvalidEmail: Story = {
  args: {
    values: { email: 'ayesha@' },
    errors: { email: 'Please enter a valid email address' },
    touched: { email: true },
  },
};

export const Loading: Story = { args: { values: { email: 'ayesha@example.pk' }, status: 'loading' } };

export const Failed: Story = {
  args: { values: { email: 'ayesha@example.pk' }, status: 'error' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('alert')).toHaveTextContent(
      'There was a problem submitting your request. Please try again.',
    );
  },
};

export const Success: Story = { args: { status: 'success' } };

/** In a right-to-left Urdu page: the dialog in Urdu, the book's title and the e-mail as they are. */
export const UrduRightToLeft: Story = {
  args: { bookTitle: 'آگ کا دریا', values: { email: 'ayesha@example.pk' } },
  globals: { locale: 'ur' },
};
