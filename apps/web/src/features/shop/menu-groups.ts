import type { HighDiscountCategories, MenuGroupData } from '@bookshop/domain';
import type { MenuCategory, MenuGroup } from '@bookshop/ui';
import { paths } from '../../config/paths';

const NOTES: Readonly<Record<string, string>> = {
  'stationery-art-supplies': 'Currently Only Lahore',
};

/** Groups whose panel shows its level-2 headings: the spec's "Children (with age groups)". */
const SECTIONED = new Set(['children']);

const HIGH_DISCOUNTS = 'high-discounts';

function toCategory(leaf: { id: number; label: string }): MenuCategory {
  return { id: leaf.id, label: leaf.label, href: paths.category.href(leaf.id) };
}

function highDiscountGroup(group: MenuGroupData, discounts: HighDiscountCategories | undefined): MenuGroup {
  const toDeal = (c: { id: number; label: string; count: number }): MenuCategory => ({
    id: c.id,
    label: c.label,
    count: c.count,
    href: paths.highDiscountCategory.href(c.id),
  });
  const all = (discounts?.all ?? []).map(toDeal);
  const popular = (discounts?.popular ?? []).map(toDeal);
  const first = popular[0] ?? all[0];
  return {
    id: group.id,
    label: group.label,
    // The group has no listing of its own; its entry opens the biggest sale.
    href: first ? first.href : paths.search.href(''),
    matchPrefixes: ['/high-discount-category'],
    categories: all,
    sections: [
      { label: 'Popular', categories: popular },
      { label: 'All', categories: all },
    ],
  };
}

/**
 * The header's menu: the server's category groups, each linking to its categories (Children
 * under its age groups), High Discounts with the discounted categories and their counts split
 * into popular and all, and the entries the spec lists as unavailable (Toys & Games, Send Gift
 * Card), greyed out.
 */
export function toMenuGroups(
  groups: readonly MenuGroupData[],
  discounts?: HighDiscountCategories,
): MenuGroup[] {
  const fromServer: MenuGroup[] = groups.map((group) => {
    if (group.slug === HIGH_DISCOUNTS) return highDiscountGroup(group, discounts);
    const note = NOTES[group.slug];
    const sections = SECTIONED.has(group.slug)
      ? group.sections.map((section) => ({
          label: section.label,
          categories: section.categories.map(toCategory),
        }))
      : undefined;
    return {
      id: group.id,
      label: group.label,
      // A listing of any category shows its whole subtree, so the group's own id lists all of it.
      href: paths.category.href(group.id),
      ...(note ? { note } : {}),
      categories: group.categories.map(toCategory),
      ...(sections ? { sections } : {}),
    };
  });
  return [
    ...fromServer,
    { id: 'toys-games', label: 'Toys & Games', href: '#', disabled: true, categories: [] },
    { id: 'send-gift-card', label: 'Send Gift Card', href: '#', disabled: true, categories: [] },
  ];
}
