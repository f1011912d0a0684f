import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SelectField } from '../select-field';
import { TextField } from '../text-field';
import { FilterBar } from './filter-bar';

const meta = {
  title: 'Back office/FilterBar',
  component: FilterBar,
  args: {
    label: 'Filter orders',
    onApply: fn(),
    onClear: fn(),
    activeCount: 2,
    children: (
      <>
        <TextField label="Search" name="q" defaultValue="0300 1234567" hint="Order number, e-mail or phone" />
        <SelectField
          label="Payment method"
          value="4"
          onValueChange={() => {}}
          placeholder="Any method"
          options={[
            { value: '1', label: 'Credit or Debit Card' },
            { value: '3', label: 'Bank Transfer' },
            { value: '4', label: 'Cash on Delivery' },
          ]}
        />
        <TextField label="From" type="date" name="from" />
        <TextField label="To" type="date" name="to" />
      </>
    ),
  },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OrderFilters: Story = {};
export const NothingSet: Story = { args: { activeCount: 0 } };
