import type { MenuGroupData } from '@bookshop/domain';
import { describe, expect, it } from 'vitest';
import { toMenuGroups } from './menu-groups';

const groups: MenuGroupData[] = [
  { id: 2, slug: 'fiction', label: 'Fiction', categories: [{ id: 21, label: 'Classics' }], sections: [] },
  {
    id: 5,
    slug: 'children',
    label: 'Children',
    categories: [
      { id: 51, label: 'Board Books' },
      { id: 52, label: 'Picture Books' },
    ],
    sections: [
      { id: 50, slug: 'ages-0-2', label: 'Ages 0-2', categories: [{ id: 51, label: 'Board Books' }] },
      { id: 53, slug: 'ages-3-5', label: 'Ages 3-5', categories: [{ id: 52, label: 'Picture Books' }] },
    ],
  },
  { id: 8, slug: 'high-discounts', label: 'High Discounts', categories: [], sections: [] },
  {
    id: 9,
    slug: 'stationery-art-supplies',
    label: 'Stationery & Art Supplies',
    categories: [{ id: 91, label: 'Notebooks' }],
    sections: [],
  },
];

const discounts = {
  popular: [{ id: 2, label: 'Fiction', count: 40 }],
  all: [
    { id: 2, label: 'Fiction', count: 40 },
    { id: 9, label: 'Stationery & Art Supplies', count: 3 },
  ],
};

describe('toMenuGroups', () => {
  it('links each group to its whole listing and each category to its in-stock listing', () => {
    const [fiction] = toMenuGroups(groups, discounts);
    expect(fiction).toMatchObject({
      label: 'Fiction',
      href: '/category/level4/2/instock',
      categories: [{ id: 21, label: 'Classics', href: '/category/level4/21/instock' }],
    });
  });

  it('shows Children under its age groups', () => {
    const children = toMenuGroups(groups).find((g) => g.label === 'Children');
    expect(children?.sections?.map((s) => s.label)).toEqual(['Ages 0-2', 'Ages 3-5']);
    expect(children?.sections?.[1]?.categories[0]?.href).toBe('/category/level4/52/instock');
  });

  it('fills High Discounts with the discounted categories and counts, popular and all', () => {
    const high = toMenuGroups(groups, discounts).find((g) => g.label === 'High Discounts');
    expect(high?.href).toBe('/high-discount-category/level1/2/instock');
    expect(high?.sections?.map((s) => [s.label, s.categories.map((c) => `${c.label} (${c.count})`)])).toEqual(
      [
        ['Popular', ['Fiction (40)']],
        ['All', ['Fiction (40)', 'Stationery & Art Supplies (3)']],
      ],
    );
    expect(high?.sections?.[1]?.categories[1]?.href).toBe('/high-discount-category/level1/9/instock');
  });

  it('notes that stationery is Lahore only and greys out Toys & Games and Send Gift Card', () => {
    const menu = toMenuGroups(groups, discounts);
    expect(menu.find((g) => g.label === 'Stationery & Art Supplies')?.note).toBe('Currently Only Lahore');
    expect(menu.slice(-2).map((g) => [g.label, g.disabled])).toEqual([
      ['Toys & Games', true],
      ['Send Gift Card', true],
    ]);
  });
});
