import { createReadStream } from 'node:fs';
import { type CsvRowProblem, readIsbn, type StockStatus } from '@bookshop/domain';
import { type BookFormValues, bookFormSchema, validateForm } from '@bookshop/validation';
import { parse } from 'csv-parse';
import { eq, sql } from 'drizzle-orm';
import type { CatalogRecord, WriteReport } from '../../../catalog/catalog-record.js';
import { type Writer, writeRecords } from '../../../catalog/catalog-writer.js';
import { setStockIn } from '../../../catalog/set-stock.js';
import type { Database } from '../../../db/client.js';
import { queryRows } from '../../../db/query-rows.js';
import { books, categories } from '../../../db/schema/index.js';
import { refreshPlannerStatistics } from '../../../search/planner-statistics.js';
import { DESK_SOURCE, newPicname } from '../books/service.js';
import { readCell } from './csv.js';

/** The columns a shop CSV must have; the export's other columns are read when present. */
export const SHOP_CSV_REQUIRED = ['title', 'authors', 'price', 'categories'] as const;

/** Whether a header is the shop's own format (the export's columns). */
export function isShopCsvHeader(header: readonly string[]): boolean {
  return SHOP_CSV_REQUIRED.every((column) => header.includes(column));
}

/** Several authors or categories in one cell: separated by semicolons (the export writes them so). */
function listCell(raw: string): string[] {
  return raw
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function flagCell(raw: string): boolean | undefined {
  const text = raw.toLowerCase();
  if (['yes', 'true', '1'].includes(text)) return true;
  if (['no', 'false', '0'].includes(text)) return false;
  return undefined;
}

/** A row read and checked, with the book it updates (or none: a new book). */
interface GoodRow {
  line: number;
  values: BookFormValues;
  isbns: { isbn13: string; isbn10: string | null } | null;
  existing: { id: number; source: string; sourceId: string; picname: string } | null;
  /** Stock and withdrawn as the file gives them; an existing book keeps what the file leaves out. */
  stockGiven: boolean;
  withdrawnGiven: boolean;
}

export interface ShopImportReport extends WriteReport {
  rows: number;
  rejected: CsvRowProblem[];
  warnings: CsvRowProblem[];
}

export interface ShopImportOptions {
  onProgress?: (rowsRead: number, phase: 'read' | 'write') => void;
  /** In the import's transaction, after every good row is written (the audit entry). */
  beforeCommit?: (tx: Writer, report: ShopImportReport) => Promise<void>;
}

/**
 * Imports a CSV in the shop's own format (the export's columns, so an export edited in a
 * spreadsheet reads back): each row is checked with the book form's own schema and against the
 * catalogue (categories that exist and are leaves, an ISBN no other book holds, the same ISBN or
 * id not twice in the file). A bad row is reported with its line and reasons and nothing of it is
 * written; the good rows are written whole, all in one transaction through the catalogue writer,
 * so a failure part-way leaves nothing behind. A row naming an `id`, or an ISBN the catalogue has,
 * updates that book; any other row adds one.
 */
export async function importShopCsv(
  db: Database,
  file: string,
  options: ShopImportOptions = {},
): Promise<ShopImportReport> {
  const slugs = new Map<string, { id: number; level: number }>();
  for (const row of await db
    .select({ id: categories.id, slug: categories.slug, level: categories.level })
    .from(categories)) {
    slugs.set(row.slug, { id: row.id, level: row.level });
  }
  const rejected: CsvRowProblem[] = [];
  const good: GoodRow[] = [];
  const lineOfIsbn = new Map<string, number>();
  const lineOfId = new Map<number, number>();
  let header: string[] | null = null;
  let rows = 0;

  const parser = createReadStream(file).pipe(
    parse({ info: true, relax_column_count: true, skip_empty_lines: true, bom: true }),
  );
  for await (const { record, info } of parser as AsyncIterable<{
    record: string[];
    info: { lines: number };
  }>) {
    if (header === null) {
      header = record.map((h) => h.trim().toLowerCase());
      continue;
    }
    rows++;
    const line = info.lines;
    if (rows % 1000 === 0) options.onProgress?.(rows, 'read');
    const cell = (name: string) => {
      const at = header?.indexOf(name) ?? -1;
      return at < 0 ? '' : readCell(record[at]);
    };
    const reasons: string[] = [];
    const categoryIds: number[] = [];
    for (const slug of listCell(cell('categories'))) {
      const category = slugs.get(slug);
      if (category?.level === 4) categoryIds.push(category.id);
      else reasons.push(`category "${slug}" is not a leaf category of the shop`);
    }
    const stockText = cell('stock');
    const stockStatus = cell('stock_status');
    const form = {
      kind: cell('kind') || 'book',
      title: cell('title'),
      authors: listCell(cell('authors')),
      publisher: cell('publisher'),
      isbn: cell('isbn') || cell('isbn10'),
      language: cell('language') || 'en',
      year: cell('year'),
      pages: cell('pages'),
      description: cell('description'),
      category_ids: categoryIds,
      price: cell('price'),
      discount_percent: cell('discount') || '0',
      stock: stockText || '0',
      stock_status: stockStatus || (Number(stockText) > 0 ? 'available' : 'out_of_stock'),
      dispatch_date: '',
      withdrawn: flagCell(cell('withdrawn')) ?? false,
    };
    const checked = validateForm(bookFormSchema, form);
    if (!checked.ok) {
      for (const [field, messages] of Object.entries(checked.errors)) {
        // A category the shop lacks is already said; the schema's "choose one" would repeat it.
        if (field === 'category_ids' && reasons.length > 0) continue;
        reasons.push(`${field}: ${messages.join(' ')}`);
      }
    }
    const idText = cell('id');
    const id = /^\d{1,9}$/.test(idText) ? Number(idText) : null;
    if (idText !== '' && id === null) reasons.push(`id "${idText}" is not a book id`);
    const isbns = form.isbn ? readIsbn(form.isbn) : null;
    if (isbns && lineOfIsbn.has(isbns.isbn13))
      reasons.push(`the ISBN is also on line ${lineOfIsbn.get(isbns.isbn13)}`);
    if (id !== null && lineOfId.has(id)) reasons.push(`book ${id} is also on line ${lineOfId.get(id)}`);
    if (reasons.length > 0 || !checked.ok) {
      rejected.push({ line, reason: reasons.join('; ') });
      continue;
    }
    if (isbns) lineOfIsbn.set(isbns.isbn13, line);
    if (id !== null) lineOfId.set(id, line);
    good.push({
      line,
      values: checked.value,
      isbns,
      existing: id === null ? null : { id, source: '', sourceId: '', picname: '' },
      stockGiven: stockText !== '',
      withdrawnGiven: flagCell(cell('withdrawn')) !== undefined,
    });
  }
  if (header === null) throw new Error('the file is empty');
  options.onProgress?.(rows, 'write');

  const report = await db.transaction(async (tx) => {
    const kept = await resolveBooks(tx, good, rejected);
    const written: WriteReport = { inserted: 0, updated: 0, unchanged: 0 };
    const categoryIds = new Map([...slugs].map(([slug, c]) => [slug, c.id]));
    const slugOf = new Map([...slugs].map(([slug, c]) => [c.id, slug]));
    const bySource = new Map<string, { row: GoodRow; record: CatalogRecord }[]>();
    for (const row of kept) {
      const key = row.existing ?? {
        source: DESK_SOURCE,
        sourceId: newPicname('desk'),
        picname: newPicname(),
      };
      const record = recordOf(row, key, slugOf);
      const list = bySource.get(key.source) ?? [];
      list.push({ row, record });
      bySource.set(key.source, list);
    }
    for (const list of bySource.values()) {
      const done = await writeRecords(
        tx,
        list.map((entry) => entry.record),
        categoryIds,
      );
      written.inserted += done.inserted;
      written.updated += done.updated;
      written.unchanged += done.unchanged;
      for (const { row, record } of list) {
        const [book] = await tx
          .select({ id: books.id })
          .from(books)
          .where(sql`${books.source} = ${record.source} and ${books.sourceId} = ${record.sourceId}`);
        if (!book) continue;
        // Stock and withdrawn of a book the shop has: as the file says them, else as they are.
        if (row.existing && row.stockGiven)
          await setStockIn(tx, book.id, row.values.stock, row.values.stock_status);
        if (!row.existing || row.withdrawnGiven) {
          await tx.update(books).set({ withdrawn: row.values.withdrawn }).where(eq(books.id, book.id));
        }
      }
    }
    const done: ShopImportReport = {
      ...written,
      rows,
      rejected: rejected.sort((a, b) => a.line - b.line),
      warnings: [],
    };
    await options.beforeCommit?.(tx, done);
    return done;
  });
  await refreshPlannerStatistics(db);
  return report;
}

/**
 * Finds the book each good row updates: the one its `id` names (which must exist), else the one
 * holding its ISBN. A row whose ISBN another book holds is moved to the rejected ones.
 */
async function resolveBooks(tx: Writer, rows: GoodRow[], rejected: CsvRowProblem[]): Promise<GoodRow[]> {
  const holders = new Map<string, { id: number; title: string }[]>();
  const isbn13s = rows.flatMap((row) => (row.isbns ? [row.isbns.isbn13] : []));
  const isbn10s = rows.flatMap((row) => (row.isbns?.isbn10 ? [row.isbns.isbn10] : []));
  if (isbn13s.length > 0) {
    const found = await queryRows<{
      id: number;
      title: string;
      isbn13: string | null;
      isbn10: string | null;
    }>(
      tx,
      sql`select id, title, isbn13, isbn10 from books
        where isbn13 = any(${`{${isbn13s.join(',')}}`}::text[])
           or isbn10 = any(${`{${isbn10s.join(',') || ''}}`}::text[])`,
    );
    for (const book of found) {
      for (const key of [book.isbn13, book.isbn10]) {
        if (!key) continue;
        const list = holders.get(key) ?? [];
        list.push({ id: Number(book.id), title: book.title });
        holders.set(key, list);
      }
    }
  }
  const ids = rows.flatMap((row) => (row.existing ? [row.existing.id] : []));
  const keys = new Map<number, { id: number; source: string; sourceId: string; picname: string }>();
  if (ids.length > 0) {
    const found = await queryRows<{ id: number; source: string; source_id: string; picname: string }>(
      tx,
      sql`select id, source, source_id, picname from books where id = any(${`{${ids.join(',')}}`}::int[])`,
    );
    for (const book of found) {
      keys.set(Number(book.id), {
        id: Number(book.id),
        source: book.source,
        sourceId: book.source_id,
        picname: book.picname,
      });
    }
  }
  const kept: GoodRow[] = [];
  for (const row of rows) {
    const held = row.isbns
      ? [
          ...(holders.get(row.isbns.isbn13) ?? []),
          ...(row.isbns.isbn10 ? (holders.get(row.isbns.isbn10) ?? []) : []),
        ]
      : [];
    const holdersById = new Map(held.map((h) => [h.id, h]));
    if (row.existing) {
      const key = keys.get(row.existing.id);
      if (!key) {
        rejected.push({ line: row.line, reason: `no book has id ${row.existing.id}` });
        continue;
      }
      const other = [...holdersById.values()].find((h) => h.id !== key.id);
      if (other) {
        rejected.push({
          line: row.line,
          reason: `another book already has this ISBN: "${other.title}" (id ${other.id})`,
        });
        continue;
      }
      kept.push({ ...row, existing: key });
      continue;
    }
    if (holdersById.size > 1) {
      rejected.push({
        line: row.line,
        reason: 'more than one book has this ISBN; give the id of the one to change',
      });
      continue;
    }
    const [holder] = holdersById.values();
    if (holder) {
      const key = await bookKey(tx, holder.id);
      if (key) {
        kept.push({ ...row, existing: key, stockGiven: row.stockGiven });
        continue;
      }
    }
    kept.push(row);
  }
  return kept;
}

async function bookKey(tx: Writer, id: number) {
  const [row] = await tx
    .select({ id: books.id, source: books.source, sourceId: books.sourceId, picname: books.picname })
    .from(books)
    .where(eq(books.id, id));
  return row ?? null;
}

function recordOf(
  row: GoodRow,
  key: { source: string; sourceId: string; picname: string },
  slugOf: ReadonlyMap<number, string>,
): CatalogRecord {
  const v = row.values;
  return {
    source: key.source,
    sourceId: key.sourceId,
    picname: key.picname,
    kind: v.kind ?? 'book',
    title: v.title ?? '',
    authors: (v.authors ?? []).filter((a): a is string => typeof a === 'string' && a !== ''),
    isbn10: row.isbns?.isbn10 ?? null,
    isbn13: row.isbns?.isbn13 ?? null,
    publisher: v.publisher || null,
    year: v.year ?? null,
    language: v.language,
    pages: v.pages ?? null,
    description: v.description || null,
    price: v.price,
    discountPercent: v.discount_percent,
    stock: v.stock,
    stockStatus: v.stock_status as StockStatus,
    categorySlugs: v.category_ids.flatMap((id) => {
      const slug = slugOf.get(id);
      return slug ? [slug] : [];
    }),
  };
}
