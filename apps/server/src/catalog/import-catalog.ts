import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { parse } from 'csv-parse';
import type { Database } from '../db/client.js';
import { refreshPlannerStatistics } from '../search/planner-statistics.js';
import type { CatalogRecord, WriteReport } from './catalog-record.js';
import { addReport, type Writer, writeCategoryTree, writeRecords } from './catalog-writer.js';
import { leafSlugsUnder } from './category-tree.js';
import { demoCategories } from './demo/categories.js';
import { GOODBOOKS_COLUMNS, readGoodbooksRow } from './goodbooks.js';

export interface RowProblem {
  line: number;
  reason: string;
}

export interface ImportReport extends WriteReport {
  rows: number;
  skipped: RowProblem[];
  warnings: RowProblem[];
}

/** Where an import stands, for a progress bar: bytes of the file read, books written. */
export interface ImportProgress {
  phase: 'reading' | 'analysing' | 'done';
  rowsRead: number;
  booksWritten: number;
  bytesRead: number;
  totalBytes: number;
}

export interface ImportOptions {
  /** Called as rows are read and written, for a progress line. */
  onProgress?: (done: number, phase: 'read' | 'write') => void;
  /** Called after each batch written and at each phase, for a progress bar. */
  onStep?: (progress: ImportProgress) => void;
  /**
   * Runs in the import's transaction once every record is written, with the report so far: the
   * catalogue desk writes its audit entry here, so the entry exists exactly when the import does.
   */
  beforeCommit?: (tx: Writer, report: ImportReport) => Promise<void>;
}

/** Imported books are filed under the general subject leaves of All Books, spread evenly. */
const IMPORT_ROOT = 'all-books';

/** Records handed to the writer at a time (it writes them in statements of its own size). */
const WRITE_BATCH = 2000;

/**
 * Imports a goodbooks-10k style CSV. Bad rows are reported with their line numbers and skipped;
 * everything else is written in one transaction, so a failure part-way leaves nothing behind.
 * The file is read as a stream and written batch by batch while the next batch is parsed, so a
 * million-row file is never held in memory whole and parsing overlaps the database's work.
 */
export async function importCatalog(
  db: Database,
  file: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const leafSlugs = leafSlugsUnder(demoCategories, IMPORT_ROOT);
  const totalBytes = (await stat(file)).size;
  const reading = { rows: 0, bytes: 0 };
  const skipped: RowProblem[] = [];
  const warnings: RowProblem[] = [];
  let booksWritten = 0;
  const step = (phase: ImportProgress['phase']) =>
    options.onStep?.({
      phase,
      rowsRead: reading.rows,
      booksWritten,
      bytesRead: reading.bytes,
      totalBytes,
    });
  let records = 0;
  const written = await db.transaction(async (tx) => {
    const categoryIds = await writeCategoryTree(tx, demoCategories);
    const report: WriteReport = { inserted: 0, updated: 0, unchanged: 0 };
    // One batch is written while the next is parsed; its failure is seen at the next await.
    let writing: Promise<void> = Promise.resolve();
    const write = async (batch: CatalogRecord[]) => {
      await writing;
      writing = writeRecords(tx, batch, categoryIds).then((part) => {
        addReport(report, part);
        booksWritten += batch.length;
        step('reading');
      });
      writing.catch(() => undefined);
    };
    let batch: CatalogRecord[] = [];
    for await (const record of readCsv(file, leafSlugs, options, { reading, skipped, warnings })) {
      batch.push(record);
      records++;
      if (batch.length >= WRITE_BATCH) {
        await write(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await write(batch);
    await writing;
    const rows = reading.rows;
    await options.beforeCommit?.(tx, { ...report, rows, skipped, warnings });
    return report;
  });
  step('analysing');
  // After the commit (ANALYZE inside the transaction would not see rows as committed), so the
  // first searches are planned on the new numbers.
  await refreshPlannerStatistics(db);
  options.onProgress?.(records, 'write');
  step('done');
  return { ...written, rows: reading.rows, skipped, warnings };
}

interface ReadState {
  reading: { rows: number; bytes: number };
  skipped: RowProblem[];
  warnings: RowProblem[];
}

async function* readCsv(
  file: string,
  leafSlugs: readonly string[],
  options: ImportOptions,
  state: ReadState,
): AsyncGenerator<CatalogRecord> {
  const { reading, skipped, warnings } = state;
  const seenIds = new Set<string>();
  let header: string[] | null = null;
  const input = createReadStream(file);
  const parser = input.pipe(
    parse({ info: true, relax_column_count: true, skip_empty_lines: true, bom: true }),
  );
  for await (const { record, info } of parser as AsyncIterable<{
    record: string[];
    info: { lines: number };
  }>) {
    reading.bytes = input.bytesRead;
    if (header === null) {
      header = record.map((h) => h.trim());
      const missing = GOODBOOKS_COLUMNS.filter((c) => !header?.includes(c));
      if (missing.length > 0)
        throw new Error(`${file}: not a goodbooks CSV, missing columns ${missing.join(', ')}`);
      continue;
    }
    const rows = ++reading.rows;
    const line = info.lines;
    if (record.length !== header.length) {
      skipped.push({ line, reason: `has ${record.length} fields, expected ${header.length}` });
      continue;
    }
    const row: Record<string, string> = {};
    header.forEach((name, i) => {
      row[name] = record[i] ?? '';
    });
    const result = readGoodbooksRow(row, leafSlugs);
    if (!result.ok) {
      skipped.push({ line, reason: result.reason });
      continue;
    }
    if (seenIds.has(result.record.sourceId)) {
      skipped.push({ line, reason: `book_id ${result.record.sourceId} appears twice` });
      continue;
    }
    seenIds.add(result.record.sourceId);
    for (const w of result.warnings) warnings.push({ line, reason: w });
    if (rows % 1000 === 0) options.onProgress?.(rows, 'read');
    yield result.record;
  }
  reading.bytes = input.bytesRead;
  if (header === null) throw new Error(`${file}: the file is empty`);
}
