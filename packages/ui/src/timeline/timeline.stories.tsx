import type { Meta, StoryObj } from '@storybook/react-vite';
import { Timeline } from './timeline';

const meta = {
  title: 'Back office/Timeline',
  component: Timeline,
  args: {
    label: 'Order history',
    items: [
      {
        id: 'e1',
        at: '2026-11-25T09:00:00.000Z',
        timeLabel: '25 Nov 2026, 14:00',
        title: 'Placed',
        detail: 'by the shopper',
      },
      {
        id: 'm1',
        at: '2026-11-25T09:00:02.000Z',
        timeLabel: '25 Nov 2026, 14:00',
        title: 'E-mail sent: Your order #1042 is placed',
        detail: 'to ayesha@example.pk',
        kind: 'email',
      },
      {
        id: 'e2',
        at: '2026-11-25T11:30:00.000Z',
        timeLabel: '25 Nov 2026, 16:30',
        title: 'Confirmed by phone',
        detail: 'by orders@bookshop.pk',
        kind: 'note',
      },
      {
        id: 'e3',
        at: '2026-11-26T06:10:00.000Z',
        timeLabel: '26 Nov 2026, 11:10',
        title: 'Processing → Shipped',
        detail: 'TCS, tracking number 7731 2200 4410',
      },
      {
        id: 'e4',
        at: '2026-11-27T07:00:00.000Z',
        timeLabel: '27 Nov 2026, 12:00',
        title: 'Refunded Rs. 650',
        detail: 'A damaged copy',
        kind: 'money',
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OrderHistory: Story = {};
export const Empty: Story = { args: { items: [] } };
