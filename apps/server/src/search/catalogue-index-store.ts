import { once } from 'node:events';
import { promisify } from 'node:util';
import { createGunzip, gzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/query-rows.js';
import { searchIndexSnapshots } from '../db/schema/index.js';
import type { Compact } from './catalogue-index.js';
import {
  decodeSnapshot,
  encodeSnapshot,
  SNAPSHOT_FORMAT,
  SnapshotFormatError,
} from './catalogue-index-snapshot.js';
import { searchVersionSql } from './search-changes.js';

/**
 * Bytes per stored part: no value large enough to strain either driver (node-postgres reads
 * bytea as hex text, twice the bytes, in one string; 4 MB parts read slower than 1 MB ones),
 * and few enough rows to read quickly.
 */
export const SNAPSHOT_PART_BYTES = 1024 * 1024;

/** Parts read per statement, and written per INSERT. */
const PARTS_PER_STATEMENT = 8;

/**
 * Stored gzip'd at the fastest level: a million titles' 101 MB of typed arrays and text cost
 * seconds to send as hex, and shrink to a fraction. Compressed off the main thread (the save
 * runs while the shop serves), and uncompressed as the parts arrive.
 */
const compress = promisify(gzip);
const COMPRESSION = { level: 1 };

/** A snapshot read back: the index's structures and the change-log number they reflect. */
export interface StoredSnapshot {
  version: number;
  structures: Compact;
}

interface PartRow {
  part: number;
  parts: number;
  format: number;
  version: number;
  made: string;
  data: Buffer | Uint8Array;
}

const asBuffer = (data: Buffer | Uint8Array) =>
  Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);

/**
 * The saved index, or null when there is none that the change log can bring up to date: none
 * saved, another format, or a version the log has not reached (the log was replaced, by a
 * restore, since). The log keeps every entry after the saved version (pruneSearchChanges), so a
 * snapshot is never too old to catch up from. Parts are read a few at a time, not in one
 * transaction: every part must carry the same version and time, so a snapshot replaced meanwhile
 * is noticed (and the index read from the books instead) rather than mixed with the new one.
 */
export async function loadSnapshot(db: Database): Promise<StoredSnapshot | null> {
  const [head] = await queryRows<{
    parts: number;
    format: number;
    version: number;
    made: string;
    log: number;
  }>(
    db,
    sql`select parts, format, version, made_at::text as made, ${searchVersionSql} as log
        from search_index_snapshots where part = 0`,
  );
  if (!head || Number(head.format) !== SNAPSHOT_FORMAT || Number(head.version) > Number(head.log))
    return null;
  const parts = Number(head.parts);
  const gunzip = createGunzip();
  const output: Buffer[] = [];
  gunzip.on('data', (chunk: Buffer) => output.push(chunk));
  // A spoilt stream fails here as it is written; the error is awaited below, at its end.
  const ended = once(gunzip, 'end').then(
    () => true,
    () => false,
  );
  let received = 0;
  const read = (from: number) =>
    queryRows<PartRow>(
      db,
      sql`select part, parts, format, version, made_at::text as made, data from search_index_snapshots
          where part >= ${from} and part < ${from + PARTS_PER_STATEMENT} order by part`,
    );
  // The next parts are asked for while these are checked, as the index's row batches are.
  let next: Promise<PartRow[]> | null = read(0);
  for (let from = 0; next; from += PARTS_PER_STATEMENT) {
    const rows: PartRow[] = await next;
    next = from + PARTS_PER_STATEMENT < parts ? read(from + PARTS_PER_STATEMENT) : null;
    next?.catch(() => undefined);
    for (const row of rows) {
      const same =
        Number(row.part) === received &&
        Number(row.parts) === parts &&
        Number(row.version) === Number(head.version) &&
        row.made === head.made;
      if (!same) {
        await next?.catch(() => undefined);
        gunzip.destroy();
        return null;
      }
      received++;
      gunzip.write(asBuffer(row.data));
    }
  }
  gunzip.end();
  if (!(await ended) || received !== parts) return null;
  try {
    return { version: Number(head.version), structures: decodeSnapshot(Buffer.concat(output)) };
  } catch (error) {
    if (error instanceof SnapshotFormatError) return null;
    throw error;
  }
}

/**
 * Saves the index as of change-log number `version`, replacing the saved one, unless that one
 * is of this format and as current already (replicas that read the books at the same time save
 * it once) or, with `replace`, whatever it is (the caller found it unusable: cut short, say).
 * One transaction, behind a lock that only savers take: readers see the old snapshot or the new
 * one, never parts of both. Whether it was saved.
 */
export async function saveSnapshot(
  db: Database,
  version: number,
  structures: Compact,
  replace = false,
): Promise<boolean> {
  const bytes = await compress(encodeSnapshot(structures), COMPRESSION);
  const parts = Math.max(1, Math.ceil(bytes.byteLength / SNAPSHOT_PART_BYTES));
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table search_index_snapshots in share row exclusive mode`);
    const [saved] = await queryRows<{ format: number; version: number; log: number }>(
      tx,
      sql`select format, version, ${searchVersionSql} as log from search_index_snapshots where part = 0`,
    );
    const asCurrent =
      saved !== undefined &&
      Number(saved.format) === SNAPSHOT_FORMAT &&
      Number(saved.version) >= version &&
      Number(saved.version) <= Number(saved.log);
    if (asCurrent && !replace) return false;
    await tx.delete(searchIndexSnapshots);
    for (let from = 0; from < parts; from += PARTS_PER_STATEMENT) {
      const rows = [];
      for (let part = from; part < Math.min(parts, from + PARTS_PER_STATEMENT); part++) {
        const data = bytes.subarray(part * SNAPSHOT_PART_BYTES, (part + 1) * SNAPSHOT_PART_BYTES);
        rows.push({ part, parts, format: SNAPSHOT_FORMAT, version, data });
      }
      await tx.insert(searchIndexSnapshots).values(rows);
    }
    return true;
  });
}

/**
 * Deletes change-log entries older than `keptMs`, except those after the saved snapshot's
 * version: a server starting from the snapshot reads them, however old the snapshot is.
 * (A replica of the release before this one prunes by age alone; only an upgrade lasting longer
 * than `keptMs` could leave a snapshot it cannot catch up from.)
 */
export async function pruneSearchChanges(db: Database, keptMs: number): Promise<void> {
  await db.execute(
    sql`delete from search_changes where at < now() - ${`${keptMs / 1000} seconds`}::interval
        and seq <= coalesce((select version from search_index_snapshots where part = 0), seq)`,
  );
}
