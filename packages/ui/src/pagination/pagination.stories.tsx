import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from './pagination';

const meta = {
  title: 'Listing/Pagination',
  component: Pagination,
  args: { page: 6, pageCount: 20, hrefFor: (page: number) => `/search?keyword=iqbal&page=${page}` },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {};
export const FirstPage: Story = { args: { page: 1 } };
export const LastPage: Story = { args: { page: 20 } };
export const FewPages: Story = { args: { page: 2, pageCount: 3 } };
/** In a right-to-left Urdu page: Previous and Next in Urdu, the page numbers left to right. */
export const UrduRightToLeft: Story = { globals: { locale: 'ur' } };
