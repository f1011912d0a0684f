import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { filledGiftCardForm, sentGiftCard } from '../fixtures/gift-card';
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

const meta = {
  title: 'Gift cards/GiftCardDialog',
  component: GiftCardDialog,
  render: (args) => <StatefulForm component={GiftCardDialog} {...args} />,
  args: {
    open: true,
    view: 'form',
    action: '/update_e_gift_card',
    payment: { intentId: '', clientSecret: '', shopperToken: '' },
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
export const Prefilled: Story = { args: { values: filledGiftCardForm, policyChecked: true } };

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

export const Paying: Story = { args: { values: filledGiftCardForm, policyChecked: true, busy: true } };

/** The failed-transaction view, shown while the stored error marker exists. */
export const FailedTransaction: Story = {
  args: { view: 'failed' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('alert')).toHaveTextContent('The transaction was unsuccessful.');
    await expect(body.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/**
 * The result view, from the stored gift card response; closing it reloads the page. Its order
 * number (GC and the card's id, GC42) is data and reads the same in Urdu.
 */
export const Result: Story = {
  args: {
    view: 'result',
    giftCard: sentGiftCard,
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByText('GC42')).toBeVisible();
  },
};
