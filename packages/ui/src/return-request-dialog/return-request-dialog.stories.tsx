import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { deliveredOrder } from '../fixtures/orders';
import { ReturnRequestDialog, type ReturnRequestDialogProps } from './return-request-dialog';

// Keeps the choices and the reason as the web app's container does.
function WithState(props: ReturnRequestDialogProps) {
  const [chosen, setChosen] = useState(props.chosen);
  const [reason, setReason] = useState(props.reason);
  return (
    <ReturnRequestDialog
      {...props}
      chosen={chosen}
      reason={reason}
      onChosenChange={(bookId, qty) => {
        props.onChosenChange(bookId, qty);
        setChosen((current) => ({ ...current, [bookId]: qty }));
      }}
      onReasonChange={(value) => {
        props.onReasonChange(value);
        setReason(value);
      }}
    />
  );
}

const meta = {
  title: 'Orders/ReturnRequestDialog',
  component: ReturnRequestDialog,
  render: (args) => <WithState {...args} />,
  args: {
    open: true,
    orderId: deliveredOrder.id,
    lines: deliveredOrder.items,
    chosen: {},
    onChosenChange: fn(),
    reason: '',
    onReasonChange: fn(),
    onClose: fn(),
    onSubmit: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ReturnRequestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ask: Story = {};

export const NothingChosen: Story = {
  args: {
    errors: {
      lines: 'Choose the books you want to return.',
      reason: 'Please tell us why you want to return these books.',
    },
  },
};

export const Sending: Story = { args: { chosen: { 1: 1 }, reason: 'The cover was torn.', busy: true } };

export const Sent: Story = {
  args: {
    sentMessage:
      'Your return request for Order No: 1027 has been sent. We will e-mail you once the shop has decided.',
  },
};

/** The shopper picks one book, says why and sends. */
export const ShopperAsks: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Request a Return' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Ice Candy Man' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Pages missing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
