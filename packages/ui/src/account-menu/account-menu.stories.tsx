import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AccountMenu } from './account-menu';

const meta = {
  title: 'Navigation/AccountMenu',
  component: AccountMenu,
  args: {
    items: [
      { id: 'orders', label: 'Your Orders', onSelect: fn() },
      { id: 'wishlist', label: 'Your Wish List', onSelect: fn() },
      { id: 'profile', label: 'Edit/Update Profile', onSelect: fn() },
      { id: 'logout', label: 'Log Out', onSelect: fn() },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 260, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Your Account' }));
  },
};
