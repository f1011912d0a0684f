import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/query-rows.js';
import { type books, categories } from '../db/schema/index.js';
import { searchColumnsOf } from '../search/search-text.js';
import type { CatalogRecord, WriteReport } from './catalog-record.js';
import type { DemoCategory } from './demo/types.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Writer = Database | Tx;

/**
 * Rows per statement: large enough to amortise round trips and per-statement triggers, small
 * enough for PGlite's memory.
 */
const BATCH = 2000;

/**
 * Writes the category tree, inserting new nodes and renaming or moving changed ones; nodes are
 * matched by slug so re-running it changes nothing. Returns slug → id.
 */
export async function writeCategoryTree(
  db: Writer,
  roots: readonly DemoCategory[],
): Promise<Map<string, number>> {
  const flat: {
    slug: string;
    name: string;
    nameUr: string | null;
    level: number;
    parentSlug: string | null;
    position: number;
  }[] = [];
  const walk = (nodes: readonly DemoCategory[], level: number, parentSlug: string | null) => {
    nodes.forEach((node, position) => {
      flat.push({
        slug: node.slug,
        name: node.name,
        nameUr: node.nameUr ?? null,
        level,
        parentSlug,
        position,
      });
      if (node.children) walk(node.children, level + 1, node.slug);
    });
  };
  walk(roots, 1, null);

  const ids = new Map<string, number>();
  const existing = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  for (const row of existing) ids.set(row.slug, row.id);

  // Parents come before children in `flat`, so a parent's id is known when its child is written.
  for (const node of flat) {
    const parentId = node.parentSlug ? (ids.get(node.parentSlug) ?? null) : null;
    const [row] = await db
      .insert(categories)
      .values({
        slug: node.slug,
        name: node.name,
        nameUr: node.nameUr,
        level: node.level,
        parentId,
        position: node.position,
      })
      .onConflictDoUpdate({
        target: categories.slug,
        // An Urdu name staff gave (the desk) is kept; the tree's fills in only a missing one.
        set: {
          name: node.name,
          nameUr: sql`coalesce(${categories.nameUr}, excluded.name_ur)`,
          level: node.level,
          parentId,
          position: node.position,
        },
        setWhere: sql`(${categories.name}, ${categories.level}, ${categories.parentId}, ${categories.position})
          is distinct from (excluded.name, excluded.level, excluded.parent_id, excluded.position)
          or (${categories.nameUr} is null and excluded.name_ur is not null)`,
      })
      .returning({ id: categories.id });
    if (row) ids.set(node.slug, row.id);
  }
  return ids;
}

/**
 * Upserts catalogue records by (source, sourceId). A row whose content is unchanged is not
 * touched, so a second run of the same import reports everything unchanged. Stock is only set
 * when a row is first inserted: after that it belongs to the shop (set-stock, orders), and a
 * re-import must not undo sales. Records are written in file order, so ids follow it.
 */
export async function writeRecords(
  db: Writer,
  records: readonly CatalogRecord[],
  categoryIds: ReadonlyMap<string, number>,
  onBatch?: (written: number) => void,
): Promise<WriteReport> {
  const report: WriteReport = { inserted: 0, updated: 0, unchanged: 0 };
  for (let start = 0; start < records.length; start += BATCH) {
    const batch = records.slice(start, start + BATCH);
    addReport(report, await writeBatch(db, batch, categoryIds));
    onBatch?.(start + batch.length);
  }
  return report;
}

/** Adds one write's counts to a running report. */
export function addReport(total: WriteReport, part: WriteReport): void {
  total.inserted += part.inserted;
  total.updated += part.updated;
  total.unchanged += part.unchanged;
}

/** A text[] parameter as an array literal (quoted, so any text survives; null as NULL). */
function textArray(values: readonly (string | null)[]) {
  const items = values.map((v) => (v === null ? 'NULL' : `"${v.replace(/[\\"]/g, '\\$&')}"`));
  return sql`${`{${items.join(',')}}`}::text[]`;
}

/** An int[] parameter as an array literal (null as NULL). */
function intArray(values: readonly (number | null)[]) {
  return sql`${`{${values.map((v) => (v === null ? 'NULL' : String(Math.trunc(v)))).join(',')}}`}::int[]`;
}

/** Separates a record's authors in one text, split again by the statement (string_to_array). */
const AUTHOR_SEPARATOR = '\u001f';

/**
 * One batch in two statements whatever its size: the books as columns of arrays unnested
 * (a VALUES list of 500 rows cost 10,000 parameters to build and parse), then their category
 * links. Kept in the records' order (with ordinality), so new books get ids in file order.
 */
