import type { SQL } from 'drizzle-orm';
import type { Database } from './client.js';

type Executor = Pick<Database, 'execute'>;

/**
 * Runs raw SQL and returns its rows. Both drivers answer `execute` with `{ rows }`, but the
 * neutral database type cannot know that, so the shape is stated here once.
 */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
