import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { bookCategories, books, categories } from '../db/schema/index.js';
import { searchColumnsOf } from '../search/search-text.js';
import type { CatalogRecord, WriteReport } from './catalog-record.js';
import type { DemoCategory } from './demo/types.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Writer = Database | Tx;

/** Rows per INSERT: large enough to amortise round trips, small enough for PGlite's memory. */
const BATCH = 500;

/**
 * Writes the category tree, inserting new nodes and renaming or moving changed ones; nodes are
 * matched by slug so re-running it changes nothing. Returns slug → id.
 */
export async function writeCategoryTree(
  db: Writer,
  roots: readonly DemoCategory[],
): Promise<Map<string, number>> {
  const flat: { slug: string; name: string; level: number; parentSlug: string | null; position: number }[] =
    [];
  const walk = (nodes: readonly DemoCategory[], level: number, parentSlug: string | null) => {
    nodes.forEach((node, position) => {
      flat.push({ slug: node.slug, name: node.name, level, parentSlug, position });
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
      .values({ slug: node.slug, name: node.name, level: node.level, parentId, position: node.position })
      .onConflictDoUpdate({
        target: categories.slug,
        set: { name: node.name, level: node.level, parentId, position: node.position },
        setWhere: sql`(${categories.name}, ${categories.level}, ${categories.parentId}, ${categories.position})
          is distinct from (excluded.name, excluded.level, excluded.parent_id, excluded.position)`,
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
 * re-import must not undo sales.
 */
export async function writeRecords(
  db: Writer,
  records: readonly CatalogRecord[],
  categoryIds: ReadonlyMap<string, number>,
): Promise<WriteReport> {
  const report: WriteReport = { inserted: 0, updated: 0, unchanged: 0 };
  for (let start = 0; start < records.length; start += BATCH) {
    const batch = records.slice(start, start + BATCH);
    const changed = await db
      .insert(books)
      .values(batch.map(toRow))
      .onConflictDoUpdate({
        target: [books.source, books.sourceId],
        set: {
          kind: sql`excluded.kind`,
          title: sql`excluded.title`,
          authors: sql`excluded.authors`,
          isbn10: sql`excluded.isbn10`,
          isbn13: sql`excluded.isbn13`,
          publisher: sql`excluded.publisher`,
          year: sql`excluded.year`,
          language: sql`excluded.language`,
          pages: sql`excluded.pages`,
          description: sql`excluded.description`,
          price: sql`excluded.price`,
          discountPercent: sql`excluded.discount_percent`,
          picname: sql`excluded.picname`,
          searchTitle: sql`excluded.search_title`,
          searchAuthors: sql`excluded.search_authors`,
          searchPublisher: sql`excluded.search_publisher`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`(books.kind, books.title, books.authors, books.isbn10, books.isbn13, books.publisher,
            books.year, books.language, books.pages, books.description, books.price, books.discount_percent,
            books.picname, books.search_title, books.search_authors, books.search_publisher)
          is distinct from (excluded.kind, excluded.title, excluded.authors, excluded.isbn10, excluded.isbn13,
            excluded.publisher, excluded.year, excluded.language, excluded.pages, excluded.description,
            excluded.price, excluded.discount_percent, excluded.picname, excluded.search_title,
            excluded.search_authors, excluded.search_publisher)`,
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    const inserted = changed.filter((r) => r.inserted).length;
    report.inserted += inserted;
    report.updated += changed.length - inserted;
    report.unchanged += batch.length - changed.length;
    await writeCategoryLinks(db, batch, categoryIds);
  }
  return report;
}

async function writeCategoryLinks(
  db: Writer,
  batch: readonly CatalogRecord[],
  categoryIds: ReadonlyMap<string, number>,
): Promise<void> {
  const source = batch[0]?.source;
  if (!source) return;
  const rows = await db
    .select({ id: books.id, sourceId: books.sourceId })
    .from(books)
    .where(
      and(
        eq(books.source, source),
        inArray(
          books.sourceId,
          batch.map((r) => r.sourceId),
        ),
      ),
    );
  const idOf = new Map(rows.map((r) => [r.sourceId, r.id]));
  const links: { bookId: number; categoryId: number }[] = [];
  for (const record of batch) {
    const bookId = idOf.get(record.sourceId);
    if (bookId === undefined) continue;
    for (const slug of record.categorySlugs) {
      const categoryId = categoryIds.get(slug);
      if (categoryId === undefined)
        throw new Error(`Unknown category "${slug}" for ${record.source}:${record.sourceId}`);
      links.push({ bookId, categoryId });
    }
  }
  const bookIds = [...idOf.values()];
  // Drop links the records no longer name, then add the missing ones; unchanged links stay put.
  await db.execute(sql`
    delete from book_categories bc
    where bc.book_id in (select unnest(${sqlIntArray(bookIds)}))
      and (bc.book_id, bc.category_id) not in (
        select * from unnest(${sqlIntArray(links.map((l) => l.bookId))}, ${sqlIntArray(links.map((l) => l.categoryId))})
      )`);
  if (links.length > 0) await db.insert(bookCategories).values(links).onConflictDoNothing();
}

/** An int[] parameter built as an array literal: both drivers accept it the same way. */
function sqlIntArray(values: readonly number[]) {
  return sql`${`{${values.join(',')}}`}::int[]`;
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
