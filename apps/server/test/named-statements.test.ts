import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Executor } from '../src/accounts/repository.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { MAX_NAMED_STATEMENTS, statementName } from '../src/db/named-statements.js';
import { runPrepared } from '../src/db/prepared.js';
import { queryRows } from '../src/db/query-rows.js';
import { sendAhead } from '../src/db/send-ahead.js';
import {
  countDatabaseStatements,
  databaseRoundTrips,
  databaseStatements,
} from '../src/timing/statement-count.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/** Advisory locks of the probe class (727099) held now, by anyone. */
async function probeLocks(db: Executor): Promise<number> {
  const [row] = await queryRows<{ locks: number }>(
    db,
    sql`select count(*)::int as locks from pg_locks where locktype = 'advisory' and classid = 727099 and granted`,
  );
  return Number(row?.locks);
}

/** The statements this connection's backend holds prepared, by their text. */
async function preparedTexts(client: pg.PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ statement: string }>(
    "select statement from pg_prepared_statements where statement not like '%pg_prepared_statements%'",
  );
  return rows.map((row) => row.statement);
}

describe('statements prepared once per connection (named-statements.ts)', () => {
  let database: TestDatabase;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = (database.db as unknown as { $client: pg.Pool }).$client;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('keeps a statement with parameters prepared in the backend after its first call, once however often it runs, and answers it the same each time', async () => {
    const client = await pool.connect();
    try {
      const text = 'select $1::int + $2::int as sum';
      const answers: number[] = [];
      for (let i = 0; i < 7; i++) answers.push((await client.query({ text }, [i, 1])).rows[0].sum);
      expect(answers).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect((await preparedTexts(client)).filter((statement) => statement === text)).toHaveLength(1);
    } finally {
      client.release();
    }
  });

  it("prepares the shop's own Drizzle statements on the connection that ran them", async () => {
    const marker = `named-${Date.now()}`;
    const client = await pool.connect();
    try {
      // Drizzle through the pool hands the statement to one of its connections: run it on each.
      for (let i = 0; i < 3; i++) await database.db.execute(sql`select ${marker}::text as marker`);
    } finally {
      client.release();
    }
    const seen: string[] = [];
    const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
    try {
      for (const each of clients) seen.push(...(await preparedTexts(each)));
    } finally {
      for (const each of clients) each.release();
    }
    expect(seen.some((statement) => statement.includes('$1::text as marker'))).toBe(true);
  });

  it("sends a transaction's begin with its first statement when that has no parameters: one statement for both, and its lock held until commit", async () => {
    countDatabaseStatements();
    let sent = -1;
    let locksInside = -1;
    await database.db.transaction(async (tx) => {
      const before = databaseStatements();
      await tx.execute(sql.raw('select pg_advisory_xact_lock(727099, 1)'));
      sent = databaseStatements() - before;
      // Outside a transaction the lock would have ended with its statement.
      locksInside = await probeLocks(tx);
    });
    expect(sent).toBe(1);
    expect(locksInside).toBe(1);
    expect(await probeLocks(database.db)).toBe(0);
  });

  it("sends a transaction's begin with a first statement that has parameters in the same round trip", async () => {
    countDatabaseStatements();
    const before = databaseRoundTrips();
    const answer = await database.db.transaction(async (tx) =>
      queryRows<{ n: number }>(tx, sql`select ${41}::int + 1 as n`),
    );
    expect(answer).toEqual([{ n: 42 }]);
    // Begin and the statement, then commit: two round trips (three when begin went alone).
    expect(databaseRoundTrips() - before).toBe(2);
  });

  it('sends a statement ahead with the next one in one round trip, and the next runs only once the lock ahead of it is granted, seeing what the holder committed', async () => {
    countDatabaseStatements();
    await database.db.execute(sql`create table ahead_probe (n int)`);
    let commitHolder!: () => void;
    const holderMayCommit = new Promise<void>((resolve) => {
      commitHolder = resolve;
    });
    let holderLocked!: () => void;
    const locked = new Promise<void>((resolve) => {
      holderLocked = resolve;
    });
    const holder = database.db.transaction(async (tx) => {
      await tx.execute(sql.raw('select pg_advisory_xact_lock(727099, 3)'));
      await tx.execute(sql`insert into ahead_probe values (${1})`);
      holderLocked();
      await holderMayCommit;
    });
    await locked;
    const sentBefore = databaseStatements();
    const tripsBefore = databaseRoundTrips();
    const waiter = database.db.transaction(async (tx) => {
      await sendAhead(tx, 'select pg_advisory_xact_lock(727099, 3)');
      return queryRows<{ n: number }>(tx, sql`select count(*)::int as n from ahead_probe where n = ${1}`);
    });
    // Both of the waiter's statements are on their way before the holder commits.
    await vi.waitFor(() => expect(databaseStatements() - sentBefore).toBe(2));
    expect(databaseRoundTrips() - tripsBefore).toBe(1);
    commitHolder();
    await holder;
    expect(await waiter).toEqual([{ n: 1 }]);
  });

  it('reports a statement sent ahead that failed as the failure of the next statement, and keeps nothing of its transaction', async () => {
    await database.db.execute(sql`create table ahead_failure_probe (n int)`);
    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into ahead_failure_probe values (${1})`);
        await sendAhead(tx, 'select 1 / 0');
        await tx.execute(sql`insert into ahead_failure_probe values (${2})`);
      })
      .catch((error: Error) => error);
    // The statement ahead's own error (under Drizzle's, which names the statement that reported
    // it), not "current transaction is aborted".
    expect((failed as Error).cause).toMatchObject({ message: 'division by zero' });
    const rows = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ahead_failure_probe`,
    );
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('reports a statement sent ahead that failed at commit when no statement follows it', async () => {
    const failed = await database.db
      .transaction(async (tx) => {
        await sendAhead(tx, 'select 1 / 0');
      })
      .catch((error: Error) => error);
    expect((failed as Error).cause).toMatchObject({ message: 'division by zero' });
  });

  it("runs a transaction's first statement inside it when that is a prepared query (sent named), so it is rolled back with it", async () => {
    await database.db.execute(sql`create table first_prepared_probe (n int)`);
    const probe = pgTable('first_prepared_probe', { n: integer('n') });
    const failed = await database.db
      .transaction(async (tx) => {
        await runPrepared(
          tx,
          'first_prepared_probe_insert',
          (on) => on.insert(probe).values({ n: sql.placeholder('n') }),
          {
            n: 1,
          },
        );
        throw new Error('refused');
      })
      .catch((error: Error) => error.message);
    expect(failed).toBe('refused');
    expect(await database.db.select().from(probe)).toEqual([]);
  });

  it('rolls back all of a transaction that began with a statement without parameters', async () => {
    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql.raw('select pg_advisory_xact_lock(727099, 2)'));
        await tx.execute(sql`create table begin_probe (n int)`);
        throw new Error('refused');
      })
      .catch((error: Error) => error.message);
    expect(failed).toBe('refused');
    const [row] = await queryRows<{ table: string | null }>(
      database.db,
      sql`select to_regclass('begin_probe')::text as table`,
    );
    expect(row?.table).toBeNull();
  });

  it('sends a statement without parameters unprepared, so several statements in one text still run', async () => {
    const client = await pool.connect();
    try {
      const results = (await client.query('select 1 as one; select 2 as two')) as unknown as pg.QueryResult[];
      expect(results.map((result) => result.rows[0])).toEqual([{ one: 1 }, { two: 2 }]);
      expect(await preparedTexts(client)).not.toContain('select 1 as one; select 2 as two');
    } finally {
      client.release();
    }
  });

  it('prepares nothing with DATABASE_PREPARED_STATEMENTS=off (a pooler that cannot keep them), which is read as on when unset and refused when neither', async () => {
    expect(loadConfig({}).preparedStatements).toBe(true);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'OFF' }).preparedStatements).toBe(false);
    expect(() => loadConfig({ DATABASE_PREPARED_STATEMENTS: 'no' })).toThrow(/DATABASE_PREPARED_STATEMENTS/);
    // The same kind of database as the file's, opened unprepared.
    const url = process.env.TEST_DB_KIND === 'postgres' ? (process.env.TEST_DATABASE_URL ?? null) : null;
    const unprepared = await openDatabase({ url, dataDir: null, preparedStatements: false, poolSize: 1 });
    try {
      // The shop's own prepared queries (db/prepared.ts) go unnamed too (pg_am: there before any migration).
      const accessMethods = pgTable('pg_am', { name: text('amname') });
      for (let i = 0; i < 2; i++) {
        const found = await runPrepared(
          unprepared.db,
          'probe_access_method',
          (on) =>
            on
              .select({ name: accessMethods.name })
              .from(accessMethods)
              .where(eq(accessMethods.name, sql.placeholder('name'))),
          { name: 'btree' },
        );
        expect(found).toEqual([{ name: 'btree' }]);
      }
      const client = await (unprepared.db as unknown as { $client: pg.Pool }).$client.connect();
      try {
        const text = 'select $1::int * 2 as twice';
        for (let i = 0; i < 3; i++) expect((await client.query({ text }, [i])).rows[0].twice).toBe(i * 2);
        // One connection: the lookups ran on it too.
        expect(await preparedTexts(client)).toEqual([]);
      } finally {
        client.release();
      }
    } finally {
      await unprepared.close();
    }
  });

  it('gives one text one name, and no new names past the limit (a text that varies without end cannot fill the backend)', () => {
    const first = statementName('select $1 as limit_probe');
    expect(first).toMatch(/^bookshop_\d+$/);
    expect(statementName('select $1 as limit_probe')).toBe(first);
    const given = new Set<string>();
    for (let i = 0; i < MAX_NAMED_STATEMENTS + 10; i++) {
      const name = statementName(`select $1 as probe_${i}`);
      if (name) given.add(name);
    }
    expect(given.size).toBeLessThan(MAX_NAMED_STATEMENTS);
    expect(statementName(`select $1 as probe_${MAX_NAMED_STATEMENTS + 5}`)).toBeUndefined();
    // Texts named before the limit keep their names.
    expect(statementName('select $1 as limit_probe')).toBe(first);
  });
});
