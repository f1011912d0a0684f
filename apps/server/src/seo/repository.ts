import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/query-rows.js';

export interface BookMetaRow {
  title: string;
  authors: string[];
  description: string | null;
  price: number;
  discountPercent: number;
  stockStatus: string;
  language: string;
}

export function createSeoRepository(db: Database) {
  return {
    async bookMeta(id: number): Promise<BookMetaRow | null> {
      const [row] = await queryRows<BookMetaRow>(
        db,
        sql`select title, authors, description, price, discount_percent as "discountPercent",
              stock_status as "stockStatus", language
            from books where id = ${id} and not withdrawn`,
      );
      return row ?? null;
    },

    /** A category's name, its Urdu name when it has been given one (migration 0022), and level. */
    async categoryMeta(id: number): Promise<{ name: string; nameUr: string | null; level: number } | null> {
      const [row] = await queryRows<{ name: string; name_ur: string | null; level: number }>(
        db,
        sql`select name, name_ur, level from categories where id = ${id}`,
      );
      return row ? { name: row.name, nameUr: row.name_ur ?? null, level: Number(row.level) } : null;
    },

    /** Book ids with their last change, oldest first, for the sitemap. */
    async bookUrls(limit: number): Promise<{ id: number; updatedAt: string }[]> {
      const rows = await queryRows<{ id: number; updated: string }>(
        db,
        sql`select id, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as updated
            from books where not withdrawn order by id limit ${limit}`,
      );
      return rows.map((r) => ({ id: Number(r.id), updatedAt: r.updated }));
    },

    async categoryLevels(): Promise<{ id: number; level: number }[]> {
      const rows = await queryRows<{ id: number; level: number }>(
        db,
        sql`select id, level from categories order by level, position, id`,
      );
      return rows.map((r) => ({ id: Number(r.id), level: Number(r.level) }));
    },
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
