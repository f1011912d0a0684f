import type { Meta, StoryObj } from '@storybook/react-vite';
import { CountTabs } from './count-tabs';

const meta = {
  title: 'Back office/CountTabs',
  component: CountTabs,
  args: {
    label: 'Orders by status',
    current: 'placed',
    tabs: [
      { value: '', label: 'All', count: 61, href: '/admin/orders' },
      {
        value: 'pending_payment',
        label: 'Awaiting payment',
        count: 3,
        href: '/admin/orders?status=pending_payment',
      },
      { value: 'placed', label: 'Placed', count: 7, href: '/admin/orders?status=placed' },
      { value: 'processing', label: 'Processing', count: 5, href: '/admin/orders?status=processing' },
      { value: 'shipped', label: 'Shipped', count: 12, href: '/admin/orders?status=shipped' },
      { value: 'delivered', label: 'Delivered', count: 30, href: '/admin/orders?status=delivered' },
      { value: 'cancelled', label: 'Cancelled', count: 4, href: '/admin/orders?status=cancelled' },
    ],
  },
} satisfies Meta<typeof CountTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OrderStatuses: Story = {};
export const AllChosen: Story = { args: { current: '' } };
