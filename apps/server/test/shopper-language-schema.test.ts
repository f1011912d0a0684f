import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, users } from '../src/db/schema/index.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await database.dispose();
});

const account = { email: 'ayesha@example.pk', firstName: 'Ayesha', lastName: 'Khan', passwordHash: 'x' };

describe('migrations 0021 and 0022 (the shopper language, Urdu category names)', () => {
  it('gives an account written without a language English, as the previous release wrote them', async () => {
    const [row] = await database.db.insert(users).values(account).returning({ language: users.language });
    expect(row?.language).toBe('en');
  });

  it('keeps Urdu and refuses a language the shop does not speak', async () => {
    const [urdu] = await database.db
      .insert(users)
      .values({ ...account, email: 'bilal@example.pk', language: 'ur' })
      .returning({ language: users.language });
    expect(urdu?.language).toBe('ur');
    await expect(
      database.db.insert(users).values({ ...account, email: 'c@example.pk', language: 'fr' as 'en' }),
    ).rejects.toThrow();
  });

  it('leaves a category without an Urdu name until staff give one', async () => {
    const [category] = await database.db
      .insert(categories)
      .values({ slug: 'urdu-poetry-test', name: 'Urdu Poetry', level: 1 })
      .returning({ id: categories.id });
    const [row] = await database.db
      .select({ nameUr: categories.nameUr })
      .from(categories)
      .where(eq(categories.id, category?.id ?? 0));
    expect(row?.nameUr).toBeNull();
  });
});
