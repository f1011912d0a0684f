import {
  type AdminBook,
  type AdminBookRow,
  CATALOGUE_API_PATHS,
  CATALOGUE_MESSAGES,
  STAFF_AUTH_MESSAGES,
  withdrawnBooksMessage,
} from '@bookshop/domain';
import { CATALOGUE_FORM_MESSAGES } from '@bookshop/validation';
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, backInStockRequests, books, categories, outbox } from '../src/db/schema/index.js';
import {
  addToCart,
  newGuest,
  orderBody,
  placeOrder,
  readyGuest,
  useCheckoutTestApp,
} from './support/checkout.js';
import { type SignedInStaff, signedInStaff } from './support/staff.js';

const t = useCheckoutTestApp();
let owner: SignedInStaff;
let cataloguer: SignedInStaff;
let ordersDesk: SignedInStaff;
let leafId: number;

beforeAll(async () => {
  owner = await signedInStaff(t.app, t.database.db, 'owner');
  cataloguer = await signedInStaff(t.app, t.database.db, 'catalogue');
  ordersDesk = await signedInStaff(t.app, t.database.db, 'orders');
  const [leaf] = await t.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.level, 4))
    .orderBy(categories.id)
    .limit(1);
  if (!leaf) throw new Error('the demo catalogue has no leaf category');
  leafId = leaf.id;
});

