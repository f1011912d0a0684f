import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL's byte string; drizzle has no built-in column for it. Both drivers hand back a Buffer-like. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
