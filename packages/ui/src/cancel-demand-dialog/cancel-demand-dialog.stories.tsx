import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CancelDemandDialog, type CancelDemandDialogProps } from './cancel-demand-dialog';

// Keeps the typed reason like the web app's container does.
function WithReason(props: CancelDemandDialogProps) {
  const [reason, setReason] = useState(props.reason);
  return (
    <CancelDemandDialog
      {...props}
      reason={reason}
      onReasonChange={(value) => {
        props.onReasonChange(value);
        setReason(value);
      }}
    />
  );
}

const meta = {
  title: 'Orders/CancelDemandDialog',
  component: CancelDemandDialog,
  render: (args) => <WithReason {...args} />,
  args: {
    open: true,
    orderId: 1024,
    reason: '',
    onReasonChange: fn(),
    onClose: fn(),
    onSubmit: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CancelDemandDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ask: Story = {};

export const ReasonMissing: Story = {
  args: { reasonError: 'Please tell us why you want this order cancelled.' },
};

export const Sending: Story = { args: { reason: 'Ordered the wrong edition', busy: true } };

export const Failed: Story = {
  args: { reason: 'Ordered the wrong edition', error: 'something went wrong please try again' },
};

export const Sent: Story = {
  args: {
    sentMessage:
      'Your request to cancel Order No: 1024 has been sent. We will e-mail you once the shop has answered.',
  },
};

/** The shopper types a reason and sends it; focus starts in the reason box. */
export const ShopperSends: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Request Cancellation',
    });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await expect(reason).toHaveFocus();
    await userEvent.type(reason, 'Wrong edition');
    await expect(args.onReasonChange).toHaveBeenLastCalledWith('Wrong edition');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
