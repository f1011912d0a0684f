import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The real goodbooks-10k catalogue, kept in the repository with its licence and attribution
 * (`data/goodbooks-10k/`), or GOODBOOKS_CSV.
 */
export const goodbooksCsv =
  process.env.GOODBOOKS_CSV ??
  path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../../data/goodbooks-10k/books.csv');

/**
 * The catalogue file for a test that needs it. A missing file fails the test (in CI as anywhere)
 * with where to put it, rather than skipping it: a skipped test would report green for checks
 * that never ran.
 */
export function requireGoodbooksCsv(): string {
  if (!existsSync(goodbooksCsv)) {
    throw new Error(
      `goodbooks-10k books.csv not found at ${goodbooksCsv}: it belongs in data/goodbooks-10k/ of the ` +
        'repository, or set GOODBOOKS_CSV to its path',
    );
  }
  return goodbooksCsv;
}
