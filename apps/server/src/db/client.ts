import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { CHANGE_CHANNELS } from './change-channels.js';
import { GuardedPool } from './guarded-pool.js';
import { startPgliteThread } from './pglite-thread.js';
import {
  createPostgresListener,
  listenerApplicationName,
  type NotificationListener,
} from './postgres-listener.js';
import * as schema from './schema/index.js';
import { SOCKET_PORT, socketPathIn } from './shop-socket.js';

export { PGLITE_EXTENSIONS } from './pglite-open.js';

export type Schema = typeof schema;
/** The one database type the rest of the server codes against, whichever database is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export type { NotificationListener } from './postgres-listener.js';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /**
   * Calls the listener with the payload of every NOTIFY on the channel, from any process that
   * writes to this database. Returns a function that stops listening.
   */
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
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
  /**
   * PGlite only: a data-directory dump (dumpDataDir) a new cluster (in memory, or an empty
   * DATA_DIR) starts from instead of the empty one: the shop's migrated template
   * (migratedTemplateFile), or the tests' own. A directory that holds a cluster ignores it.
   */
  pgliteTemplate?: string;
  /**
   * PGlite only: the database thread's code built to JavaScript (pglite-worker.ts), run instead
   * of the one beside this module. Tests build it once per run: from the TypeScript source, tsx
   * costs every new database thread about half a second. The shop never passes it.
   */
  pgliteWorker?: string;
  /** Whether connections prepare each statement once (named-statements.ts); on when left out. */
  preparedStatements?: boolean;
}

/**
 * Opens the database: PostgreSQL through a node-postgres pool, or PGlite in a thread of its own
 * reached through the same pool over a Unix socket. Either way the server talks the PostgreSQL
 * protocol to another thread or process, so a query never blocks the HTTP thread, and one
 * driver (node-postgres) returns the same types on both.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options);
  return openPglite(options);
}

/**
 * Connections to the database thread. PGlite runs one query at a time, but a few connections let
 * the next query wait inside the database thread instead of behind a round trip.
 */
const PGLITE_POOL_SIZE = 4;

async function openPglite(options: DatabaseOptions): Promise<DatabaseHandle> {
  const {
    dataDir,
    poolSize = PGLITE_POOL_SIZE,
    pgliteTemplate: template = null,
    pgliteWorker = null,
  } = options;
  // In memory, nobody else may reach the database: its socket lives in a private temporary folder.
  const socketDir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'bookshop-db-'));
  const thread = await startPgliteThread(
    { dataDir, socketPath: socketPathIn(socketDir), listen: [...CHANGE_CHANNELS], template },
    pgliteWorker,
  );
  const pool = socketPool(socketDir, poolSize, options.preparedStatements);
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Database,
    kind: 'pglite',
    async listen(channel, listener) {
      if (!CHANGE_CHANNELS.includes(channel))
        throw new Error(`PGlite relays only ${CHANGE_CHANNELS.join(', ')}`);
      const stop = thread.onNotification((ch, payload) => {
        if (ch === channel) listener(payload);
      });
      return async () => {
        stop();
      };
    },
    async close() {
      await pool.end();
      await thread.close();
      if (!dataDir) rmSync(socketDir, { recursive: true, force: true });
    },
  };
}

/** A pool on a shop's socket: the server's own, or the CLI's and tests' while the shop runs. */
export function socketPool(socketDir: string, max: number, namedStatements = true): pg.Pool {
  // A connection that breaks (the shop stopping) is dropped, not thrown at the process.
  return new GuardedPool({
    namedStatements,
    host: socketDir,
    port: SOCKET_PORT,
    user: 'postgres',
    database: 'postgres',
    max,
  });
}

/** A database reached through a running shop's socket (the CLI while the shop owns DATA_DIR). */
export async function connectToShopSocket(socketDir: string): Promise<DatabaseHandle> {
  const pool = socketPool(socketDir, 1);
  const probe = await pool.connect();
  probe.release();
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Database,
    kind: 'pglite',
    async listen() {
      throw new Error('listening needs the database opened by this process');
    },
    close: () => pool.end(),
  };
}

/** How long a query waits for a connection while PostgreSQL is unreachable. */
const CONNECT_TIMEOUT_MS = 5000;

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const connection = {
    connectionString: url,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath},public` } : {}),
  };
  // A connection the server drops (a restart, a failover, pg_terminate_backend), idle or in the
  // middle of a transaction, is discarded and replaced; the request it served answers 503.
  const pool = new GuardedPool({
    ...connection,
    namedStatements: options.preparedStatements ?? true,
    max: options.poolSize ?? 10,
    // While PostgreSQL is away a request waits at most this long for a connection, then answers 503.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // Fail at start, not on the first request, when the database is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  const listener = createPostgresListener(connection, listenerApplicationName(options.searchPath ?? null));
  return {
    db,
    kind: 'postgres',
    listen: listener.listen,
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
