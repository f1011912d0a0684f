import {
  ADMIN_BOOK_COUNT_CAP,
  type AdminBook,
  type AdminBookCategory,
  type AdminBookRow,
  type AdminStockRequest,
  type AdminWithdrawnFilter,
  type ProductKind,
  type StockStatus,
  unitPrice,
} from '@bookshop/domain';
import { and, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../accounts/repository.js';
import { queryRows } from '../../../db/query-rows.js';
import { books, categories } from '../../../db/schema/index.js';
import { readSearchQuery } from '../../../search/search-query.js';

/** The book list's filters, as `bookListQuerySchema` reads them. */
export interface BookListFilter {
  q: string;
  categoryId?: number;
  stockStatus?: StockStatus;
  language?: string;
  noCover: boolean;
  withdrawn: AdminWithdrawnFilter;
}

interface RowSql {
  id: number;
  kind: string;
  title: string;
  authors: string[];
  isbn13: string | null;
  isbn10: string | null;
  language: string;
  price: number;
  discount_percent: number;
  stock: number;
  stock_status: string;
  withdrawn: boolean;
  has_cover: boolean;
  picname: string;
  open_stock_requests: number;
  updated_at: string | Date;
}

/** The list row's columns of a books row aliased `b` (the open requests counted by their partial index). */
const rowColumns = sql`b.id, b.kind, b.title, b.authors, b.isbn13, b.isbn10, b.language, b.price,
  b.discount_percent, b.stock, b.stock_status, b.withdrawn, (b.cover_uploaded_at is not null) as has_cover,
  b.picname, b.updated_at,
  (select count(*)::int from back_in_stock_requests r where r.book_id = b.id and r.notified_at is null)
    as open_stock_requests`;

function iso(value: string | Date): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function toAdminBookRow(row: RowSql): AdminBookRow {
  const price = Number(row.price);
  const discount = Number(row.discount_percent);
  return {
    id: Number(row.id),
    kind: row.kind as ProductKind,
    title: row.title,
    authors: row.authors,
    isbn13: row.isbn13,
    isbn10: row.isbn10,
    language: row.language,
    price,
    discount_percent: discount,
    selling_price: unitPrice(price, discount),
    stock: Number(row.stock),
    stock_status: row.stock_status as StockStatus,
    withdrawn: Boolean(row.withdrawn),
    has_cover: Boolean(row.has_cover),
    picname: row.picname,
    open_stock_requests: Number(row.open_stock_requests),
    updated_at: iso(row.updated_at),
  };
}

/** Ids of a category and everything below it, as an int[] computed once per query. */
function categorySubtree(categoryId: number): SQL {
  return sql`array(
    with recursive sub as (
      select id from categories where id = ${categoryId}
      union all
      select c.id from categories c join sub on c.parent_id = sub.id
    ) select id from sub)`;
}

/**
 * The shop's own search, read the way the storefront reads it (search-query.ts): every word as a
 * prefix of the title, authors or publisher through the search vector's GIN index, or an ISBN
 * and its start through the ISBN indexes. Punctuation alone matches nothing.
 */
function searchCondition(raw: string): SQL | null {
  if (raw.trim() === '') return null;
  const q = readSearchQuery(raw);
  const isbn =
    q.isbn && q.isbnEnd
      ? sql`((b.isbn13 ~>=~ ${q.isbn} and b.isbn13 ~<~ ${q.isbnEnd}) or (b.isbn10 ~>=~ ${q.isbn} and b.isbn10 ~<~ ${q.isbnEnd}))`
      : null;
  const words = q.prefixTsquery ? sql`b.search_vector @@ to_tsquery('simple', ${q.prefixTsquery})` : null;
  if (words && isbn) return sql`(${words} or ${isbn})`;
  return words ?? isbn ?? sql`false`;
}

export function listConditions(filter: BookListFilter): SQL[] {
  const conditions: SQL[] = [];
  const search = searchCondition(filter.q);
  if (search) conditions.push(search);
  if (filter.categoryId !== undefined) {
    conditions.push(
      sql`b.id in (select bc.book_id from book_categories bc where bc.category_id = any(${categorySubtree(filter.categoryId)}))`,
    );
  }
  if (filter.stockStatus) conditions.push(sql`b.stock_status = ${filter.stockStatus}`);
  if (filter.language) conditions.push(sql`b.language = ${filter.language}`);
  if (filter.noCover) conditions.push(sql`b.cover_uploaded_at is null`);
  if (filter.withdrawn === 'exclude') conditions.push(sql`not b.withdrawn`);
  if (filter.withdrawn === 'only') conditions.push(sql`b.withdrawn`);
  return conditions;
}

function whereAll(conditions: readonly SQL[]): SQL {
  return conditions.length === 0 ? sql`true` : sql.join([...conditions], sql` and `);
}

export interface NewDeskBook {
  withdrawn: boolean;
  dispatchDate: string | null;
}

export function createCatalogueBooksRepository(db: Executor) {
  return {
    /**
     * One page, newest first, by keyset: `after` is the last id of the page before, so every page
     * is an index range on the primary key, however deep. One more row than asked says whether
     * there is a next page. The count stops at ADMIN_BOOK_COUNT_CAP.
     */
    async list(
      filter: BookListFilter,
      page: { after?: number; limit: number },
    ): Promise<{ rows: AdminBookRow[]; more: boolean; total: number; capped: boolean }> {
      const conditions = listConditions(filter);
      const pageConditions = page.after ? [...conditions, sql`b.id < ${page.after}`] : conditions;
      const [result] = await queryRows<{ rows: RowSql[] | null; total: number }>(
        db,
        sql`select
          (select json_agg(x order by x.id desc) from (
            select ${rowColumns} from books b where ${whereAll(pageConditions)}
            order by b.id desc limit ${page.limit + 1}) x) as rows,
          (select count(*)::int from (
            select 1 from books b where ${whereAll(conditions)} limit ${ADMIN_BOOK_COUNT_CAP + 1}) c) as total`,
      );
      const rows = (result?.rows ?? []).map(toAdminBookRow);
      const total = Number(result?.total ?? 0);
      return {
        rows: rows.slice(0, page.limit),
        more: rows.length > page.limit,
        total: Math.min(total, ADMIN_BOOK_COUNT_CAP),
        capped: total > ADMIN_BOOK_COUNT_CAP,
      };
    },

    async findRow(id: number): Promise<AdminBookRow | null> {
      const [row] = await queryRows<RowSql>(db, sql`select ${rowColumns} from books b where b.id = ${id}`);
      return row ? toAdminBookRow(row) : null;
    },

    /** The whole book for the edit page, with its categories and the path above each. */
    async find(id: number): Promise<AdminBook | null> {
      const [row] = await queryRows<
        RowSql & {
          publisher: string | null;
          year: number | null;
          pages: number | null;
          description: string | null;
          dispatch_date: string | null;
          created_at: string | Date;
          categories: AdminBookCategory[] | null;
        }
      >(
        db,
        sql`select ${rowColumns}, b.publisher, b.year, b.pages, b.description, b.dispatch_date::text as dispatch_date,
            b.created_at,
            (select json_agg(json_build_object('id', c.id, 'label', c.name, 'path', (
                with recursive up as (
                  select id, name, parent_id, 0 as depth from categories where id = c.id
                  union all
                  select p.id, p.name, p.parent_id, up.depth + 1 from categories p join up on p.id = up.parent_id
                ) select json_agg(name order by depth desc) from up)) order by c.id)
              from book_categories bc join categories c on c.id = bc.category_id where bc.book_id = b.id) as categories
          from books b where b.id = ${id}`,
      );
      if (!row) return null;
      return {
        ...toAdminBookRow(row),
        publisher: row.publisher,
        year: row.year === null ? null : Number(row.year),
        pages: row.pages === null ? null : Number(row.pages),
        description: row.description,
        categories: (row.categories ?? []).map((c) => ({ id: Number(c.id), label: c.label, path: c.path })),
        dispatch_date: row.dispatch_date,
        created_at: iso(row.created_at),
      };
    },

    /** The row as the writer keys it (source and its id), to edit it through the catalogue writer. */
    async writerKeyOf(id: number): Promise<{ source: string; sourceId: string; picname: string } | null> {
      const [row] = await db
        .select({ source: books.source, sourceId: books.sourceId, picname: books.picname })
        .from(books)
        .where(eq(books.id, id))
        .for('update');
      return row ?? null;
    },

    async idOf(source: string, sourceId: string): Promise<number | null> {
      const [row] = await db
        .select({ id: books.id })
        .from(books)
        .where(and(eq(books.source, source), eq(books.sourceId, sourceId)));
      return row?.id ?? null;
    },

    /** Another book holding either form of this ISBN, if any. */
    async isbnHolder(
      isbns: { isbn13: string; isbn10: string | null },
      exceptId: number | null,
    ): Promise<{ id: number; title: string } | null> {
      const same = isbns.isbn10
        ? or(eq(books.isbn13, isbns.isbn13), eq(books.isbn10, isbns.isbn10))
        : eq(books.isbn13, isbns.isbn13);
      const [row] = await db
        .select({ id: books.id, title: books.title })
        .from(books)
        .where(exceptId === null ? same : and(same, ne(books.id, exceptId)))
        .limit(1);
      return row ?? null;
    },

    /** Slugs of these categories when every one exists and is a leaf (level 4); null otherwise. */
    async leafSlugs(ids: readonly number[]): Promise<Map<string, number> | null> {
      const rows = await db
        .select({ id: categories.id, slug: categories.slug, level: categories.level })
        .from(categories)
        .where(inArray(categories.id, [...ids]));
      if (rows.length !== new Set(ids).size || rows.some((r) => r.level !== 4)) return null;
      return new Map(rows.map((r) => [r.slug, r.id]));
    },

    /** What the writer does not write: withdrawn and the dispatch date. */
    async setDeskFields(id: number, fields: NewDeskBook): Promise<void> {
      await db
        .update(books)
        .set({ withdrawn: fields.withdrawn, dispatchDate: fields.dispatchDate, updatedAt: sql`now()` })
        .where(
          and(
            eq(books.id, id),
            sql`(${books.withdrawn}, ${books.dispatchDate}) is distinct from (${fields.withdrawn}, ${fields.dispatchDate}::date)`,
          ),
        );
    },

    /** Price, own discount and withdrawn as given; the others stay. */
    async setFigures(
      id: number,
      figures: { price?: number; discountPercent?: number; withdrawn?: boolean },
    ): Promise<void> {
      const set: Partial<typeof books.$inferInsert> = {};
      if (figures.price !== undefined) set.price = figures.price;
      if (figures.discountPercent !== undefined) set.discountPercent = figures.discountPercent;
      if (figures.withdrawn !== undefined) set.withdrawn = figures.withdrawn;
      if (Object.keys(set).length === 0) return;
      await db
        .update(books)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(books.id, id));
    },

    /** A book's back-in-stock requests: waiting ones first, newest first. */
    async stockRequests(bookId: number): Promise<AdminStockRequest[]> {
      const rows = await queryRows<{
        id: number;
        email: string;
        status: string;
        created_at: string | Date;
        notified_at: string | Date | null;
      }>(
        db,
        sql`select id, email, status, created_at, notified_at from back_in_stock_requests
          where book_id = ${bookId} order by (notified_at is null) desc, created_at desc, id desc limit 1000`,
      );
      return rows.map((r) => ({
        id: Number(r.id),
        email: r.email,
        status: r.status as StockStatus,
        created_at: iso(r.created_at),
        notified_at: r.notified_at === null ? null : iso(r.notified_at),
      }));
    },
  };
}

export type CatalogueBooksRepository = ReturnType<typeof createCatalogueBooksRepository>;
