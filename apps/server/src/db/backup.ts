import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { migrate } from './migrate.js';
import { queryRows } from './query-rows.js';

/**
 * A logical backup: every row of every table of the shop's schema, read in one repeatable-read
 * transaction (a consistent copy while the shop keeps running), written as gzip'd lines:
 *
 *   B {"format":"bookshop-backup","version":1,"createdAt":...,"migrations":[{idx,tag},...]}
 *   T {"table":"books","columns":["id",...]}
 *   R {...one row as PostgreSQL's row_to_json wrote it...}
 *
 * Rows pass through as PostgreSQL's own JSON text and go back through json_populate_recordset,
 * so no value is ever parsed by JavaScript (no lost numeric precision, timestamps as written).
 * The same file restores on PGlite and on PostgreSQL.
 */
const FORMAT = 'bookshop-backup';
const VERSION = 1;
const FETCH_ROWS = 2000;
const INSERT_ROWS = 1000;

interface Header {
  format: string;
  version: number;
  createdAt: string;
  migrations: Array<{ idx: number; tag: string }>;
}

export interface BackupReport {
  tables: number;
  rows: number;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function tablesOf(db: Pick<Database, 'execute'>): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'
        order by table_name`,
  );
  return rows.map((r) => r.name);
}

/** Columns that hold data: generated columns are computed again by the database on restore. */
async function columnsOf(db: Pick<Database, 'execute'>, table: string): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  );
  return rows.map((r) => r.name);
}

/** Writes a consistent backup of the whole database to `file`. */
export async function backupDatabase(db: Database, file: string): Promise<BackupReport> {
  const lines = new PassThrough();
  const written = pipeline(lines, createGzip(), createWriteStream(file));
  const write = async (line: string) => {
    if (!lines.write(`${line}\n`)) await once(lines, 'drain');
  };
  let rows = 0;
  let tableCount = 0;
  try {
    await db.transaction(
      async (tx) => {
        const migrations = await queryRows<{ idx: number; tag: string }>(
          tx,
          sql`select idx, tag from schema_migrations order by idx`,
        );
        const header: Header = {
          format: FORMAT,
          version: VERSION,
          createdAt: new Date().toISOString(),
          migrations: migrations.map((m) => ({ idx: Number(m.idx), tag: m.tag })),
        };
        await write(`B ${JSON.stringify(header)}`);
        for (const table of await tablesOf(tx)) {
          if (table === 'schema_migrations') continue;
          const columns = await columnsOf(tx, table);
          await write(`T ${JSON.stringify({ table, columns })}`);
          tableCount++;
          const list = columns.map(ident).join(', ');
          await tx.execute(
            sql.raw(
              `declare bookshop_backup no scroll cursor for select row_to_json(t)::text as r from (select ${list} from ${ident(table)}) t`,
            ),
          );
          for (;;) {
            const batch = await queryRows<{ r: string }>(
              tx,
              sql.raw(`fetch ${FETCH_ROWS} from bookshop_backup`),
            );
            for (const row of batch) await write(`R ${row.r}`);
            rows += batch.length;
            if (batch.length < FETCH_ROWS) break;
          }
          await tx.execute(sql`close bookshop_backup`);
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  } finally {
    lines.end();
    await written;
  }
  return { tables: tableCount, rows };
}

export class RestoreError extends Error {}

/**
 * Loads a backup into an empty database: migrates it to this version's schema, then inserts
 * every row with triggers and foreign keys held off (rows arrive table by table, and restoring
 * must not fire the shop's own triggers such as back-in-stock e-mails), then moves each
 * sequence past the highest restored id.
 */
export async function restoreDatabase(db: Database, file: string): Promise<BackupReport> {
  if ((await tablesOf(db)).length > 0) {
    throw new RestoreError(
      'restore loads a backup into an empty database, and this one already holds a shop.',
    );
  }
  const input = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  const lines = input[Symbol.asyncIterator]();
  const first = await lines.next();
  const header = first.done ? null : parseHeader(first.value);
  if (!header) throw new RestoreError(`${file} is not a bookshop backup.`);

  await migrate(db);
  const applied = await queryRows<{ idx: number }>(db, sql`select idx from schema_migrations`);
  const known = new Set(applied.map((m) => Number(m.idx)));
  const unknown = header.migrations.filter((m) => !known.has(m.idx));
  if (unknown.length > 0) {
    throw new RestoreError(
      `The backup was made by a newer shop (migrations ${unknown.map((m) => m.tag).join(', ')}); restore it with that version.`,
    );
  }

  let rows = 0;
  let tableCount = 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    // Migrations may seed rows of their own (bank-card rules...): the backup's rows replace them.
    const tables = (await tablesOf(tx)).filter((t) => t !== 'schema_migrations');
    if (tables.length > 0) await tx.execute(sql.raw(`truncate ${tables.map(ident).join(', ')}`));
    let table: string | null = null;
    let columns: string[] = [];
    let batch: string[] = [];
    const flush = async () => {
      if (!table || batch.length === 0) return;
      const list = columns.map(ident).join(', ');
      await tx.execute(
        sql`${sql.raw(`insert into ${ident(table)} (${list}) overriding system value select ${list} from json_populate_recordset(null::${ident(table)}, `)}${`[${batch.join(',')}]`}::json)`,
      );
      rows += batch.length;
      batch = [];
    };
    for (let next = await lines.next(); !next.done; next = await lines.next()) {
      const line = next.value;
      if (line.startsWith('R ')) {
        batch.push(line.slice(2));
        if (batch.length >= INSERT_ROWS) await flush();
      } else if (line.startsWith('T ')) {
        await flush();
        const section = JSON.parse(line.slice(2)) as { table: string; columns: string[] };
        const present = new Set(await columnsOf(tx, section.table));
        if (present.size === 0)
          throw new RestoreError(`The backup holds a table this shop does not know: ${section.table}.`);
        table = section.table;
        // Columns dropped since the backup are left out; columns added since take their defaults.
        columns = section.columns.filter((c) => present.has(c));
        tableCount++;
      } else if (line.trim() !== '') {
        throw new RestoreError(`${file} is damaged: unexpected line "${line.slice(0, 40)}".`);
      }
    }
    await flush();
    const sequences = await queryRows<{ tbl: string; col: string; seq: string }>(
      tx,
      // The table named with its schema: the planner may call pg_get_serial_sequence before it
      // filters by schema, and an unqualified name of another schema's table (information_schema's
      // own) is an error, not null (it failed CI on PostgreSQL once).
      sql`select tbl, col, seq from (
            select table_name as tbl, column_name as col,
              pg_get_serial_sequence(format('%I.%I', table_schema, table_name), column_name) as seq
            from information_schema.columns
            where table_schema = current_schema()
          ) c where seq is not null`,
    );
    for (const s of sequences) {
      await tx.execute(
        sql`select setval(${s.seq}, coalesce((select max(${sql.raw(ident(s.col))}) from ${sql.raw(ident(s.tbl))}), 0) + 1, false)`,
      );
    }
  });
  return { tables: tableCount, rows };
}

function parseHeader(line: string): Header | null {
  if (!line.startsWith('B ')) return null;
  try {
    const header = JSON.parse(line.slice(2)) as Header;
    return header.format === FORMAT && header.version === VERSION ? header : null;
  } catch {
    return null;
  }
}
