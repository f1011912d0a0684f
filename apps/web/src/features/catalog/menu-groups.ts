import type { MenuGroupData } from '@bookshop/api-client';
import type { MenuGroup } from '@bookshop/ui';
import { paths } from '../../config/paths';

const NOTES: Readonly<Record<string, string>> = {
  'stationery-art-supplies': 'Currently Only Lahore',
};

/**
 * The header's menu: the server's category groups, each linking to its categories, plus the
 * entries the spec lists as unavailable (Toys & Games, Send Gift Card), greyed out.
 */
export function toMenuGroups(groups: readonly MenuGroupData[]): MenuGroup[] {
  const fromServer: MenuGroup[] = groups.map((group) => {
    const first = group.categories[0];
    return {
      id: group.id,
      label: group.label,
      href: first ? paths.category.href(first.id) : paths.search.href(group.label),
      ...(NOTES[group.slug] ? { note: NOTES[group.slug] } : {}),
      categories: group.categories.map((c) => ({
        id: c.id,
        label: c.label,
        href: paths.category.href(c.id),
      })),
    };
  });
  return [
    ...fromServer,
    { id: 'toys-games', label: 'Toys & Games', href: '#', disabled: true, categories: [] },
    { id: 'send-gift-card', label: 'Send Gift Card', href: '#', disabled: true, categories: [] },
  ];
}
