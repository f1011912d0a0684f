import { randomBytes } from 'node:crypto';
import { unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  CATALOGUE_CSV_MAX_BYTES,
  CATALOGUE_EXPORT_COLUMNS,
  CATALOGUE_MESSAGES,
  type CatalogueImportJob,
  type PriceStockUpdateResponse,
} from '@bookshop/domain';
import type { BookListQueryValues } from '@bookshop/validation';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Writer } from '../../../catalog/catalog-writer.js';
import { GOODBOOKS_COLUMNS } from '../../../catalog/goodbooks.js';
import { importCatalog } from '../../../catalog/import-catalog.js';
import type { Database } from '../../../db/client.js';
import { queryRows } from '../../../db/query-rows.js';
import { HttpError, NotFoundError } from '../../../lib/errors.js';
import { createAuditRepository } from '../../audit/repository.js';
import type { StaffContext } from '../../orders/service.js';
import { listConditions } from '../books/repository.js';
import { readUpload } from '../uploads.js';
import { csvLine, UTF8_BOM } from './csv.js';
import { updatePricesAndStock } from './price-stock.js';
import { createImportJobsRepository } from './repository.js';
import { importShopCsv, isShopCsvHeader, SHOP_CSV_REQUIRED } from './shop-csv-import.js';

/** Largest price and stock CSV: 20,000 rows of four short cells fit in far less. */
const PRICE_STOCK_MAX_BYTES = 8 * 1024 * 1024;

/** Rows read per round trip while exporting: each page is an index range on the primary key. */
const EXPORT_PAGE = 1000;

