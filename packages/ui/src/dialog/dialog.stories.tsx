import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { TextField } from '../text-field';
import { Dialog, type DialogProps } from './dialog';

// Keeps the dialog's open state, so closing it in the story works as it will in the app.
function DialogDemo(props: DialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <div style={{ padding: 24 }}>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <p>Page content behind the dialog. It does not scroll while the dialog is open.</p>
      <Dialog
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </div>
  );
}

const TERMS = [
  'Orders are confirmed by e-mail once they are placed.',
  'Prices are in Pakistani rupees and include sales tax.',
  'Delivery times depend on the city and on the stock state of each book.',
  'Pre-order and on-demand books ship when they arrive at our warehouse.',
  'Bank card discounts apply to books only, once per card per day.',
  'Gift cards are single use; any value left after an order lapses.',
  'Stationery and art supplies are currently delivered in Lahore only.',
  'Orders may be cancelled until they are shipped.',
  'Returns are accepted within 7 days for damaged or wrong items.',
  'International orders are not available at the moment.',
  'Cash on delivery orders are confirmed by phone before dispatch.',
  'Your personal data is handled as our privacy policy describes.',
];

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  render: (args) => <DialogDemo {...args} />,
  args: {
    open: true,
    onClose: fn(),
    title: 'Notify me',
    description: 'We will e-mail you when this book is back in stock.',
    children: <TextField label="Email" type="email" name="email" />,
    footer: <Button>Notify me</Button>,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotifyMe: Story = {};

export const CancelOrder: Story = {
  args: {
    title: 'Cancel Order',
    description: undefined,
    size: 'sm',
    children: <p>Are You Sure You want to cancel this Order No: 10452</p>,
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Confirm</Button>
      </>
    ),
  },
};

export const CancelOrderPending: Story = {
  args: {
    ...CancelOrder.args,
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button busy busyLabel="Cancelling...">
          Confirm
        </Button>
      </>
    ),
  },
};

/** Checkout takes the whole screen on phones and is a wide panel on larger screens. */
export const FullScreenOnMobile: Story = {
  args: {
    title: 'Checkout',
    description: undefined,
    size: 'lg',
    fullScreenOnMobile: true,
    children: (
      <>
        <TextField label="Email" type="email" name="email" />
        <TextField label="Address" name="address" />
        <TextField label="City" name="city" />
      </>
    ),
    footer: <Button fullWidth>Place Order</Button>,
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const LongContent: Story = {
  args: {
    title: 'Terms & Conditions',
    description: undefined,
    children: (
      <>
        {TERMS.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </>
    ),
    footer: <Button>I agree</Button>,
  },
};

/**
 * A shopper opens the dialog: focus moves to its first field, Tab stays inside, Escape closes it
 * and focus goes back to the button that opened it.
 */
export const ShopperUsesTheKeyboard: Story = {
  args: { open: false },
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = page.getByRole('dialog', { name: 'Notify me' });
    await expect(within(dialog).getByLabelText('Email')).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(page.queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
  },
};
