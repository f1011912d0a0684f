import {
  type CsvRowProblem,
  PRICE_STOCK_CSV_COLUMNS,
  PRICE_STOCK_CSV_MAX_ROWS,
  type PriceStockUpdateResponse,
  readIsbn,
} from '@bookshop/domain';
import { priceStockRowSchema, validateForm } from '@bookshop/validation';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { setStockIn } from '../../../catalog/set-stock.js';
import type { Database } from '../../../db/client.js';
import { queryRows } from '../../../db/query-rows.js';
import { books } from '../../../db/schema/index.js';
import { HttpError } from '../../../lib/errors.js';
import { createAuditRepository } from '../../audit/repository.js';
import type { StaffContext } from '../../orders/service.js';
import { readCell } from './csv.js';

/** What a price and stock CSV says must be refused as a whole (its header, its size). */
export class PriceStockFileError extends HttpError {
  constructor(message: string) {
    super(422, message);
  }
}

interface Change {
  line: number;
  bookId: number;
  price?: number;
  discount?: number;
  stock?: number;
}

type PriceStockReport = PriceStockUpdateResponse['data'];

/**
 * Prices, discounts and stock by ISBN from a CSV (`isbn,price,discount,stock`; an empty cell
 * leaves that figure as it is). Each row is checked with the book form's own bounds and messages
 * and matched to exactly one book; a bad row is reported with its line and reasons and nothing of
 * it is written, the good rows are each written whole (price, discount and stock together; stock
 * through setStockIn, so a book back from zero e-mails its waiting shoppers), all in one
 * transaction with an audit entry per changed book and one for the file.
 */
export async function updatePricesAndStock(
  db: Database,
  file: { buffer: Buffer; fileName: string },
  ctx: StaffContext,
): Promise<PriceStockReport> {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(file.buffer, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch {
    throw new PriceStockFileError('The file could not be read as CSV.');
  }
  const [headerRow, ...rows] = records;
  const header = (headerRow?.record ?? []).map((h) => h.trim().toLowerCase());
  const missing = header.includes('isbn') ? [] : ['isbn'];
  if (missing.length > 0 || !PRICE_STOCK_CSV_COLUMNS.slice(1).some((c) => header.includes(c))) {
    throw new PriceStockFileError(
      `The file's first line must name the columns: isbn and any of price, discount, stock.`,
    );
  }
  if (rows.length > PRICE_STOCK_CSV_MAX_ROWS)
    throw new PriceStockFileError('The file has more than 20,000 rows. Please split it.');

  const rejected: CsvRowProblem[] = [];
  const changes: Change[] = [];
  const lineOfIsbn = new Map<string, number>();
  const parsed = rows.map(({ record, info }) => {
    // The file's own line numbers, where the row ends: the header is line 1.
    const line = info.lines;
    const cell = (name: string) => {
      const at = header.indexOf(name);
      return at < 0 ? '' : readCell(record[at]);
    };
    return {
      line,
      isbn: cell('isbn'),
      price: cell('price'),
      discount: cell('discount'),
      stock: cell('stock'),
    };
  });
  const isbns = parsed.flatMap((row) => {
    const read = readIsbn(row.isbn);
    return read ? [read.isbn13, ...(read.isbn10 ? [read.isbn10] : [])] : [];
  });
  const holders = new Map<string, number[]>();
  if (isbns.length > 0) {
    const found = await queryRows<{ id: number; isbn13: string | null; isbn10: string | null }>(
      db,
      sql`select id, isbn13, isbn10 from books where isbn13 = any(${`{${isbns.join(',')}}`}::text[])
        or isbn10 = any(${`{${isbns.join(',')}}`}::text[])`,
    );
    for (const book of found) {
      for (const key of new Set([book.isbn13, book.isbn10])) {
        if (key) holders.set(key, [...(holders.get(key) ?? []), Number(book.id)]);
      }
    }
  }
  for (const row of parsed) {
    const checked = validateForm(priceStockRowSchema, row);
    if (!checked.ok) {
      rejected.push({
        line: row.line,
        reason: Object.entries(checked.errors)
          .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
          .join('; '),
      });
      continue;
    }
    const { price, discount, stock } = checked.value;
    if (price === undefined && discount === undefined && stock === undefined) {
      rejected.push({ line: row.line, reason: 'nothing to change: price, discount and stock are all empty' });
      continue;
    }
    const read = readIsbn(row.isbn);
    if (!read) continue;
    const seen = lineOfIsbn.get(read.isbn13);
    if (seen !== undefined) {
      rejected.push({ line: row.line, reason: `the ISBN is also on line ${seen}` });
      continue;
    }
    lineOfIsbn.set(read.isbn13, row.line);
    const ids = [
      ...new Set([
        ...(holders.get(read.isbn13) ?? []),
        ...(read.isbn10 ? (holders.get(read.isbn10) ?? []) : []),
      ]),
    ];
    if (ids.length === 0) {
      rejected.push({ line: row.line, reason: 'no book in the catalogue has this ISBN' });
      continue;
    }
    if (ids.length > 1) {
      rejected.push({
        line: row.line,
        reason: `${ids.length} books have this ISBN (ids ${ids.join(', ')}); change them one by one`,
      });
      continue;
    }
    changes.push({ line: row.line, bookId: ids[0] as number, price, discount, stock });
  }

  return db.transaction(async (tx) => {
    const audit = createAuditRepository(tx);
    let updated = 0;
    let mails = 0;
    for (const change of changes) {
      const [before] = await tx
        .select({
          price: books.price,
          discount: books.discountPercent,
          stock: books.stock,
          status: books.stockStatus,
        })
        .from(books)
        .where(eq(books.id, change.bookId))
        .for('update');
      if (!before) continue;
      if (change.stock !== undefined && change.stock !== before.stock) {
        mails += (await setStockIn(tx, change.bookId, change.stock))?.backInStockMails ?? 0;
      }
      const set: Partial<typeof books.$inferInsert> = {};
      if (change.price !== undefined && change.price !== before.price) set.price = change.price;
      if (change.discount !== undefined && change.discount !== before.discount)
        set.discountPercent = change.discount;
      if (Object.keys(set).length > 0) {
        await tx
          .update(books)
          .set({ ...set, updatedAt: sql`now()` })
          .where(eq(books.id, change.bookId));
      }
      const [after] = await tx
        .select({
          price: books.price,
          discount: books.discountPercent,
          stock: books.stock,
          status: books.stockStatus,
        })
        .from(books)
        .where(eq(books.id, change.bookId));
      if (JSON.stringify(after) === JSON.stringify(before)) continue;
      updated++;
      await audit.append({
        actor: { staffId: ctx.staff.staff.id },
        action: 'book.stock_changed',
        target: { type: 'book', id: change.bookId },
        before,
        after: { ...after, file: file.fileName, line: change.line },
        address: ctx.address,
      });
    }
    const report: PriceStockReport = {
      rows: parsed.length,
      updated,
      unchanged: changes.length - updated,
      rejected,
      back_in_stock_mails: mails,
    };
    await audit.append({
      actor: { staffId: ctx.staff.staff.id },
      action: 'catalogue.price_stock_updated',
      target: { type: 'catalogue', id: 'price-stock' },
      after: { file: file.fileName, ...report, rejected: rejected.length },
      address: ctx.address,
    });
    return report;
  });
}
