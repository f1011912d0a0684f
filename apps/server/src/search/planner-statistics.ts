import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.js';

/**
 * PGlite runs without autovacuum, so nothing gathers planner statistics there; without them the
 * planner guesses how many books a search word matches and can pick a full scan where the
 * GIN index answers in a fraction of a millisecond. The catalogue is written before the server
 * listens (seed at start, imports from the CLI beforehand), so analysing once when the server
 * is ready covers it. PostgreSQL's autovacuum does this by itself.
 */
export function analyzeWhenReady(app: FastifyInstance, database: DatabaseHandle): void {
  if (database.kind !== 'pglite') return;
  app.addHook('onReady', async () => {
    await database.db.execute(sql`analyze`);
  });
}
