import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './client.js';
import { queryRows } from './query-rows.js';

/**
 * NOTIFY channels the database writes to, so every process holding a copy of what they are
 * about hears of a change, whoever made it: the shop, a replica, the CLI or an operator in psql.
 * Catalogue answers (drizzle/0010_change_notifications.sql, read-cache/) and live tokens
 * (drizzle/0028_auth_change_notifications.sql, auth/token-cache.ts).
 */
export const CATALOG_CHANGES_CHANNEL = 'catalog_changes';
export const AUTH_CHANGES_CHANNEL = 'auth_changes';

export const CHANGE_CHANNELS: readonly string[] = [CATALOG_CHANGES_CHANNEL, AUTH_CHANGES_CHANNEL];

/**
 * The change a payload announces ('books:<ids>', 'tokens:<ids>', '*'...), when it is about the
 * tables in `schema`; null when it is another schema's. Since migration 0027 the triggers send
 * '<schema>/<change>' (shops, and test files, sharing one PostgreSQL hear one channel). A payload
 * naming no schema (an older trigger, or '*' for a lost listening connection) is everyone's.
 */
export function changeInSchema(payload: string, schema: string): string | null {
  const slash = payload.lastIndexOf('/');
  if (slash < 0) return payload;
  return payload.slice(0, slash) === schema ? payload.slice(slash + 1) : null;
}

/** The schema the shop's tables are in (the first of the connection's search path that exists). */
async function shopSchema(db: Database): Promise<string> {
  const [row] = await queryRows<{ schema: string }>(db, sql`select current_schema() as schema`);
  return row?.schema ?? 'public';
}

/**
 * Calls `onChange` with every change announced on `channel` about the shop's own tables: other
 * shops' (and test files') changes share the channel. Gives the function that stops listening.
 */
export async function listenToOwnChanges(
  database: DatabaseHandle,
  channel: string,
  onChange: (change: string) => void,
): Promise<() => Promise<void>> {
  const schema = await shopSchema(database.db);
  return database.listen(channel, (payload) => {
    const change = changeInSchema(payload, schema);
    if (change !== null) onChange(change);
  });
}

/** The ids a change names after `prefix:` ('books:1,2' gives [1, 2]); null for anything else ('*'). */
export function idsOfChange(change: string, prefix: string): number[] | null {
  if (!change.startsWith(`${prefix}:`)) return null;
  return change
    .slice(prefix.length + 1)
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id));
}