async function writeBatch(
  db: Writer,
  batch: readonly CatalogRecord[],
  categoryIds: ReadonlyMap<string, number>,
): Promise<WriteReport> {
  const rows = batch.map(toRow);
  const col = <K extends keyof typeof books.$inferInsert>(key: K) => rows.map((r) => r[key] ?? null);
  const changed = await queryRows<{ inserted: boolean }>(
    db,
    sql`insert into books (source, source_id, kind, title, authors, isbn10, isbn13, publisher, year, language,
          pages, description, price, discount_percent, stock, stock_status, picname, search_title,
          search_authors, search_publisher)
        select source, source_id, kind, title, string_to_array(authors, chr(31)), isbn10, isbn13, publisher,
          year, language, pages, description, price, discount_percent, stock, stock_status, picname,
          search_title, search_authors, search_publisher
        from unnest(${textArray(col('source') as string[])}, ${textArray(col('sourceId') as string[])},
          ${textArray(col('kind') as string[])}, ${textArray(col('title') as string[])},
          ${textArray(batch.map((r) => r.authors.join(AUTHOR_SEPARATOR)))},
          ${textArray(col('isbn10') as (string | null)[])}, ${textArray(col('isbn13') as (string | null)[])},
          ${textArray(col('publisher') as (string | null)[])}, ${intArray(col('year') as (number | null)[])},
          ${textArray(col('language') as string[])}, ${intArray(col('pages') as (number | null)[])},
          ${textArray(col('description') as (string | null)[])}, ${intArray(col('price') as number[])},
          ${intArray(col('discountPercent') as number[])}, ${intArray(col('stock') as number[])},
          ${textArray(col('stockStatus') as string[])}, ${textArray(col('picname') as string[])},
          ${textArray(col('searchTitle') as string[])}, ${textArray(col('searchAuthors') as string[])},
          ${textArray(col('searchPublisher') as string[])})
          with ordinality as t(source, source_id, kind, title, authors, isbn10, isbn13, publisher, year,
            language, pages, description, price, discount_percent, stock, stock_status, picname,
            search_title, search_authors, search_publisher, n)
        order by n
        on conflict (source, source_id) do update set
          kind = excluded.kind, title = excluded.title, authors = excluded.authors, isbn10 = excluded.isbn10,
          isbn13 = excluded.isbn13, publisher = excluded.publisher, year = excluded.year,
          language = excluded.language, pages = excluded.pages, description = excluded.description,
          price = excluded.price, discount_percent = excluded.discount_percent, picname = excluded.picname,
          search_title = excluded.search_title, search_authors = excluded.search_authors,
          search_publisher = excluded.search_publisher, updated_at = now()
        where (books.kind, books.title, books.authors, books.isbn10, books.isbn13, books.publisher,
            books.year, books.language, books.pages, books.description, books.price, books.discount_percent,
            books.picname, books.search_title, books.search_authors, books.search_publisher)
          is distinct from (excluded.kind, excluded.title, excluded.authors, excluded.isbn10, excluded.isbn13,
            excluded.publisher, excluded.year, excluded.language, excluded.pages, excluded.description,
            excluded.price, excluded.discount_percent, excluded.picname, excluded.search_title,
            excluded.search_authors, excluded.search_publisher)
        returning (xmax = 0) as inserted`,
  );
  const inserted = changed.filter((r) => r.inserted).length;
  await writeCategoryLinks(db, batch, categoryIds);
  return { inserted, updated: changed.length - inserted, unchanged: batch.length - changed.length };
}

/**
 * Files the batch's books under the categories their records name, in one statement: links the
 * records no longer name are dropped, missing ones added, unchanged ones stay put.
 */
async function writeCategoryLinks(
  db: Writer,
  batch: readonly CatalogRecord[],
  categoryIds: ReadonlyMap<string, number>,
): Promise<void> {
  const source = batch[0]?.source;
  if (!source) return;
  const linkSources: string[] = [];
  const linkCategories: number[] = [];
  for (const record of batch) {
    for (const slug of record.categorySlugs) {
      const categoryId = categoryIds.get(slug);
      if (categoryId === undefined)
        throw new Error(`Unknown category "${slug}" for ${record.source}:${record.sourceId}`);
      linkSources.push(record.sourceId);
      linkCategories.push(categoryId);
    }
  }
  await db.execute(sql`
    with batch as (
      select id, source_id from books
      where source = ${source} and source_id = any(${textArray(batch.map((r) => r.sourceId))})
    ),
    wanted as (
      select batch.id as book_id, p.category_id
      from unnest(${textArray(linkSources)}, ${intArray(linkCategories)}) as p(source_id, category_id)
      join batch using (source_id)
    ),
    dropped as (
      delete from book_categories bc
      where bc.book_id in (select id from batch)
        and not exists (select 1 from wanted w where w.book_id = bc.book_id and w.category_id = bc.category_id)
    )
    insert into book_categories (book_id, category_id)
    select book_id, category_id from wanted
    on conflict do nothing`);
}

function toRow(r: CatalogRecord): typeof books.$inferInsert {
  return {
    source: r.source,
    sourceId: r.sourceId,
    kind: r.kind,
    title: r.title,
    authors: r.authors,
    isbn10: r.isbn10,
    isbn13: r.isbn13,
    publisher: r.publisher,
    year: r.year,
    language: r.language,
    pages: r.pages,
    description: r.description,
    price: r.price,
    discountPercent: r.discountPercent,
    stock: r.stock,
    stockStatus: r.stockStatus,
    picname: r.picname,
    // Derived search text is compared like content, so changing the fold and re-importing
    // refreshes every row whose search text changed.
    ...searchColumnsOf(r),
  };
}
