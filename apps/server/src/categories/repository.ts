import { asc } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { categories } from '../db/schema/index.js';

export interface MenuLeaf {
  id: number;
  label: string;
}

export interface MenuGroupData {
  id: number;
  slug: string;
  label: string;
  /** The level-4 categories under the group, in tree order: what its mega-menu lists. */
  categories: MenuLeaf[];
}

export function createCategoriesRepository(db: Database) {
  return {
    /** The whole tree folded into menu groups, in one query. */
    async menu(): Promise<MenuGroupData[]> {
      const rows = await db
        .select({
          id: categories.id,
          slug: categories.slug,
          name: categories.name,
          level: categories.level,
          parentId: categories.parentId,
        })
        .from(categories)
        .orderBy(asc(categories.level), asc(categories.position), asc(categories.id));
      const children = new Map<number | null, typeof rows>();
      for (const row of rows) {
        const list = children.get(row.parentId) ?? [];
        list.push(row);
        children.set(row.parentId, list);
      }
      const leavesUnder = (id: number): MenuLeaf[] =>
        (children.get(id) ?? []).flatMap((child) =>
          child.level === 4 ? [{ id: child.id, label: child.name }] : leavesUnder(child.id),
        );
      return (children.get(null) ?? []).map((root) => ({
        id: root.id,
        slug: root.slug,
        label: root.name,
        categories: leavesUnder(root.id),
      }));
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
