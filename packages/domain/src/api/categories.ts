/** A level-4 category as a menu lists it. */
export interface MenuLeafData {
  id: number;
  label: string;
  /** The category's Urdu name, shown on Urdu pages; null until staff give one (then `label` is shown). */
  labelUr: string | null;
}

/** A level-2 group of a menu (an age group under Children, a subject area under All Books). */
export interface MenuSectionData {
  id: number;
  slug: string;
  label: string;
  /** The category's Urdu name, shown on Urdu pages; null until staff give one (then `label` is shown). */
  labelUr: string | null;
  categories: MenuLeafData[];
}

/** A top-level menu group of `GET /api/categories/menu`. */
export interface MenuGroupData {
  id: number;
  slug: string;
  label: string;
  /** The category's Urdu name, shown on Urdu pages; null until staff give one (then `label` is shown). */
  labelUr: string | null;
  /** The level-4 categories under the group, in tree order: what its mega-menu lists. */
  categories: MenuLeafData[];
  /** The same leaves under their level-2 headings, for menus that show them (Children's ages). */
  sections: MenuSectionData[];
}

/** Answer of `GET /api/categories/menu`. */
export interface CategoryMenuResponse {
  data: { groups: MenuGroupData[] };
}
