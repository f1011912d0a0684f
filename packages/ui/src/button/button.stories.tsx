import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'Forms/Button',
  component: Button,
  args: { children: 'Add to cart', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'link'] } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Add to Wish List' } };

export const Link: Story = { args: { variant: 'link', children: 'Change' } };

/** The checkout's Place Order button while the order is being placed. */
export const Busy: Story = { args: { busy: true, busyLabel: 'Please wait…', children: 'Place Order' } };

/** The Cancel Order dialog's Confirm button while the request is pending. */
export const BusyCancelling: Story = {
  args: { busy: true, busyLabel: 'Cancelling...', children: 'Confirm' },
};

/** The promo code Apply button, which the spec keeps disabled. */
export const Disabled: Story = { args: { variant: 'secondary', disabled: true, children: 'Apply' } };

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Login' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};
