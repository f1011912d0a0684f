import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StatusBadge } from '../status-badge';
import { DataTable, type DataTableColumn } from './data-table';

interface QueueRow {
  id: number;
  placed: string;
  name: string;
  city: string;
  status: string;
  total: number;
}

const queue: QueueRow[] = [
  { id: 1048, placed: '27 Nov, 10:12', name: 'Ayesha Khan', city: 'Lahore', status: 'Placed', total: 2450 },
  {
    id: 1047,
    placed: '27 Nov, 09:40',
    name: 'Bilal Ahmed',
    city: 'Karachi',
    status: 'Awaiting payment',
    total: 1180,
  },
  {
    id: 1046,
    placed: '26 Nov, 18:05',
    name: 'Sana Mirza',
    city: 'Islamabad',
    status: 'Processing',
    total: 5600,
  },
  { id: 1045, placed: '26 Nov, 15:31', name: 'Usman Tariq', city: 'Lahore', status: 'Shipped', total: 890 },
  {
    id: 1044,
    placed: '26 Nov, 11:02',
    name: 'Hira Sheikh',
    city: 'Multan',
    status: 'Delivered',
    total: 3125,
  },
];

const columns: DataTableColumn<QueueRow>[] = [
  {
    id: 'id',
    header: 'Order',
    cell: (row) => <a href={`#order-${row.id}`}>#{row.id}</a>,
    primary: true,
    sortValue: (row) => row.id,
  },
  { id: 'placed', header: 'Placed', cell: (row) => row.placed },
  { id: 'name', header: 'Customer', cell: (row) => row.name, sortValue: (row) => row.name },
  { id: 'city', header: 'City', cell: (row) => row.city, sortValue: (row) => row.city },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => (
      <StatusBadge tone={row.status === 'Awaiting payment' ? 'warning' : 'info'}>{row.status}</StatusBadge>
    ),
  },
  {
    id: 'total',
    header: 'Total',
    cell: (row) => `Rs. ${row.total.toLocaleString('en')}`,
    align: 'end',
    sortValue: (row) => row.total,
  },
];

const meta = {
  title: 'Back office/DataTable',
  component: DataTable<QueueRow>,
  args: { caption: 'Orders', columns, rows: queue, rowKey: (row: QueueRow) => row.id },
} satisfies Meta<typeof DataTable<QueueRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At 1366 px a table; at 360 px (Phone viewport) each order becomes a card with a Sort by menu. */
export const OrderQueue: Story = {};

export const SortedByTotal: Story = {
  args: { defaultSort: { column: 'total', direction: 'descending' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Total' }));
    await expect(canvas.getByRole('columnheader', { name: /Total/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

export const PagedTwoAtATime: Story = { args: { pageSize: 2 } };

export const ServerPages: Story = {
  args: { pages: { page: 2, pageCount: 6, hrefFor: (page: number) => `/admin/orders?page=${page}` } },
};

/** The scroll layout keeps the table and scrolls sideways in its own box on a phone. */
export const ScrollsOnAPhone: Story = { args: { narrowLayout: 'scroll', caption: 'Audit log' } };

export const Empty: Story = { args: { rows: [], empty: 'No orders match these filters.' } };
