import type { BookSummary, HighDiscountCategory } from '@bookshop/domain';
import { sql } from 'drizzle-orm';
import { inStockSql, type SummarySqlRow, summaryColumnsSql, summaryFromRow } from '../books/summary-sql.js';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/query-rows.js';
import { createHomeLayoutRepository } from './home-layout-repository.js';

export function createListingsRepository(db: Database) {
  async function summaries(query: ReturnType<typeof sql>): Promise<BookSummary[]> {
    return (await queryRows<SummarySqlRow>(db, query)).map(summaryFromRow);
  }

  return {
    /** The home page's banners and rows as staff chose them (the catalogue desk). */
    layout: createHomeLayoutRepository(db),

    /** A category's books (its whole subtree), newest first, items one can buy or pre-order first. */
    inCategory: (categoryId: number, limit: number) =>
      summaries(sql`select ${summaryColumnsSql} from books b
        where not b.withdrawn and b.id in (
          select bc.book_id from book_categories bc where bc.category_id = any(array(
            with recursive sub as (
              select id from categories where id = ${categoryId}
              union all
              select c.id from categories c join sub on c.parent_id = sub.id
            ) select id from sub)))
        order by (b.stock_status in ('available', 'pre_order')) desc, b.year desc nulls last, b.id desc
        limit ${limit}`),

    /** These books in this order, leaving out any withdrawn or gone since they were picked. */
    byIds: async (ids: readonly number[]) => {
      if (ids.length === 0) return [];
      const found = await summaries(sql`select ${summaryColumnsSql} from books b
        where b.id = any(${`{${ids.join(',')}}`}::int[]) and not b.withdrawn`);
      const byId = new Map(found.map((book) => [book.Book_Id, book]));
      return ids.flatMap((id) => {
        const book = byId.get(id);
        return book ? [book] : [];
      });
    },

    /**
     * Level-1 groups with how many in-stock items under them have their own discount at or above
     * the threshold: the same books the group's high-discount listing shows, so the counts match.
     * Groups with none are left out; menu order.
     */
    async highDiscountCounts(threshold: number): Promise<HighDiscountCategory[]> {
      const rows = await queryRows<{ id: number; label: string; label_ur: string | null; count: number }>(
        db,
        sql`with recursive tree as (
              select id, id as root_id from categories where parent_id is null
              union all
              select c.id, t.root_id from categories c join tree t on c.parent_id = t.id
            )
            select r.id, r.name as label, r.name_ur as label_ur, count(distinct b.id)::int as count
            from tree t
              join book_categories bc on bc.category_id = t.id
              join books b on b.id = bc.book_id
              join categories r on r.id = t.root_id
            where b.discount_percent >= ${threshold} and ${inStockSql} and not b.withdrawn
            group by r.id, r.name, r.name_ur, r.position
            order by r.position, r.id`,
      );
      return rows.map((r) => ({
        id: Number(r.id),
        label: r.label,
        labelUr: r.label_ur ?? null,
        count: Number(r.count),
      }));
    },

    /** Newest first (publication year), items one can buy or pre-order. */
    newest: (limit: number) =>
      summaries(sql`select ${summaryColumnsSql} from books b
        where b.stock_status in ('available', 'pre_order') and not b.withdrawn
        order by b.year desc nulls last, b.id desc limit ${limit}`),

    /**
     * "Popular" until the shop has sales to count: the in-stock items it holds most copies of,
     * since a bookshop stocks up on what sells. Ties go to catalogue order, so the rule is
     * deterministic.
     */
    mostStocked: (limit: number) =>
      summaries(sql`select ${summaryColumnsSql} from books b
        where ${inStockSql} and not b.withdrawn order by b.stock desc, b.id asc limit ${limit}`),

    /** In-stock items with the highest own discount at or above the threshold. */
    highestDiscount: (threshold: number, limit: number) =>
      summaries(sql`select ${summaryColumnsSql} from books b
        where ${inStockSql} and b.discount_percent >= ${threshold} and not b.withdrawn
        order by b.discount_percent desc, b.id asc limit ${limit}`),

    /** Urdu books, those in stock first, then the newest. */
    inLanguage: (language: string, limit: number) =>
      summaries(sql`select ${summaryColumnsSql} from books b
        where b.language = ${language} and not b.withdrawn
        order by ${inStockSql} desc, b.year desc nulls last, b.id asc limit ${limit}`),
  };
}

export type ListingsRepository = ReturnType<typeof createListingsRepository>;
