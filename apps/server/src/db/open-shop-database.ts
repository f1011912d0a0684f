import { existsSync } from 'node:fs';
import { connectToShopSocket, type DatabaseHandle, openDatabase } from './client.js';
import { acquireDataDirLock, currentOwner, DataDirInUseError, type LockRole } from './data-dir-lock.js';
import { migratedTemplateFile } from './pglite-template.js';
import { socketPathIn } from './shop-socket.js';

export interface ShopDatabaseSettings {
  databaseUrl: string | null;
  dataDir: string | null;
  /** Whether connections prepare their statements (DATABASE_PREPARED_STATEMENTS); on when left out. */
  preparedStatements?: boolean;
}

/** A database handle, and whether it goes through a running shop instead of owning the files. */
export interface ShopDatabase extends DatabaseHandle {
  viaShop: boolean;
}

/**
 * Opens the shop's database as its one owner. On the embedded database the data directory is
 * locked first, so a second server (or a CLI run opening the files) refuses with
 * DataDirInUseError instead of silently keeping a diverging copy of the data.
 */
export async function openOwnedDatabase(
  settings: ShopDatabaseSettings,
  role: LockRole,
): Promise<ShopDatabase> {
  // A new embedded database starts migrated, from the build's template, when there is one.
  const template = migratedTemplateFile();
  const pgliteTemplate = template ? { pgliteTemplate: template } : {};
  if (settings.databaseUrl || !settings.dataDir) {
    const handle = await openDatabase({
      url: settings.databaseUrl,
      dataDir: settings.dataDir,
      preparedStatements: settings.preparedStatements,
      ...pgliteTemplate,
    });
    return { ...handle, viaShop: false };
  }
  const lock = acquireDataDirLock(settings.dataDir, role);
  try {
    const handle = await openDatabase({
      url: null,
      dataDir: settings.dataDir,
      preparedStatements: settings.preparedStatements,
      ...pgliteTemplate,
    });
    return {
      ...handle,
      viaShop: false,
      async close() {
        try {
          await handle.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}

/** How long the CLI waits for a shop that is still starting to open its socket. */
const SOCKET_WAIT_MS = 60_000;

/**
 * The CLI's database: through the running shop's socket when a shop owns DATA_DIR, else the
 * directory itself (locked for the length of the command). PostgreSQL is opened as usual.
 */
export async function openForCli(settings: ShopDatabaseSettings): Promise<ShopDatabase> {
  const dataDir = settings.dataDir;
  if (settings.databaseUrl || !dataDir) return openOwnedDatabase(settings, 'cli');
  const owner = currentOwner(dataDir);
  if (!owner) {
    try {
      return await openOwnedDatabase(settings, 'cli');
    } catch (err) {
      // A shop started between our look and our lock: go through it instead.
      if (!(err instanceof DataDirInUseError) || err.owner.role !== 'server') throw err;
      return connectThroughShop(dataDir);
    }
  }
  if (owner.role !== 'server') throw new DataDirInUseError(dataDir, owner);
  return connectThroughShop(dataDir);
}

async function connectThroughShop(dataDir: string): Promise<ShopDatabase> {
  const started = Date.now();
  for (;;) {
    try {
      if (existsSync(socketPathIn(dataDir)))
        return { ...(await connectToShopSocket(dataDir)), viaShop: true };
    } catch (err) {
      if (Date.now() - started > SOCKET_WAIT_MS) throw err;
    }
    if (Date.now() - started > SOCKET_WAIT_MS) {
      throw new Error(
        `The shop running on ${dataDir} did not open its database socket in ${SOCKET_WAIT_MS / 1000} s.`,
      );
    }
    if (!currentOwner(dataDir)) return openForCli({ databaseUrl: null, dataDir });
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