/** The first line of a CSV, its column names lower-cased. */
function headerOf(buffer: Buffer): string[] {
  const text = buffer
    .subarray(0, 64 * 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  return first.split(',').map((h) => h.trim().replace(/^"|"$/g, '').toLowerCase());
}

function linesIn(buffer: Buffer): number {
  let lines = 0;
  for (const byte of buffer) if (byte === 10) lines++;
  return buffer.length > 0 && buffer[buffer.length - 1] !== 10 ? lines + 1 : lines;
}

interface ExportRow {
  id: number;
  kind: string;
  isbn13: string | null;
  isbn10: string | null;
  title: string;
  authors: string[];
  publisher: string | null;
  year: number | null;
  language: string;
  price: number;
  discount_percent: number;
  stock: number;
  stock_status: string;
  withdrawn: boolean;
  has_cover: boolean;
  categories: string[] | null;
}

/**
 * Bulk work of the catalogue desk: catalogue imports from the browser as jobs with progress (one
 * at a time; the job's state is in the database, so any replica answers its progress), prices and
 * stock by CSV, and the catalogue exported as a streamed CSV.
 */
export function createBulkService(deps: { db: Database; deliverMail: () => void }) {
  const { db } = deps;
  const jobs = createImportJobsRepository(db);
  const running = new Set<Promise<void>>();

  async function runImport(
    job: CatalogueImportJob,
    file: string,
    format: 'goodbooks' | 'shop',
    ctx: StaffContext,
  ) {
    let lastWrite = 0;
    // Progress notes are written one after another, and all of them before the job's end.
    let notes: Promise<void> = Promise.resolve();
    const onProgress = (rowsRead: number, phase: 'read' | 'write') => {
      // At most a few writes a second, whatever the file's size.
      const now = Date.now();
      if (phase === 'read' && now - lastWrite < 250) return;
      lastWrite = now;
      const state = phase === 'read' ? 'reading' : 'writing';
      notes = notes
        .then(() => jobs.progress(job.id, state, phase === 'read' ? rowsRead : undefined))
        .catch(() => undefined);
    };
    const audit = async (tx: Writer, report: object) => {
      await createAuditRepository(tx).append({
        actor: { staffId: ctx.staff.staff.id },
        action: 'catalogue.imported',
        target: { type: 'catalogue', id: `import:${job.id}` },
        after: { file: job.file_name, format, ...report },
        address: ctx.address,
      });
    };
    try {
      await jobs.progress(job.id, 'reading', 0);
      if (format === 'goodbooks') {
        const report = await importCatalog(db, file, {
          onProgress,
          beforeCommit: (tx, r) =>
            audit(tx, {
              rows: r.rows,
              inserted: r.inserted,
              updated: r.updated,
              unchanged: r.unchanged,
              rejected: r.skipped.length,
            }),
        });
        await notes;
        await jobs.finish(job.id, {
          rows: report.rows,
          inserted: report.inserted,
          updated: report.updated,
          unchanged: report.unchanged,
          rejected: report.skipped,
          warnings: report.warnings.slice(0, 1000),
        });
      } else {
        const report = await importShopCsv(db, file, {
          onProgress,
          beforeCommit: (tx, r) =>
            audit(tx, {
              rows: r.rows,
              inserted: r.inserted,
              updated: r.updated,
              unchanged: r.unchanged,
              rejected: r.rejected.length,
            }),
        });
        await notes;
        await jobs.finish(job.id, { ...report, rejected: report.rejected, warnings: report.warnings });
      }
      deps.deliverMail();
    } catch (err) {
      await notes;
      await jobs
        .fail(job.id, 'The import failed and nothing was written. Check the file and try again.')
        .catch(() => undefined);
      throw err;
    } finally {
      await unlink(file).catch(() => undefined);
    }
  }

  return {
    /** Every import still running, for the app's close to wait on. */
    settled: () => Promise.allSettled([...running]),

    /**
     * Takes the CSV (goodbooks columns, as `cli import-catalog` reads, or the shop's own, as the
     * export writes), starts the import and answers its job at once; the import runs on.
     */
    async startImport(
      request: FastifyRequest,
      ctx: StaffContext,
      log: (err: unknown) => void,
    ): Promise<CatalogueImportJob> {
      const upload = await readUpload(request, {
        field: 'file',
        maxBytes: CATALOGUE_CSV_MAX_BYTES,
        missing: CATALOGUE_MESSAGES.csvMissing,
        tooLarge: CATALOGUE_MESSAGES.csvTooLarge,
      });
      const header = headerOf(upload.buffer);
      const format = GOODBOOKS_COLUMNS.every((c) => header.includes(c))
        ? 'goodbooks'
        : isShopCsvHeader(header)
          ? 'shop'
          : null;
      if (!format) {
        throw new HttpError(
          422,
          CATALOGUE_MESSAGES.csvHeader(SHOP_CSV_REQUIRED.filter((c) => !header.includes(c))),
        );
      }
      const job = await jobs.start(
        ctx.staff.staff.id,
        upload.fileName || 'catalogue.csv',
        Math.max(0, linesIn(upload.buffer) - 1),
      );
      if (!job) throw new HttpError(409, CATALOGUE_MESSAGES.importRunning);
      const file = path.join(tmpdir(), `bookshop-import-${job.id}-${randomBytes(6).toString('hex')}.csv`);
      await writeFile(file, upload.buffer, { mode: 0o600 });
      const work = runImport(job, file, format, ctx).catch(log);
      running.add(work);
      void work.finally(() => running.delete(work));
      return job;
    },

    async job(id: number): Promise<CatalogueImportJob> {
      const job = await jobs.find(id);
      if (!job) throw new NotFoundError(CATALOGUE_MESSAGES.importNotFound);
      return job;
    },

    async priceStock(request: FastifyRequest, ctx: StaffContext): Promise<PriceStockUpdateResponse['data']> {
      const upload = await readUpload(request, {
        field: 'file',
        maxBytes: PRICE_STOCK_MAX_BYTES,
        missing: CATALOGUE_MESSAGES.csvMissing,
        tooLarge: 'The file is larger than 8 MB. Please split it.',
      });
      const report = await updatePricesAndStock(db, upload, ctx);
      if (report.back_in_stock_mails > 0) deps.deliverMail();
      return report;
    },

    /**
     * The catalogue as CSV, page by page (keyset on the id, newest first), as a stream: the first
     * rows leave before the last are read, and memory holds one page whatever the catalogue's size.
     */
    exportCsv(query: BookListQueryValues): Readable {
      const conditions = listConditions({
        q: query.q ?? '',
        categoryId: query.category_id,
        stockStatus: query.stock_status,
        language: query.language,
        noCover: query.no_cover,
        withdrawn: query.withdrawn,
      });
      async function* lines() {
        yield UTF8_BOM + csvLine(CATALOGUE_EXPORT_COLUMNS);
        let after: number | null = null;
        for (;;) {
          const where = [...conditions, ...(after === null ? [] : [sql`b.id < ${after}`])];
          const rows: ExportRow[] = await queryRows<ExportRow>(
            db,
            sql`select b.id, b.kind, b.isbn13, b.isbn10, b.title, b.authors, b.publisher, b.year, b.language, b.price,
                b.discount_percent, b.stock, b.stock_status, b.withdrawn, (b.cover_uploaded_at is not null) as has_cover,
                (select array_agg(c.slug order by c.slug) from book_categories bc join categories c on c.id = bc.category_id
                  where bc.book_id = b.id) as categories
              from books b where ${where.length > 0 ? sql.join(where, sql` and `) : sql`true`}
              order by b.id desc limit ${EXPORT_PAGE}`,
          );
          if (rows.length === 0) return;
          yield rows
            .map((r) =>
              csvLine([
                Number(r.id),
                r.kind,
                r.isbn13 ?? '',
                r.isbn10 ?? '',
                r.title,
                r.authors.join('; '),
                r.publisher ?? '',
                r.year === null ? '' : Number(r.year),
                r.language,
                Number(r.price),
                Number(r.discount_percent),
                Number(r.stock),
                r.stock_status,
                r.withdrawn ? 'yes' : 'no',
                r.has_cover ? 'yes' : 'no',
                (r.categories ?? []).join('; '),
              ]),
            )
            .join('');
          if (rows.length < EXPORT_PAGE) return;
          after = Number(rows[rows.length - 1]?.id);
        }
      }
      return Readable.from(lines());
    },
  };
}

export type BulkService = ReturnType<typeof createBulkService>;
