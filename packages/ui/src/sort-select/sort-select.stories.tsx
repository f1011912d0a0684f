import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SortSelect } from './sort-select';

const meta = {
  title: 'Listing/SortSelect',
  component: SortSelect,
  args: {
    value: 'relevance',
    options: [
      { value: 'relevance', label: 'Relevance' },
      { value: 'price_asc', label: 'Price: low to high' },
      { value: 'price_desc', label: 'Price: high to low' },
      { value: 'newest', label: 'Newest' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Newest: Story = { args: { value: 'newest' } };
