import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { pgliteTemplateFor } from './pglite-template.js';
import * as schema from './schema/index.js';

/** Loaded into every PGlite instance; search needs both (see the search migrations). */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export type Schema = typeof schema;
/** The one database type the rest of the server codes against, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when null the embedded PGlite is used. */
  url: string | null;
  /** PGlite directory; null keeps it in memory. */
  dataDir: string | null;
  /** PostgreSQL only: schema to work in (tests use a scratch schema). */
  searchPath?: string;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  const template = pgliteTemplateFor(dataDir);
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(template ? { loadDataDir: template } : {}),
    extensions: PGLITE_EXTENSIONS,
  });
  // Each driver's database is a PgDatabase over its own result type; the services only use the
  // driver-neutral query builder, so both are viewed through the one neutral type.
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath},public` } : {}),
  });
  // Fail at start, not on the first request, when the database is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    close: () => pool.end(),
  };
}