let isbnSeed = 100_000_000;
/** A fresh valid ISBN-13 (978 + 9 digits + check digit). */
function freshIsbn13(): string {
  isbnSeed += 7;
  const body = `978${isbnSeed}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

function bookBody(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'book',
    title: 'Zarqavi Lantern Tales',
    authors: ['Nasreen Qadir'],
    publisher: 'Sang-e-Meel',
    isbn: freshIsbn13(),
    language: 'en',
    year: '2021',
    pages: '220',
    description: 'Stories of a lantern maker.',
    category_ids: [leafId],
    price: '1500',
    discount_percent: '10',
    stock: '4',
    stock_status: 'available',
    dispatch_date: '',
    withdrawn: false,
    ...overrides,
  };
}

async function addBook(staff: SignedInStaff, overrides: Record<string, unknown> = {}): Promise<AdminBook> {
  const res = await t.app.inject({
    method: 'POST',
    url: CATALOGUE_API_PATHS.books,
    headers: staff.headers,
    payload: bookBody(overrides),
    remoteAddress: staff.address,
  });
  if (res.statusCode !== 201) throw new Error(`add book failed: ${res.statusCode} ${res.body}`);
  return res.json().data.book;
}

/** Makes a change and waits until the shop has heard of it (the database's catalogue announcement). */
async function announced<T>(write: () => Promise<T>): Promise<T> {
  const seen = t.app.catalogueCache.stats.invalidations;
  const result = await write();
  await vi.waitFor(() => expect(t.app.catalogueCache.stats.invalidations).toBeGreaterThan(seen), {
    timeout: 1000,
    interval: 5,
  });
  return result;
}

async function auditOf(action: string, targetId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))))
    .orderBy(desc(auditLog.id));
}

describe('catalogue desk roles', () => {
  it('lets owners and the catalogue role in, and refuses the orders role, shoppers and guests', async () => {
    for (const staff of [owner, cataloguer]) {
      const res = await t.app.inject({ url: CATALOGUE_API_PATHS.books, headers: staff.headers });
      expect(res.statusCode, staff.role).toBe(200);
      expect(res.headers['cache-control']).toContain('no-store');
    }
    const refused = await t.app.inject({ url: CATALOGUE_API_PATHS.books, headers: ordersDesk.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: STAFF_AUTH_MESSAGES.roleRefused });
    const guest = await t.app.inject({ method: 'POST', url: '/api/auth/guest' });
    const asGuest = await t.app.inject({
      url: CATALOGUE_API_PATHS.books,
      headers: { authorization: `Bearer ${guest.json().data.token}` },
    });
    expect(asGuest.statusCode).toBe(401);
    expect((await t.app.inject({ url: CATALOGUE_API_PATHS.books })).statusCode).toBe(401);
  });

  it('refuses an orders-only member a price change, and the price stays', async () => {
    const book = await addBook(cataloguer);
    const res = await t.app.inject({
      method: 'PATCH',
      url: CATALOGUE_API_PATHS.bookStock(book.id),
      headers: ordersDesk.headers,
      payload: { price: 1 },
    });
    expect(res.statusCode).toBe(403);
    const [row] = await t.database.db.select({ price: books.price }).from(books).where(eq(books.id, book.id));
    expect(row?.price).toBe(1500);
    expect(await auditOf('book.stock_changed', book.id)).toEqual([]);
  });
});

describe('adding and editing a book', () => {
  it('adds a book, audited with who, what and from where, and autocomplete finds it at once', async () => {
    const book = await addBook(cataloguer, { title: 'Quillborne Saffron Almanac' });
    expect(book).toMatchObject({
      title: 'Quillborne Saffron Almanac',
      price: 1500,
      discount_percent: 10,
      selling_price: 1350,
      stock: 4,
      stock_status: 'available',
      withdrawn: false,
      has_cover: false,
      categories: [expect.objectContaining({ id: leafId })],
    });
    const [entry] = await auditOf('book.created', book.id);
    expect(entry).toMatchObject({
      staffId: cataloguer.id,
      actor: `staff:${cataloguer.id}`,
      targetType: 'book',
      address: cataloguer.address,
    });
    expect(entry?.after).toMatchObject({ title: 'Quillborne Saffron Almanac', price: 1500 });

    const suggestions = await t.app.inject({ url: '/api/autocomplete?search=quillborne saf' });
    expect(suggestions.json().results.map((r: { Book_Id: number }) => r.Book_Id)).toContain(book.id);
    const page = await t.app.inject({ url: `/api/books/${book.id}` });
    expect(page.json().data.BOOK_TITLE ?? page.json().data.book?.BOOK_TITLE).toBe(
      'Quillborne Saffron Almanac',
    );
  });

  it('refuses a wrong ISBN and another book’s ISBN, naming the book', async () => {
    const first = await addBook(cataloguer);
    const wrong = await t.app.inject({
      method: 'POST',
      url: CATALOGUE_API_PATHS.books,
      headers: cataloguer.headers,
      payload: bookBody({ isbn: '978-0-439-02348-2' }),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.isbn).toEqual([CATALOGUE_FORM_MESSAGES.isbnInvalid]);
    // The same book by its ISBN-10 is still the same ISBN.
    const isbn10 = first.isbn10;
    expect(isbn10).not.toBeNull();
    const taken = await t.app.inject({
      method: 'POST',
      url: CATALOGUE_API_PATHS.books,
      headers: cataloguer.headers,
      payload: bookBody({ isbn: isbn10 }),
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.isbn).toEqual([CATALOGUE_MESSAGES.isbnTaken(first.title, first.id)]);
  });

  it('edits the whole book, audited with before and after, and search follows the new title', async () => {
    const book = await addBook(cataloguer, { title: 'Marigold Vesper Atlas' });
    const res = await t.app.inject({
      method: 'PUT',
      url: CATALOGUE_API_PATHS.book(book.id),
      headers: owner.headers,
      payload: bookBody({
        isbn: book.isbn13,
        title: 'رات کا سفر',
        language: 'ur',
        price: '900',
        discount_percent: '0',
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.book).toMatchObject({ title: 'رات کا سفر', language: 'ur', price: 900 });
    const [entry] = await auditOf('book.updated', book.id);
    expect(entry?.before).toMatchObject({ title: 'Marigold Vesper Atlas', price: 1500 });
    expect(entry?.after).toMatchObject({ title: 'رات کا سفر', price: 900 });
    const old = await t.app.inject({ url: '/api/autocomplete?search=marigold vesper' });
    expect(old.json().results.map((r: { Book_Id: number }) => r.Book_Id)).not.toContain(book.id);
  });

  it('answers 404 for a book that does not exist and 422 for a body the form schema refuses', async () => {
    const missing = await t.app.inject({ url: CATALOGUE_API_PATHS.book(99_999_999), headers: owner.headers });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: CATALOGUE_API_PATHS.books,
      headers: owner.headers,
      payload: bookBody({ price: '12.50', category_ids: [] }),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      price: [CATALOGUE_FORM_MESSAGES.priceInvalid],
      category_ids: [CATALOGUE_FORM_MESSAGES.categoriesRequired],
    });
  });
});

describe('the book list', () => {
  it('pages by keyset without repeating or skipping a book, newest first', async () => {
    const seen: number[] = [];
    let after: number | null = null;
    let total = 0;
    for (let page = 0; page < 100; page++) {
      const url: string = `${CATALOGUE_API_PATHS.books}?limit=40&withdrawn=include${after ? `&after=${after}` : ''}`;
      const res = await t.app.inject({ url, headers: owner.headers });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      total = data.total;
      seen.push(...data.books.map((b: AdminBookRow) => b.id));
      after = data.next_after;
      if (after === null) break;
    }
    const [count] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(books);
    expect(seen.length).toBe(Number(count?.n));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(total).toBe(Number(count?.n));
  });

  it('filters by the shop’s search, category, stock state, language, no cover and withdrawn', async () => {
    const urdu = await addBook(cataloguer, {
      title: 'Xylocarp Ghazal Notebook',
      language: 'ur',
      stock: '0',
      stock_status: 'pre_order',
    });
    const list = async (query: string) => {
      const res = await t.app.inject({
        url: `${CATALOGUE_API_PATHS.books}?${query}`,
        headers: owner.headers,
      });
      expect(res.statusCode, query).toBe(200);
      return res.json().data.books.map((b: AdminBookRow) => b.id) as number[];
    };
    expect(await list('q=xylocarp gha')).toEqual([urdu.id]);
    expect(await list(`q=${urdu.isbn13}`)).toEqual([urdu.id]);
    expect(await list('q=xylocarp&language=en')).toEqual([]);
    expect(await list('q=xylocarp&language=ur&stock_status=pre_order&no_cover=1')).toEqual([urdu.id]);
    expect(await list(`q=xylocarp&category_id=${leafId}`)).toEqual([urdu.id]);
    expect(await list('q=xylocarp&stock_status=available')).toEqual([]);
    await t.app.inject({
      method: 'PATCH',
      url: CATALOGUE_API_PATHS.bookStock(urdu.id),
      headers: owner.headers,
      payload: { withdrawn: true },
    });
    expect(await list('q=xylocarp')).toEqual([]);
    expect(await list('q=xylocarp&withdrawn=only')).toEqual([urdu.id]);
    const bad = await t.app.inject({
      url: `${CATALOGUE_API_PATHS.books}?limit=5000`,
      headers: owner.headers,
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('stock in place', () => {
  it('sends the back-in-stock e-mails when stock rises from zero, as cli set-stock does, and lists the requests', async () => {
    const book = await addBook(cataloguer, {
      title: 'Juniper Harbour Ledger',
      stock: '0',
      stock_status: 'out_of_stock',
    });
    for (const email of ['first@example.pk', 'second@example.pk']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/books/notify-when-available',
        payload: { bookId: String(book.id), status: 'out_of_stock', email },
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const waiting = await t.app.inject({
      url: CATALOGUE_API_PATHS.bookStockRequests(book.id),
      headers: cataloguer.headers,
    });
    expect(waiting.json().data.open).toBe(2);

    const res = await t.app.inject({
      method: 'PATCH',
      url: CATALOGUE_API_PATHS.bookStock(book.id),
      headers: cataloguer.headers,
      payload: { stock: '6' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      book: { stock: 6, stock_status: 'available' },
      back_in_stock_mails: 2,
    });
    const mails = await t.database.db
      .select({ recipient: outbox.recipient })
      .from(outbox)
      .where(eq(outbox.subject, 'Back in stock: Juniper Harbour Ledger'));
    expect(mails.map((m) => m.recipient).sort()).toEqual(['first@example.pk', 'second@example.pk']);
    const open = await t.database.db
      .select()
      .from(backInStockRequests)
      .where(and(eq(backInStockRequests.bookId, book.id), sql`${backInStockRequests.notifiedAt} is null`));
    expect(open).toEqual([]);
    const [entry] = await auditOf('book.stock_changed', book.id);
    expect(entry?.before).toMatchObject({ stock: 0, stock_status: 'out_of_stock' });
    expect(entry?.after).toMatchObject({ stock: 6, stock_status: 'available', back_in_stock_mails: 2 });
  });

  it('refuses available with no copies, and an empty change', async () => {
    const book = await addBook(cataloguer, { stock: '0', stock_status: 'on_demand' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: CATALOGUE_API_PATHS.bookStock(book.id),
      headers: cataloguer.headers,
      payload: { stock_status: 'available' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ stock_status: [CATALOGUE_FORM_MESSAGES.availableWithoutStock] });
    const empty = await t.app.inject({
      method: 'PATCH',
      url: CATALOGUE_API_PATHS.bookStock(book.id),
      headers: cataloguer.headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(422);
  });
});

describe('the storefront sees a change at once', () => {
  it('finds a new book in autocomplete even when the same words were asked just before it was added', async () => {
    const before = await t.app.inject({ url: '/api/autocomplete?search=vellichor quince' });
    expect(before.json().results).toEqual([]);
    const book = await addBook(cataloguer, { title: 'Vellichor Quince Diaries' });
    // The announcement of the change reaches the shop's caches through the database (LISTEN/NOTIFY).
    await expect
      .poll(
        async () => {
          const res = await t.app.inject({ url: '/api/autocomplete?search=vellichor quince' });
          return res.json().results.map((r: { Book_Id: number }) => r.Book_Id);
        },
        { timeout: 1000, interval: 20 },
      )
      .toContain(book.id);
  });

  it('refuses a shopper’s open cart at placing with the general check once the price changed', async () => {
    const book = await addBook(cataloguer, {
      title: 'Tamarind Orchard Letters',
      price: '1200',
      discount_percent: '0',
    });
    const shopper = await readyGuest(t.app, [{ id: book.id }]);
    expect(shopper.lines[0]).toMatchObject({ Book_Id: book.id, PAK_PRICE: 1200 });
    const change = await announced(() =>
      t.app.inject({
        method: 'PATCH',
        url: CATALOGUE_API_PATHS.bookStock(book.id),
        headers: cataloguer.headers,
        payload: { price: '1450' },
      }),
    );
    expect(change.statusCode).toBe(200);
    const page = await t.app.inject({ url: `/api/books/${book.id}` });
    expect(JSON.stringify(page.json())).toContain('1450');
    const placed = await placeOrder(
      t.app,
      shopper.token,
      orderBody({ addressId: shopper.addressId, lines: shopper.lines }),
    );
    expect(placed.statusCode).toBe(409);
    expect(placed.json().error).toBeTruthy();
  });

  it('takes a withdrawn book out of search, autocomplete, listings and its page, and refuses it in carts and at placing', async () => {
    const book = await addBook(cataloguer, { title: 'Obsidian Wren Chronicle', stock: '30' });
    const shopper = await readyGuest(t.app, [{ id: book.id }]);
    const ids = async (url: string) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      return JSON.stringify(res.json());
    };
    expect(await ids('/api/search?keyword=obsidian wren')).toContain(`"Book_Id":${book.id}`);
    const listed = async () =>
      (await t.app.inject({ url: `/api/categories/${leafId}/books` })).json().data.total;
    const before = await listed();
    const withdraw = await announced(() =>
      t.app.inject({
        method: 'PATCH',
        url: CATALOGUE_API_PATHS.bookStock(book.id),
        headers: cataloguer.headers,
        payload: { withdrawn: true },
      }),
    );
    expect(withdraw.statusCode).toBe(200);
    expect(withdraw.json().data.book.withdrawn).toBe(true);
    expect(await ids('/api/search?keyword=obsidian wren')).not.toContain(`"Book_Id":${book.id}`);
    expect(await ids('/api/autocomplete?search=obsidian wren')).not.toContain(`"Book_Id":${book.id}`);
    expect(await listed()).toBe(before - 1);
    expect((await t.app.inject({ url: `/api/books/${book.id}` })).statusCode).toBe(404);
    const other = await newGuest(t.app);
    await expect(addToCart(t.app, other, book.id)).rejects.toThrow(/404/);
    const placed = await placeOrder(
      t.app,
      shopper.token,
      orderBody({ addressId: shopper.addressId, lines: shopper.lines }),
    );
    expect(placed.statusCode).toBe(409);
    expect(placed.json().error).toBe(withdrawnBooksMessage(['Obsidian Wren Chronicle']));
    const [entry] = await auditOf('book.stock_changed', book.id);
    expect(entry?.after).toMatchObject({ withdrawn: true });
  });
});
