import { existsSync } from 'node:fs';
import path from 'node:path';

/** The real goodbooks-10k catalogue beside the repository (never committed), if present. */
export const goodbooksCsv =
  process.env.GOODBOOKS_CSV ??
  path.resolve(
    path.dirname(new URL(import.meta.url).pathname),
    '../../../../../shared/data/goodbooks-10k/books.csv',
  );

export const hasGoodbooks = existsSync(goodbooksCsv);

if (!hasGoodbooks) {
  console.warn(`goodbooks-10k not found at ${goodbooksCsv}: tests that need it are skipped.`);
}
