import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, DatabaseHandle } from '../db/client.js';

/**
 * The tables search plans over. After a bulk load their statistics say "empty" (or nothing at
 * all) until someone analyses them, and the planner then guesses: with 100k fresh titles it
 * picked full scans and nested loops that cost 90 ms a typo lookup, where the indexes answer in
 * about one.
 */
const SEARCHED_TABLES = ['books', 'book_categories', 'categories', 'search_words'] as const;

/**
 * Refreshes the planner's statistics for the searched tables. Run by the importer and the seed
 * when they finish writing, so the first searches after a load are planned on the real numbers
 * instead of waiting for autovacuum (PostgreSQL, up to a minute or more) or forever (PGlite has
 * no autovacuum). Unqualified names, so it follows the connection's search_path like every other
 * query (tests and benchmarks use scratch schemas).
 */
export async function refreshPlannerStatistics(db: Pick<Database, 'execute'>): Promise<void> {
  await db.execute(sql.raw(`analyze ${SEARCHED_TABLES.join(', ')}`));
}

/**
 * PGlite runs without autovacuum, so nothing else gathers statistics there; data written by
 * other means than the importer and the seed (the bench's own import, an old data directory)
 * is covered by analysing once when the server is ready. PostgreSQL's autovacuum does this by
 * itself.
 */
export function analyzeWhenReady(app: FastifyInstance, database: DatabaseHandle): void {
  if (database.kind !== 'pglite') return;
  app.addHook('onReady', async () => {
    await database.db.execute(sql`analyze`);
  });
}
