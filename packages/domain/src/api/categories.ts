/** A level-4 category as a menu lists it. */
export interface MenuLeafData {
  id: number;
  label: string;
}

/** A level-2 group of a menu (an age group under Children, a subject area under All Books). */
export interface MenuSectionData {
  id: number;
  slug: string;
  label: string;
  categories: MenuLeafData[];
}

/** A top-level menu group of `GET /api/categories/menu`. */
export interface MenuGroupData {
  id: number;
  slug: string;
  label: string;
  /** The level-4 categories under the group, in tree order: what its mega-menu lists. */
  categories: MenuLeafData[];
  /** The same leaves under their level-2 headings, for menus that show them (Children's ages). */
  sections: MenuSectionData[];
}

/** Answer of `GET /api/categories/menu`. */
export interface CategoryMenuResponse {
  data: { groups: MenuGroupData[] };
}
