/**
 * NOTIFY channels the database writes to (see drizzle/0010_change_notifications.sql), so every
 * process holding a copy of catalogue answers hears of a change, whoever made it: the shop, a
 * replica, the CLI or an operator in psql.
 */
export const CATALOG_CHANGES_CHANNEL = 'catalog_changes';

export const CHANGE_CHANNELS: readonly string[] = [CATALOG_CHANGES_CHANNEL];

/**
 * The change a catalog_changes payload announces ('books:<ids>' or '*'), when it is about the
 * catalogue in `schema`; null when it is another schema's. Since migration 0027 the triggers send
 * '<schema>/<change>' (shops, and test files, sharing one PostgreSQL hear one channel). A payload
 * naming no schema (an older trigger, or '*' for a lost listening connection) is everyone's.
 */
export function catalogueChangeIn(payload: string, schema: string): string | null {
  const slash = payload.lastIndexOf('/');
  if (slash < 0) return payload;
  return payload.slice(0, slash) === schema ? payload.slice(slash + 1) : null;
}
