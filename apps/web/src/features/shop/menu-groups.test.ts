import type { MenuGroupData } from '@bookshop/domain';
import { createMessages } from '@bookshop/i18n/core';
import { isGroupActive } from '@bookshop/ui';
import { describe, expect, it } from 'vitest';
import { toMenuGroups } from './menu-groups';

const groups: MenuGroupData[] = [
  {
    id: 2,
    slug: 'fiction',
    label: 'Fiction',
    labelUr: null,
    categories: [{ id: 21, label: 'Classics', labelUr: 'کلاسیک' }],
    sections: [],
  },
  {
    id: 5,
    slug: 'children',
    label: 'Children',
    labelUr: 'بچوں کی کتابیں',
    categories: [
      { id: 51, label: 'Board Books', labelUr: null },
      { id: 52, label: 'Picture Books', labelUr: null },
    ],
    sections: [
      {
        id: 50,
        slug: 'ages-0-2',
        label: 'Ages 0-2',
        labelUr: 'عمر 0 تا 2 سال',
        categories: [{ id: 51, label: 'Board Books', labelUr: null }],
      },
      {
        id: 53,
        slug: 'ages-3-5',
        label: 'Ages 3-5',
        labelUr: null,
        categories: [{ id: 52, label: 'Picture Books', labelUr: null }],
      },
    ],
  },
  { id: 8, slug: 'high-discounts', label: 'High Discounts', labelUr: null, categories: [], sections: [] },
  {
    id: 9,
    slug: 'stationery-art-supplies',
    label: 'Stationery & Art Supplies',
    labelUr: null,
    categories: [{ id: 91, label: 'Notebooks', labelUr: null }],
    sections: [],
  },
];

const discounts = {
  popular: [{ id: 2, label: 'Fiction', count: 40, labelUr: 'فکشن' }],
  all: [
    { id: 2, label: 'Fiction', count: 40, labelUr: null },
    { id: 9, label: 'Stationery & Art Supplies', count: 3, labelUr: null },
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

  it('names categories in English on English pages, even those with an Urdu name', () => {
    const [fiction] = toMenuGroups(groups, discounts);
    expect(fiction?.categories[0]?.label).toBe('Classics');
  });
});

describe('toMenuGroups on Urdu pages', () => {
  const ur = createMessages('ur');

  it('names each category by its Urdu name where it has one, else by its English one', () => {
    const menu = toMenuGroups(groups, discounts, ur);
    const children = menu.find((g) => g.id === 5);
    expect(children?.label).toBe('بچوں کی کتابیں');
    expect(children?.sections?.map((s) => s.label)).toEqual(['عمر 0 تا 2 سال', 'Ages 3-5']);
    expect(menu.find((g) => g.id === 2)?.categories[0]?.label).toBe('کلاسیک');
    const high = menu.find((g) => g.id === 8);
    expect(high?.sections?.map((s) => [s.label, s.categories.map((c) => c.label)])).toEqual([
      ['مقبول', ['فکشن']],
      ['سب', ['Fiction', 'Stationery & Art Supplies']],
    ]);
  });

  it('words the menu’s own entries and notes in Urdu', () => {
    const menu = toMenuGroups(groups, discounts, ur);
    expect(menu.find((g) => g.id === 9)?.note).toBe('فی الحال صرف لاہور میں');
    expect(menu.slice(-2).map((g) => g.label)).toEqual(['کھلونے اور گیمز', 'گفٹ کارڈ بھیجیں']);
  });

  it('still highlights Children on the age-group pages, whatever its label', () => {
    const children = toMenuGroups(groups, discounts, ur).find((g) => g.id === 5);
    expect(children && isGroupActive(children, '/all-books-by-age-group/3')).toBe(true);
  });
});
