import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await database.dispose();
});

async function rows<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

describe('migration 0009 (gift cards)', () => {
  it('is applied on the next start of a shop already migrated past it (0010, 0011 and later)', async () => {
    // Put the database back where a shop stood before 0009 existed: every later migration applied.
    // The release trigger of 0009 was dropped by 0016 (the order lifecycle gives cards back).
    await database.db.execute(sql.raw('drop trigger if exists orders_release_gift_card on orders'));
    await database.db.execute(sql.raw('drop function if exists gift_cards_release_for_order()'));
    await database.db.execute(sql.raw('drop table gift_cards'));
    await database.db.execute(sql.raw('alter table orders drop constraint orders_money_check'));
    await database.db.execute(sql.raw('alter table orders drop column gift_card'));
    await database.db.execute(
      sql.raw(
        'alter table orders add constraint orders_money_check check (total = subtotal - card_discount + shipping + gift_wrap_fee)',
      ),
    );
    await database.db.execute(sql`delete from schema_migrations where idx = 9`);
    const later = await rows<{ idx: number }>(
      sql`select idx from schema_migrations where idx > 9 order by idx`,
    );
    expect(later.map((r) => Number(r.idx))).toEqual(expect.arrayContaining([10, 11]));

    await migrate(database.db);

    expect(await rows<{ tag: string }>(sql`select tag from schema_migrations where idx = 9`)).toEqual([
      { tag: '0009_gift_cards' },
    ]);
    const columns = await rows<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'orders' and column_name = 'gift_card'`,
    );
    expect(columns).toHaveLength(1);
    expect(await rows(sql`select * from gift_cards`)).toEqual([]);
  });
});
