import type { MessageKey } from '@bookshop/i18n/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { useMessages } from '../i18n';
import { SortSelect } from './sort-select';

/** The storefront's sort orders, named in the story's language as the results page names them. */
const ORDERS: readonly { value: string; labelKey: MessageKey }[] = [
  { value: 'relevance', labelKey: 'catalog.sort.relevance' },
  { value: 'price_asc', labelKey: 'catalog.sort.priceAsc' },
  { value: 'price_desc', labelKey: 'catalog.sort.priceDesc' },
  { value: 'newest', labelKey: 'catalog.sort.newest' },
];

function NamedSortSelect(props: Omit<Parameters<typeof SortSelect<string>>[0], 'options'>) {
  const t = useMessages();
  return (
    <SortSelect
      {...props}
      options={ORDERS.map(({ value, labelKey }) => ({ value, label: t.format(labelKey) }))}
    />
  );
}

const meta = {
  title: 'Listing/SortSelect',
  component: NamedSortSelect,
  args: {
    value: 'relevance',
    onChange: fn(),
  },
} satisfies Meta<typeof NamedSortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Newest: Story = { args: { value: 'newest' } };
/** In a right-to-left Urdu page: the label and the orders in Urdu. */
export const UrduRightToLeft: Story = { globals: { locale: 'ur' } };
