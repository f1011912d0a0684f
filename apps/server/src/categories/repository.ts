import type { ListedCategory, MenuGroupData, MenuLeafData } from '@bookshop/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/query-rows.js';
import { categories } from '../db/schema/index.js';

export function createCategoriesRepository(db: Database) {
  return {
    /** The whole tree folded into menu groups, in one query. */
    async menu(): Promise<MenuGroupData[]> {
      const rows = await db
        .select({
          id: categories.id,
          slug: categories.slug,
          name: categories.name,
          nameUr: categories.nameUr,
          level: categories.level,
          parentId: categories.parentId,
        })
        .from(categories)
        // Hidden by staff (the catalogue desk): the category and, as its children are reached only
        // through it, everything below it leave the menu.
        .where(eq(categories.hidden, false))
        .orderBy(asc(categories.level), asc(categories.position), asc(categories.id));
      const children = new Map<number | null, typeof rows>();
      for (const row of rows) {
        const list = children.get(row.parentId) ?? [];
        list.push(row);
        children.set(row.parentId, list);
      }
      const leavesUnder = (id: number): MenuLeafData[] =>
        (children.get(id) ?? []).flatMap((child) =>
          child.level === 4
            ? [{ id: child.id, label: child.name, labelUr: child.nameUr }]
            : leavesUnder(child.id),
        );
      return (children.get(null) ?? []).map((root) => ({
        id: root.id,
        slug: root.slug,
        label: root.name,
        labelUr: root.nameUr,
        categories: leavesUnder(root.id),
        sections: (children.get(root.id) ?? []).map((section) => ({
          id: section.id,
          slug: section.slug,
          label: section.name,
          labelUr: section.nameUr,
          categories: leavesUnder(section.id),
        })),
      }));
    },

    /** The category and its ancestors, or null when there is no such category (or it or one above it is hidden). */
    async findWithParents(id: number): Promise<ListedCategory | null> {
      const rows = await queryRows<{
        id: number;
        slug: string;
        name: string;
        name_ur: string | null;
        level: number;
        depth: number;
        hidden: boolean;
      }>(
        db,
        sql`with recursive up as (
              select id, slug, name, name_ur, level, parent_id, hidden, 0 as depth from categories where id = ${id}
              union all
              select c.id, c.slug, c.name, c.name_ur, c.level, c.parent_id, c.hidden, up.depth + 1
              from categories c join up on c.id = up.parent_id
            )
            select id, slug, name, name_ur, level, depth, hidden from up order by depth desc`,
      );
      const self = rows[rows.length - 1];
      if (!self || Number(self.depth) !== 0 || rows.some((row) => row.hidden)) return null;
      return {
        id: Number(self.id),
        slug: self.slug,
        label: self.name,
        labelUr: self.name_ur ?? null,
        level: Number(self.level),
        parents: rows.slice(0, -1).map((r) => ({
          id: Number(r.id),
          label: r.name,
          labelUr: r.name_ur ?? null,
          level: Number(r.level),
        })),
      };
    },

    /** Every category, for the sitemap. */
    async all(): Promise<{ id: number; level: number }[]> {
      return db
        .select({ id: categories.id, level: categories.level })
        .from(categories)
        .orderBy(asc(categories.id));
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
