import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@bookshop/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge } from './status-badge';
import { orderStatusTone } from './status-tones';

const meta = {
  title: 'Back office/StatusBadge',
  component: StatusBadge,
  args: { tone: 'info', children: 'Processing' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Warning: Story = { args: { tone: 'warning', children: 'Awaiting payment' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Payment failed' } };

/** Every order status in its tone, as the order queue shows them. */
export const OrderStatuses: Story = {
  render: () => (
    <p style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {ORDER_STATUSES.map((status) => (
        <StatusBadge key={status} tone={orderStatusTone(status)}>
          {ORDER_STATUS_LABELS[status]}
        </StatusBadge>
      ))}
    </p>
  ),
};
