import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/query-rows.js';

/**
 * Books read per statement when every book is read (the words index, the facet values): the rows
 * of one batch are handled and dropped before the next is read, so a million titles never sit in
 * memory as row objects (a million rows at once took over a gigabyte).
 */
export const LOAD_BATCH = 20_000;

/**
 * Reads `columns` of every book (`books b`) in id order, LOAD_BATCH at a time, handing each row
 * to `each`. The next batch is asked for before this one is handled, so the database reads it
 * meanwhile. `columns` must include `b.id`.
 */
export async function forEveryBook<Row extends { id: number }>(
  db: Database,
  columns: SQL,
  each: (row: Row) => void,
): Promise<void> {
  const batchAfter = (after: number) =>
    queryRows<Row>(
      db,
      sql`select ${columns} from books b where b.id > ${after} order by b.id limit ${LOAD_BATCH}`,
    );
  let next: Promise<Row[]> | null = batchAfter(0);
  while (next) {
    const rows: Row[] = await next;
    next = rows.length < LOAD_BATCH ? null : batchAfter(Number(rows[rows.length - 1]?.id));
    // A failed read ahead is seen when awaited, not as an unhandled rejection meanwhile.
    next?.catch(() => undefined);
    for (const row of rows) each(row);
  }
}
