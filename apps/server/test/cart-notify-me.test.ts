import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { setStock } from '../src/catalog/set-stock.js';
import { backInStockRequests, books, outbox } from '../src/db/schema/index.js';
import { TEST_PUBLIC_URL, uniqueEmail, uniqueIp, useAccountsTestApp } from './support/accounts.js';
import { insertBook } from './support/cart.js';

const t = useAccountsTestApp();

function notifyMe(payload: Record<string, unknown>, remoteAddress = uniqueIp()) {
  return t.app.inject({ method: 'POST', url: '/api/books/notify-when-available', payload, remoteAddress });
}

async function mailsTo(email: string) {
  return t.database.db.select().from(outbox).where(eq(outbox.recipient, email.toLowerCase()));
}

async function soldOutBook(title?: string) {
  return insertBook(t.database.db, { stock: 0, stockStatus: 'out_of_stock', ...(title ? { title } : {}) });
}

describe('POST /api/books/notify-when-available', () => {
  it('stores the request and thanks the shopper in the words of the dialog', async () => {
    const bookId = await soldOutBook();
    const email = uniqueEmail('notify');
    const res = await notifyMe({ bookId: String(bookId), status: 'out_of_stock', email });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: "Thanks! We'll notify you when this book becomes available.",
    });
    const rows = await t.database.db
      .select()
      .from(backInStockRequests)
      .where(eq(backInStockRequests.bookId, bookId));
    expect(rows).toMatchObject([
      { email, status: 'out_of_stock', notifiedAt: null, bookUrl: `${TEST_PUBLIC_URL}/book/${bookId}` },
    ]);
  });

  it('keeps one request per book and e-mail, whatever the case of the address', async () => {
    const bookId = await soldOutBook();
    const email = uniqueEmail('twice');
    for (const address of [email, email.toUpperCase(), ` ${email} `]) {
      expect((await notifyMe({ bookId, status: 'out_of_stock', email: address })).statusCode).toBe(201);
    }
    const rows = await t.database.db
      .select()
      .from(backInStockRequests)
      .where(eq(backInStockRequests.bookId, bookId));
    expect(rows).toHaveLength(1);
  });

  it("answers the spec's messages for a missing or bad e-mail, and names a bad book", async () => {
    const bookId = await soldOutBook();
    expect((await notifyMe({ bookId, status: 'out_of_stock', email: '' })).json()).toEqual({
      errors: { email: ['Email is required'] },
    });
    expect((await notifyMe({ bookId, status: 'out_of_stock', email: 'ayesha@' })).json()).toEqual({
      errors: { email: ['Please enter a valid email address'] },
    });
    const missing = await notifyMe({ bookId: '2000000000', status: 'out_of_stock', email: 'a@b.pk' });
    expect(missing.statusCode).toBe(404);
    const huge = await notifyMe({ bookId: '99999999999999999999', status: 'out_of_stock', email: 'a@b.pk' });
    expect(huge.json()).toEqual({ errors: { bookId: ['Invalid book id'] } });
    const inStock = await insertBook(t.database.db, { stock: 2 });
    const refused = await notifyMe({ bookId: inStock, status: 'available', email: 'a@b.pk' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.bookId).toHaveLength(1);
  });

  it('is rate limited per address like the other anonymous writes', async () => {
    const limited = await buildApp({
      config: { dataDir: null, webDistDir: null, logLevel: 'silent', anonymousWritesPerMinute: 3 },
      database: t.database,
      logger: false,
    });
    try {
      const bookId = await soldOutBook();
      const from = uniqueIp();
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.inject({
          method: 'POST',
          url: '/api/books/notify-when-available',
          payload: { bookId, status: 'out_of_stock', email: uniqueEmail('limit') },
          remoteAddress: from,
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([201, 201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('back-in-stock e-mails', () => {
  it('sends each open request exactly one e-mail when set-stock raises the stock from 0, and marks it done', async () => {
    const bookId = await soldOutBook('Raag Darbari');
    const [first, second] = [uniqueEmail('first'), uniqueEmail('second')];
    await notifyMe({ bookId, status: 'out_of_stock', email: first });
    await notifyMe({ bookId, status: 'out_of_stock', email: second });

    expect(await setStock(t.database.db, bookId, 5)).toMatchObject({ stock: 5, stockStatus: 'available' });
    for (const email of [first, second]) {
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('Back in stock: Raag Darbari');
      expect(mails[0]?.body).toContain(`${TEST_PUBLIC_URL}/book/${bookId}`);
    }
    const rows = await t.database.db
      .select()
      .from(backInStockRequests)
      .where(eq(backInStockRequests.bookId, bookId));
    expect(rows.every((r) => r.notifiedAt instanceof Date)).toBe(true);

    // More stock, a sell-out and a restock: the requests were answered, nothing more is sent.
    await setStock(t.database.db, bookId, 8);
    await setStock(t.database.db, bookId, 0);
    await setStock(t.database.db, bookId, 3);
    expect(await mailsTo(first)).toHaveLength(1);
    expect(await mailsTo(second)).toHaveLength(1);
  });

  it('sends one e-mail when two writers restock the same book at once', async () => {
    const bookId = await soldOutBook();
    const email = uniqueEmail('race');
    await notifyMe({ bookId, status: 'out_of_stock', email });
    await Promise.all([
      setStock(t.database.db, bookId, 4),
      setStock(t.database.db, bookId, 6),
      setStock(t.database.db, bookId, 2),
    ]);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('also answers a restock written straight to the books table, as an import or psql would', async () => {
    const bookId = await soldOutBook();
    const email = uniqueEmail('import');
    await notifyMe({ bookId, status: 'out_of_stock', email });
    await t.database.db.execute(
      sql`update books set stock = 12, stock_status = 'available' where id = ${bookId}`,
    );
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('sends nothing when the stock change is rolled back, and the request stays open', async () => {
    const bookId = await soldOutBook();
    const email = uniqueEmail('rollback');
    await notifyMe({ bookId, status: 'out_of_stock', email });
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.update(books).set({ stock: 3 }).where(eq(books.id, bookId));
        throw new Error('import failed half-way');
      }),
    ).rejects.toThrow('import failed half-way');
    expect(await mailsTo(email)).toHaveLength(0);
    const [row] = await t.database.db
      .select()
      .from(backInStockRequests)
      .where(eq(backInStockRequests.bookId, bookId));
    expect(row?.notifiedAt).toBeNull();
  });

  it('opens an answered request again when the shopper asks again, for the next restock', async () => {
    const bookId = await soldOutBook();
    const email = uniqueEmail('again');
    await notifyMe({ bookId, status: 'out_of_stock', email });
    await setStock(t.database.db, bookId, 1);
    await setStock(t.database.db, bookId, 0);
    await notifyMe({ bookId, status: 'out_of_stock', email });
    await setStock(t.database.db, bookId, 2);
    expect(await mailsTo(email)).toHaveLength(2);
  });
});
