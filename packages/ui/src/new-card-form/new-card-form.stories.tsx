import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type NewCardField, NewCardForm, type NewCardFormProps } from './new-card-form';

// Keeps what is typed, as the web app's container does.
function Typing(props: NewCardFormProps) {
  const [values, setValues] = useState(props.values);
  const [saveCard, setSaveCard] = useState(props.saveCard);
  return (
    <NewCardForm
      {...props}
      values={values}
      saveCard={saveCard}
      onFieldChange={(field: NewCardField, value: string) => {
        props.onFieldChange(field, value);
        setValues((old) => ({ ...old, [field]: value }));
      }}
      onSaveCardChange={(value) => {
        props.onSaveCardChange(value);
        setSaveCard(value);
      }}
    />
  );
}

const meta = {
  title: 'Checkout/NewCardForm',
  component: NewCardForm,
  render: (args) => <Typing {...args} />,
  args: {
    values: { cardNumber: '', cardExpiry: '', cardCvc: '' },
    offerSaveCard: true,
    saveCard: true,
    note: 'Sandbox payments: no real money moves. Test card 4242 4242 4242 4242.',
    onFieldChange: fn(),
    onSaveCardChange: fn(),
    onSubmit: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewCardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A logged-in user: Save card is offered and on by default. */
export const User: Story = {};

/** Guests may add a card but are not offered to keep it. */
export const Guest: Story = { args: { offerSaveCard: false } };

export const Verifying: Story = {
  args: { values: { cardNumber: '4242 4242 4242 4242', cardExpiry: '12/30', cardCvc: '123' }, busy: true },
};

export const Failed: Story = {
  args: {
    values: { cardNumber: '4242 4242 4242 4241', cardExpiry: '12/30', cardCvc: '123' },
    error: "Couldn't save card, please try again",
  },
};

/** The shopper types a card, unticks Save card and adds it. */
export const ShopperAddsCard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Card Number/ }), '4242424242424242');
    await userEvent.type(canvas.getByRole('textbox', { name: /Expiry/ }), '12/30');
    await userEvent.type(canvas.getByRole('textbox', { name: /CVC/ }), '123');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Save card' }));
    await expect(args.onSaveCardChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Card' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('cardCvc', '123');
  },
};
