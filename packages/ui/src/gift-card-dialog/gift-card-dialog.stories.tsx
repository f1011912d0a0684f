import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { allTouched, StatefulForm } from '../fixtures/story-form';
import { GiftCardDialog } from './gift-card-dialog';

const empty = {
  amount: '',
  recipient_name: '',
  recipient_email: '',
  recipient_mobile: '',
  name: '',
  email: '',
  mobile: '',
  cardNumber: '',
  cardExpiry: '',
  cardCvc: '',
};

const filled = {
  amount: '2,500',
  recipient_name: 'Sara Ahmed',
  recipient_email: 'sara@example.pk',
  recipient_mobile: '0321 1234567',
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  mobile: '0300 7654321',
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12/29',
  cardCvc: '123',
};

const meta = {
  title: 'Gift cards/GiftCardDialog',
  component: GiftCardDialog,
  render: (args) => <StatefulForm component={GiftCardDialog} {...args} />,
  args: {
    open: true,
    view: 'form',
    action: '/update_e_gift_card',
    paymentIntentId: '',
    policyChecked: false,
    values: empty,
    onClose: fn(),
    onSubmit: fn(),
    onTryAgain: fn(),
    onPolicyChange: fn(),
    onFieldChange: fn(),
    onFieldBlur: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GiftCardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form view, empty: the amount's hint and the gift card value warning show from the start. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByText('Rs. 500 to Rs. 10,000 only*')).toBeVisible();
    await expect(body.getByText(/the remainder lapses/)).toBeVisible();
  },
};

/** Prefilled from the stored gift data, the agreement ticked, ready to buy. */
export const Prefilled: Story = { args: { values: filled, policyChecked: true } };

/** Submitted with every field wrong or missing: the schema's messages under each. */
export const Invalid: Story = {
  args: {
    values: { ...empty, amount: '200', recipient_mobile: '042 35761234' },
    touched: allTouched([
      'amount',
      'recipient_name',
      'recipient_email',
      'recipient_mobile',
      'name',
      'email',
      'mobile',
    ] as const),
    errors: {
      amount: 'Rs. 500 to Rs. 10,000 only*',
      recipient_name: 'The recipient name field is required.',
      recipient_email: 'The recipient email field is required.',
      recipient_mobile: 'Invalid phone number',
      name: 'The name field is required.',
      email: 'The email field is required.',
      mobile: 'Phone field is required.',
    },
    policyError: 'Please confirm that gift cards are non-refundable and for one time use only.',
  },
};

export const Paying: Story = { args: { values: filled, policyChecked: true, busy: true } };

/** The failed-transaction view, shown while the stored error marker exists. */
export const FailedTransaction: Story = {
  args: { view: 'failed' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('alert')).toHaveTextContent('The transaction was unsuccessful.');
    await expect(body.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** The result view, from the stored gift card response; closing it reloads the page. */
export const Result: Story = {
  args: {
    view: 'result',
    giftCard: {
      id: 42,
      submitted_at: '2026-11-22T10:30:00.000Z',
      amount: 2500,
      recipient_name: 'Sara Ahmed',
      recipient_email: 'sara@example.pk',
      recipient_mobile: '+923211234567',
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByText('GC42')).toBeVisible();
  },
};
