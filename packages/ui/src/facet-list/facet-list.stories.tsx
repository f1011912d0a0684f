import type { Meta, StoryObj } from '@storybook/react-vite';
import { FacetList } from './facet-list';

const meta = {
  title: 'Listing/FacetList',
  component: FacetList,
  args: {
    title: 'Language',
    options: [
      { value: 'English', label: 'English', count: 214 },
      { value: 'Urdu', label: 'اردو', count: 58 },
      { value: 'Punjabi', label: 'Punjabi', count: 3 },
    ],
    hrefFor: (value: string | null) => (value ? `/search?keyword=a&language=${value}` : '/search?keyword=a'),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FacetList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Chosen: Story = { args: { selected: 'Urdu' } };
/** In a right-to-left page, with the Urdu value chosen. */
export const UrduRightToLeft: Story = { args: { selected: 'Urdu' }, globals: { locale: 'ur' } };
export const Long: Story = {
  args: {
    title: 'Author',
    options: Array.from({ length: 14 }, (_, i) => ({
      value: `a${i}`,
      label: `Author ${i + 1}`,
      count: 30 - i,
    })),
  },
};
