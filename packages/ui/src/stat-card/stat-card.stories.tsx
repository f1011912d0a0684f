import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatCard } from './stat-card';

const meta = {
  title: 'Back office/StatCard',
  component: StatCard,
  args: { label: 'Orders today', value: '12', detail: 'Rs. 48,250 revenue' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Figure: Story = {};
export const WaitingForWork: Story = {
  args: {
    label: 'Waiting to confirm by phone',
    value: '3',
    detail: undefined,
    href: '/admin/orders?status=placed',
    tone: 'attention',
  },
};
export const NothingWaiting: Story = {
  args: { label: 'Waiting to ship', value: '0', detail: undefined, href: '/admin/orders?status=processing' },
};
