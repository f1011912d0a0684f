import { formatMessage } from '@bookshop/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleMenuGroups } from '../fixtures/menu-groups';
import { MegaMenu } from './mega-menu';

const meta = {
  title: 'Navigation/MegaMenu',
  component: MegaMenu,
  args: { groups: sampleMenuGroups, activePath: '/' },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MegaMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover an entry, or use its toggle, to see its panel. */
export const Default: Story = {};

/** Fiction holds 30 categories: columns of 13, 13 and 4. */
export const FictionOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fiction categories' }));
  },
};

export const StationeryWithNote: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Stationery & Art Supplies categories' }));
  },
};

/** Urdu Books' categories in a right-to-left page: the panel and its columns run from the right. */
export const UrduBooksRightToLeft: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvas, userEvent }) => {
    // The toolbar's Urdu words the button's name from the Urdu catalogue.
    const name = formatMessage('ur', 'shell.megaMenu.groupCategories', { group: 'Urdu Books' });
    await userEvent.click(canvas.getByRole('button', { name }));
    await expect(canvas.getByRole('link', { name: 'شاعری' })).toBeVisible();
  },
};

/** High Discounts lists categories with their counts, the popular few first and then all. */
export const HighDiscountsOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'High Discounts categories' }));
  },
};

/** An age-group page highlights Children. */
export const ChildrenActive: Story = { args: { activePath: '/all-books-by-age-group/3-5' } };

/** A publication page highlights Our Publications. */
export const OurPublicationsActive: Story = { args: { activePath: '/our-publication/12' } };
