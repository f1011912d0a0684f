import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import type { Database } from '../db/client.js';
import { refreshPlannerStatistics } from '../search/planner-statistics.js';
import type { CatalogRecord, WriteReport } from './catalog-record.js';
import { type Writer, writeCategoryTree, writeRecords } from './catalog-writer.js';
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

export interface ImportOptions {
  /** Called as rows are read and written, for a progress line. */
  onProgress?: (done: number, phase: 'read' | 'write') => void;
  /**
   * Runs in the import's transaction once every record is written, with the report so far: the
   * catalogue desk writes its audit entry here, so the entry exists exactly when the import does.
   */
  beforeCommit?: (tx: Writer, report: ImportReport) => Promise<void>;
}

/** Imported books are filed under the general subject leaves of All Books, spread evenly. */
const IMPORT_ROOT = 'all-books';

/**
 * Imports a goodbooks-10k style CSV. Bad rows are reported with their line numbers and skipped;
 * everything else is written in one transaction, so a failure part-way leaves nothing behind.
 */
export async function importCatalog(
  db: Database,
  file: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const leafSlugs = leafSlugsUnder(demoCategories, IMPORT_ROOT);
  const { records, skipped, warnings, rows } = await readCsv(file, leafSlugs, options);
  const written = await db.transaction(async (tx) => {
    const categoryIds = await writeCategoryTree(tx, demoCategories);
    const report = await writeRecords(tx, records, categoryIds);
    await options.beforeCommit?.(tx, { ...report, rows, skipped, warnings });
    return report;
  });
  // After the commit (ANALYZE inside the transaction would not see rows as committed), so the
  // first searches are planned on the new numbers.
  await refreshPlannerStatistics(db);
  options.onProgress?.(records.length, 'write');
  return { ...written, rows, skipped, warnings };
}

async function readCsv(file: string, leafSlugs: readonly string[], options: ImportOptions) {
  const records: CatalogRecord[] = [];
  const skipped: RowProblem[] = [];
  const warnings: RowProblem[] = [];
  const seenIds = new Set<string>();
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
      header = record.map((h) => h.trim());
      const missing = GOODBOOKS_COLUMNS.filter((c) => !header?.includes(c));
      if (missing.length > 0)
        throw new Error(`${file}: not a goodbooks CSV, missing columns ${missing.join(', ')}`);
      continue;
    }
    rows++;
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
    records.push(result.record);
    if (rows % 1000 === 0) options.onProgress?.(rows, 'read');
  }
  if (header === null) throw new Error(`${file}: the file is empty`);
  return { records, skipped, warnings, rows };
}
