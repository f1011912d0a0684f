import type { HighDiscountCategories, MenuGroupData, MenuLeafData } from '@bookshop/domain';
import { createMessages, type MessageKey, type Messages } from '@bookshop/i18n/core';
import type { MenuCategory, MenuGroup } from '@bookshop/ui';
import { paths } from '../../config/paths';
import { categoryLabel } from '../../shared/category-label';

const NOTES: Readonly<Record<string, MessageKey>> = {
  'stationery-art-supplies': 'shell.megaMenu.onlyLahore',
};

/** Groups whose panel shows its level-2 headings: the spec's "Children (with age groups)". */
const SECTIONED = new Set(['children']);

/**
 * Paths that highlight a group though they are not under its own href (the spec's age-group and
 * publication pages), by slug: the ui's aliases go by the English label, which Urdu pages do not show.
 */
const MATCH_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  children: ['/all-books-by-age-group'],
  'our-publications': ['/our-publication'],
};

const HIGH_DISCOUNTS = 'high-discounts';

function highDiscountGroup(
  group: MenuGroupData,
  discounts: HighDiscountCategories | undefined,
  t: Messages,
): MenuGroup {
  const toDeal = (c: HighDiscountCategories['all'][number]): MenuCategory => ({
    id: c.id,
    label: categoryLabel(t.language, c),
    count: c.count,
    href: paths.highDiscountCategory.href(c.id),
  });
  const all = (discounts?.all ?? []).map(toDeal);
  const popular = (discounts?.popular ?? []).map(toDeal);
  const first = popular[0] ?? all[0];
  return {
    id: group.id,
    label: categoryLabel(t.language, group),
    // The group has no listing of its own; its entry opens the biggest sale.
    href: first ? first.href : paths.search.href(''),
    matchPrefixes: ['/high-discount-category'],
    categories: all,
    sections: [
      { label: t.format('shell.megaMenu.popular'), categories: popular },
      { label: t.format('shell.megaMenu.all'), categories: all },
    ],
  };
}

/**
 * The header's menu: the server's category groups, each linking to its categories (Children
 * under its age groups), High Discounts with the discounted categories and their counts split
 * into popular and all, and the entries the spec lists as unavailable (Toys & Games, Send Gift
 * Card), greyed out. Categories are named in the page's language (their Urdu names on Urdu pages
 * once staff have given them), the menu's own words from the catalogue.
 */
export function toMenuGroups(
  groups: readonly MenuGroupData[],
  discounts?: HighDiscountCategories,
  t: Messages = createMessages('en'),
): MenuGroup[] {
  const toCategory = (leaf: MenuLeafData): MenuCategory => ({
    id: leaf.id,
    label: categoryLabel(t.language, leaf),
    href: paths.category.href(leaf.id),
  });
  const fromServer: MenuGroup[] = groups.map((group) => {
    if (group.slug === HIGH_DISCOUNTS) return highDiscountGroup(group, discounts, t);
    const note = NOTES[group.slug];
    const matchPrefixes = MATCH_PREFIXES[group.slug];
    const sections = SECTIONED.has(group.slug)
      ? group.sections.map((section) => ({
          label: categoryLabel(t.language, section),
          categories: section.categories.map(toCategory),
        }))
      : undefined;
    return {
      id: group.id,
      label: categoryLabel(t.language, group),
      // A listing of any category shows its whole subtree, so the group's own id lists all of it.
      href: paths.category.href(group.id),
      ...(note ? { note: t.format(note) } : {}),
      ...(matchPrefixes ? { matchPrefixes } : {}),
      categories: group.categories.map(toCategory),
      ...(sections ? { sections } : {}),
    };
  });
  return [
    ...fromServer,
    {
      id: 'toys-games',
      label: t.format('shell.megaMenu.toysGames'),
      href: '#',
      disabled: true,
      categories: [],
    },
    {
      id: 'send-gift-card',
      label: t.format('shell.megaMenu.sendGiftCard'),
      href: '#',
      disabled: true,
      categories: [],
    },
  ];
}
