import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let ids: number[];
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const rows = await t.database.db.select({ id: books.id }).from(books).orderBy(books.id).limit(40);
  ids = rows.map((row) => row.id);
});
afterAll(async () => {
  await t.close();
});

describe('book pages read together (one statement per batch)', () => {
  it('answer each request with its own book, the same as when read alone, and 404 for unknown and withdrawn books', async () => {
    const withdrawn = ids[39] as number;
    await t.database.db.update(books).set({ withdrawn: true }).where(eq(books.id, withdrawn));
    const unknown = 2_000_000_000;
    const asked = [...ids, ids[0] as number, ids[1] as number, unknown];
    const together = await Promise.all(asked.map((id) => t.app.inject({ url: `/api/books/${id}` })));
    expect(together.map((answer) => answer.statusCode)).toEqual(
      asked.map((id) => (id === withdrawn || id === unknown ? 404 : 200)),
    );
    for (const [i, answer] of together.entries()) {
      if (answer.statusCode === 200) expect(answer.json().data.book.Book_Id).toBe(asked[i]);
    }
    // Read alone, from the database again: the cache is emptied first.
    const first = ids[0] as number;
    t.app.catalogueCache.changed('*');
    const alone = await t.app.inject({ url: `/api/books/${first}` });
    expect(alone.json()).toEqual(together[0]?.json());
  });
});
