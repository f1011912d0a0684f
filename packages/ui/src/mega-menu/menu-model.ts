/** One category link inside a mega-menu panel. */
export interface MenuCategory {
  id: string | number;
  label: string;
  href: string;
  /** How many items the category holds, shown beside it (the High Discounts menu). */
  count?: number;
}

/** A headed part of a panel, e.g. the Popular and All halves of High Discounts. */
export interface MenuSection {
  label: string;
  categories: readonly MenuCategory[];
}

/** A top-level menu entry (All Books, Fiction, Children, …) and the categories of its panel. */
export interface MenuGroup {
  id: string | number;
  label: string;
  href: string;
  /** Listed but not offered (Toys & Games, Send Gift Card): greyed out and not clickable. */
  disabled?: boolean;
  /** Short remark shown with the entry, e.g. 'Currently Only Lahore'. */
  note?: string;
  /**
   * Extra path prefixes that highlight this entry besides its own href. When absent, the spec's
   * aliases apply by label (see {@link SPEC_PATH_ALIASES}).
   */
  matchPrefixes?: readonly string[];
  categories: readonly MenuCategory[];
  /**
   * Headed parts of the panel. When given, the panel shows these (each in columns) instead of
   * `categories`.
   */
  sections?: readonly MenuSection[];
}

/** The headed parts a group's panel shows: its sections, or its categories as one unheaded part. */
export function panelSections(
  group: MenuGroup,
): readonly (MenuSection | { label: null; categories: readonly MenuCategory[] })[] {
  if (group.sections) return group.sections.filter((section) => section.categories.length > 0);
  return group.categories.length > 0 ? [{ label: null, categories: group.categories }] : [];
}

/**
 * Paths the spec reads only to highlight a menu entry: age-group pages belong to Children and
 * publication pages to Our Publications, though neither lives under that entry's own href.
 */
export const SPEC_PATH_ALIASES: Readonly<Record<string, readonly string[]>> = {
  Children: ['/all-books-by-age-group'],
  'Our Publications': ['/our-publication'],
};

function pathOf(href: string): string {
  const end = href.search(/[?#]/);
  const path = end === -1 ? href : href.slice(0, end);
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** True when both point at the same page, ignoring query, hash and a trailing slash. */
export function isSamePath(href: string, activePath: string): boolean {
  return pathOf(href) === pathOf(activePath);
}

/** True when `activePath` is the entry's own page or a page below it. */
export function isHrefActive(href: string, activePath: string): boolean {
  const target = pathOf(href);
  const current = pathOf(activePath);
  if (target === '/') return current === '/';
  return current === target || current.startsWith(`${target}/`);
}

/** True when the group's own href, or one of its extra prefixes, matches the current path. */
export function isGroupActive(group: MenuGroup, activePath: string): boolean {
  if (group.disabled) return false;
  if (isHrefActive(group.href, activePath)) return true;
  const current = pathOf(activePath);
  const prefixes = group.matchPrefixes ?? SPEC_PATH_ALIASES[group.label] ?? [];
  // Aliases are raw prefixes as the spec gives them, so '/our-publication' also covers
  // '/our-publications/…'.
  if (prefixes.some((prefix) => current.startsWith(prefix))) return true;
  return panelSections(group).some((section) =>
    section.categories.some((category) => isHrefActive(category.href, activePath)),
  );
}
