import { sql } from 'drizzle-orm';

/**
 * The search_changes log's last number (migration 0011), as an SQL expression, so a query can
 * carry the check along: the in-memory index is current when it was read at this number.
 */
export const searchVersionSql = sql`(select coalesce(max(seq), 0) from search_changes)`;
