import { unitPrice } from '@bookshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellingPriceSql } from '../src/books/summary-sql.js';
import { seedDemo } from '../src/catalog/seed-demo.js';
import { queryRows } from '../src/db/query-rows.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
});
afterAll(async () => {
  await database.dispose();
});

describe('the SQL copy of unitPrice used for price sorting and filters', () => {
  it('gives what the domain charges for every book of the seeded catalogue', async () => {
    const rows = await queryRows<{ id: number; price: number; discount: number; selling: number }>(
      database.db,
      sql`select b.id, b.price, b.discount_percent as discount, ${sellingPriceSql} as selling from books b order by b.id`,
    );
    expect(rows.length).toBeGreaterThan(50);
    const differing = rows.filter(
      (r) => Number(r.selling) !== unitPrice(Number(r.price), Number(r.discount)),
    );
    expect(differing).toEqual([]);
  });

  it('agrees on the rounding edges, where a half rupee decides', async () => {
    const cases = await queryRows<{ price: number; discount: number; selling: number }>(
      database.db,
      sql`select v.price, v.discount, ${sellingPriceSql} as selling
          from (values (0, 10), (1, 50), (3, 50), (5, 10), (15, 10), (999, 15), (1001, 25), (2550, 33), (7, 100))
            as v(price, discount), lateral (select v.price as price, v.discount as discount_percent) b`,
    );
    expect(cases).toHaveLength(9);
    for (const c of cases)
      expect(Number(c.selling), `${c.price} at ${c.discount}%`).toBe(unitPrice(c.price, c.discount));
  });
});
