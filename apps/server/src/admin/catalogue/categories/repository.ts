import type { AdminCategoryNode } from '@bookshop/domain';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../accounts/repository.js';
import { queryRows } from '../../../db/query-rows.js';
import { categories } from '../../../db/schema/index.js';

export type CategoryRow = typeof categories.$inferSelect;

/** The category tree as the desk edits it: every category, hidden ones too, with its books counted. */
export function createDeskCategoriesRepository(db: Executor) {
  return {
    async tree(): Promise<AdminCategoryNode[]> {
      const rows = await queryRows<{
        id: number;
        slug: string;
        name: string;
        name_ur: string | null;
        level: number;
        parent_id: number | null;
        position: number;
        hidden: boolean;
        books: number;
      }>(
        db,
        sql`with recursive below as (
              select id as top, id from categories
              union all
              select below.top, c.id from categories c join below on c.parent_id = below.id
            )
            select c.id, c.slug, c.name, c.name_ur, c.level, c.parent_id, c.position, c.hidden,
              (select count(distinct bc.book_id)::int from below join book_categories bc on bc.category_id = below.id
                where below.top = c.id) as books
            from categories c order by c.level, c.position, c.id`,
      );
      const nodes = new Map<number, AdminCategoryNode & { children: AdminCategoryNode[] }>();
      for (const row of rows) {
        nodes.set(Number(row.id), {
          id: Number(row.id),
          slug: row.slug,
          name: row.name,
          name_ur: row.name_ur ?? null,
          level: Number(row.level),
          parent_id: row.parent_id === null ? null : Number(row.parent_id),
          position: Number(row.position),
          hidden: Boolean(row.hidden),
          books: Number(row.books),
          children: [],
        });
      }
      const roots: AdminCategoryNode[] = [];
      for (const node of nodes.values()) {
        const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
        if (parent) parent.children.push(node);
        else roots.push(node);
      }
      return roots;
    },

    async find(id: number): Promise<CategoryRow | null> {
      const [row] = await db.select().from(categories).where(eq(categories.id, id)).for('update');
      return row ?? null;
    },

    async update(
      id: number,
      set: { name?: string; nameUr?: string | null; hidden?: boolean; parentId?: number | null },
    ): Promise<void> {
      if (Object.keys(set).length === 0) return;
      await db.update(categories).set(set).where(eq(categories.id, id));
    },

    /** Puts `id` at `position` among its siblings under `parentId` and numbers them all again from 0. */
    async place(id: number, parentId: number | null, position: number | undefined): Promise<void> {
      const siblings = await db
        .select({ id: categories.id })
        .from(categories)
        .where(
          and(
            parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId),
            ne(categories.id, id),
          ),
        )
        .orderBy(asc(categories.position), asc(categories.id));
      const order = siblings.map((s) => s.id);
      order.splice(Math.min(position ?? order.length, order.length), 0, id);
      for (const [index, each] of order.entries()) {
        await db
          .update(categories)
          .set({ position: index })
          .where(and(eq(categories.id, each), ne(categories.position, index)));
      }
    },
  };
}
