/**
 * NOTIFY channels the database writes to (see drizzle/0010_change_notifications.sql), so every
 * process holding a copy of catalogue answers hears of a change, whoever made it: the shop, a
 * replica, the CLI or an operator in psql.
 */
export const CATALOG_CHANGES_CHANNEL = 'catalog_changes';

export const CHANGE_CHANNELS: readonly string[] = [CATALOG_CHANGES_CHANNEL];
