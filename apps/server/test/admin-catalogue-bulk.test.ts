import {
  type AdminBook,
  CATALOGUE_API_PATHS,
  CATALOGUE_EXPORT_COLUMNS,
  CATALOGUE_MESSAGES,
  type CatalogueImportJob,
} from '@bookshop/domain';
import { CATALOGUE_FORM_MESSAGES } from '@bookshop/validation';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, books, catalogueImportJobs, categories, outbox } from '../src/db/schema/index.js';
import { useCheckoutTestApp } from './support/checkout.js';
import { multipartBody } from './support/multipart.js';
import { type SignedInStaff, signedInStaff } from './support/staff.js';

const t = useCheckoutTestApp();
let cataloguer: SignedInStaff;
let ordersDesk: SignedInStaff;
let leaf: { id: number; slug: string };

beforeAll(async () => {
  cataloguer = await signedInStaff(t.app, t.database.db, 'catalogue');
  ordersDesk = await signedInStaff(t.app, t.database.db, 'orders');
  const [row] = await t.database.db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(eq(categories.level, 4))
    .orderBy(categories.id)
    .limit(1);
  if (!row) throw new Error('no leaf category');
  leaf = row;
});

let isbnSeed = 200_000_000;
function freshIsbn13(): string {
  isbnSeed += 11;
  const body = `978${isbnSeed}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

async function addBook(overrides: Record<string, unknown> = {}): Promise<AdminBook> {
  const res = await t.app.inject({
    method: 'POST',
    url: CATALOGUE_API_PATHS.books,
    headers: cataloguer.headers,
    payload: {
      kind: 'book',
      title: 'Bulk Test Book',
      authors: ['A. Writer'],
      publisher: '',
      isbn: freshIsbn13(),
      language: 'en',
      year: '',
      pages: '',
      description: '',
      category_ids: [leaf.id],
      price: '1000',
      discount_percent: '0',
      stock: '3',
      stock_status: 'available',
      dispatch_date: '',
      withdrawn: false,
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`add failed ${res.statusCode} ${res.body}`);
  return res.json().data.book;
}

async function bookRow(id: number) {
  const [row] = await t.database.db
    .select({
      price: books.price,
      discount: books.discountPercent,
      stock: books.stock,
      status: books.stockStatus,
    })
    .from(books)
    .where(eq(books.id, id));
  return row;
}

function csvUpload(url: string, staff: SignedInStaff, text: string, name = 'update.csv') {
  const { payload, headers } = multipartBody('file', { name, type: 'text/csv', content: Buffer.from(text) });
  return t.app.inject({ method: 'POST', url, headers: { ...staff.headers, ...headers }, payload });
}

async function finished(job: CatalogueImportJob): Promise<CatalogueImportJob> {
  let current = job;
  await expect
    .poll(
      async () => {
        const res = await t.app.inject({
          url: CATALOGUE_API_PATHS.importJob(job.id),
          headers: cataloguer.headers,
        });
        current = res.json().data.job;
        return current.state;
      },
      { timeout: 30_000, interval: 50 },
    )
    .toMatch(/done|failed/);
  return current;
}

describe('prices and stock by CSV', () => {
  it('writes each good row whole, reports bad ISBNs and prices by line, and writes nothing of a bad row', async () => {
    const back = await addBook({
      title: 'Comes Back',
      stock: '0',
      stock_status: 'out_of_stock',
      price: '800',
    });
    const untouched = await addBook({ title: 'Bad Price Row', price: '700', stock: '2' });
    const badDiscount = await addBook({ title: 'Bad Discount Row', price: '650', stock: '9' });
    const isbn10Only = await addBook({ title: 'By ISBN-10', price: '500' });
    const notify = await t.app.inject({
      method: 'POST',
      url: '/api/books/notify-when-available',
      payload: { bookId: String(back.id), status: 'out_of_stock', email: 'waiting@example.pk' },
    });
    expect(notify.statusCode).toBeLessThan(300);
    const unknownIsbn = freshIsbn13();
    const file = [
      'isbn,price,discount,stock',
      `${back.isbn13},900,10,5`,
      `${untouched.isbn13},abc,,7`,
      '12345,100,,1',
      `${unknownIsbn},100,,1`,
      `${back.isbn13},950,,6`,
      `${badDiscount.isbn13},600,150,1`,
      `${isbn10Only.isbn10},,5,`,
      `${isbn10Only.isbn13},,,`,
    ].join('\n');
    const res = await csvUpload(CATALOGUE_API_PATHS.priceStock, cataloguer, file);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data;
    expect(report).toMatchObject({ rows: 8, updated: 2, unchanged: 0, back_in_stock_mails: 1 });
    expect(report.rejected).toEqual([
      { line: 3, reason: `price: ${CATALOGUE_FORM_MESSAGES.priceInvalid}` },
      { line: 4, reason: `isbn: ${CATALOGUE_FORM_MESSAGES.isbnInvalid}` },
      { line: 5, reason: 'no book in the catalogue has this ISBN' },
      { line: 6, reason: 'the ISBN is also on line 2' },
      { line: 7, reason: `discount: ${CATALOGUE_FORM_MESSAGES.discountInvalid}` },
      { line: 9, reason: 'nothing to change: price, discount and stock are all empty' },
    ]);
    expect(await bookRow(back.id)).toEqual({ price: 900, discount: 10, stock: 5, status: 'available' });
    // The bad rows' good cells were not written either.
    expect(await bookRow(untouched.id)).toMatchObject({ price: 700, stock: 2 });
    expect(await bookRow(badDiscount.id)).toMatchObject({ price: 650, discount: 0, stock: 9 });
    expect(await bookRow(isbn10Only.id)).toMatchObject({ price: 500, discount: 5 });
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.recipient, 'waiting@example.pk'));
    expect(mails).toHaveLength(1);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'book.stock_changed'), eq(auditLog.targetId, String(back.id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.before).toMatchObject({ price: 800, stock: 0 });
    expect(entries[0]?.after).toMatchObject({ price: 900, stock: 5, line: 2 });
    const summary = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'catalogue.price_stock_updated'));
    expect(summary.at(-1)?.after).toMatchObject({ rows: 8, updated: 2, rejected: 6 });
  });

  it('refuses a file without the columns, and the orders role', async () => {
    const res = await csvUpload(CATALOGUE_API_PATHS.priceStock, cataloguer, 'code,amount\n1,2\n');
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatch(/isbn/);
    const refused = await csvUpload(
      CATALOGUE_API_PATHS.priceStock,
      ordersDesk,
      'isbn,price\n9780439023481,1\n',
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('catalogue import from the browser', () => {
  it('imports the good rows of a shop CSV with progress, reports the bad ones by line, writes nothing of them', async () => {
    const existing = await addBook({ title: 'Already Here', price: '400' });
    const good = freshIsbn13();
    const file = [
      'title,authors,isbn,language,price,discount,stock,categories',
      `Halcyon Umber Verses,Faiz Ahmed Faiz; Translator,${good},ur,1200,5,8,${leaf.slug}`,
      `Broken Isbn Book,Someone,978-0-00-000000-0,en,500,0,1,${leaf.slug}`,
      `Bad Price Book,Someone,,en,twelve,0,1,${leaf.slug}`,
      `Already Here Revised,A. Writer,${existing.isbn13},en,450,0,3,${leaf.slug}`,
      `Nowhere Book,Someone,,en,500,0,1,no-such-category`,
      `"=cmd|' /C calc'!A0",Someone,,en,300,0,1,${leaf.slug}`,
    ].join('\n');
    const res = await csvUpload(CATALOGUE_API_PATHS.imports, cataloguer, file, 'new-titles.csv');
    expect(res.statusCode, res.body).toBe(202);
    const started: CatalogueImportJob = res.json().data.job;
    expect(started).toMatchObject({ file_name: 'new-titles.csv', rows_expected: 6 });
    const job = await finished(started);
    expect(job).toMatchObject({ state: 'done', percent: 100, error: null });
    expect(job.report).toMatchObject({ rows: 6, inserted: 2, updated: 1 });
    expect(job.report?.rejected).toEqual([
      { line: 3, reason: `isbn: ${CATALOGUE_FORM_MESSAGES.isbnInvalid}` },
      { line: 4, reason: `price: ${CATALOGUE_FORM_MESSAGES.priceInvalid}` },
      { line: 6, reason: 'category "no-such-category" is not a leaf category of the shop' },
    ]);
    const titles = (
      await t.database.db
        .select({ title: books.title, price: books.price })
        .from(books)
        .where(
          sql`${books.title} in ('Halcyon Umber Verses', 'Broken Isbn Book', 'Bad Price Book', 'Nowhere Book', 'Already Here Revised')`,
        )
    ).map((b) => `${b.title} ${b.price}`);
    expect(titles.sort()).toEqual(['Already Here Revised 450', 'Halcyon Umber Verses 1200']);
    const search = await t.app.inject({ url: '/api/autocomplete?search=halcyon umber' });
    expect(search.json().results).toHaveLength(1);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'catalogue.imported'), eq(auditLog.targetId, `import:${job.id}`)));
    expect(entry).toMatchObject({ staffId: cataloguer.id });
    expect(entry?.after).toMatchObject({ rows: 6, inserted: 2, updated: 1, rejected: 3 });
  });

  it('imports a goodbooks CSV as cli import-catalog does, skipping a bad row by line', async () => {
    const file = [
      'book_id,isbn,authors,original_publication_year,title,language_code',
      '990001,0439023483,Suzanne Collins,2008,Quarantine Meadow Songs,eng',
      '990002,,Someone,notayear,Bad Year Book,eng',
    ].join('\n');
    const res = await csvUpload(CATALOGUE_API_PATHS.imports, cataloguer, file, 'goodbooks.csv');
    expect(res.statusCode, res.body).toBe(202);
    const job = await finished(res.json().data.job);
    expect(job.state).toBe('done');
    expect(job.report?.rejected).toEqual([{ line: 3, reason: 'year "notayear" is not a year' }]);
    expect(job.report?.inserted).toBe(1);
  });

  it('refuses a file that is neither format, one import at a time, and the orders role', async () => {
    const wrong = await csvUpload(CATALOGUE_API_PATHS.imports, cataloguer, 'name,amount\nx,1\n');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toBe(
      CATALOGUE_MESSAGES.csvHeader(['title', 'authors', 'price', 'categories']),
    );
    const [running] = await t.database.db
      .insert(catalogueImportJobs)
      .values({ staffId: cataloguer.id, fileName: 'other.csv', state: 'reading' })
      .returning();
    const busy = await csvUpload(CATALOGUE_API_PATHS.imports, cataloguer, 'title,authors,price,categories\n');
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error).toBe(CATALOGUE_MESSAGES.importRunning);
    await t.database.db
      .update(catalogueImportJobs)
      .set({ state: 'failed' })
      .where(eq(catalogueImportJobs.id, running?.id ?? 0));
    const refused = await t.app.inject({
      url: CATALOGUE_API_PATHS.importJob(running?.id ?? 0),
      headers: ordersDesk.headers,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('catalogue export', () => {
  it('streams the catalogue as CSV with the list’s filters, guarding formulas, and reads back unchanged', async () => {
    const book = await addBook({
      title: '=Tangerine Quasar Tides',
      price: '1350',
      discount_percent: '15',
      stock: '12',
    });
    const res = await t.app.inject({
      url: `${CATALOGUE_API_PATHS.export}?q=tangerine quasar`,
      headers: cataloguer.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toContain('no-store');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(CATALOGUE_EXPORT_COLUMNS.join(','));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      `${book.id},book,${book.isbn13},${book.isbn10},'=Tangerine Quasar Tides,A. Writer,,,en,1350,15,12,available,no,no,${leaf.slug}`,
    );

    const again = await csvUpload(CATALOGUE_API_PATHS.imports, cataloguer, res.body, 'export.csv');
    expect(again.statusCode, again.body).toBe(202);
    const job = await finished(again.json().data.job);
    expect(job.report).toMatchObject({ rows: 1, inserted: 0, rejected: [] });
    const [row] = await t.database.db.select({ title: books.title }).from(books).where(eq(books.id, book.id));
    expect(row?.title).toBe('=Tangerine Quasar Tides');
    expect(await bookRow(book.id)).toMatchObject({ price: 1350, discount: 15, stock: 12 });
  });

  it('exports every book of a large catalogue page by page', async () => {
    // More books than one page of the export (1,000), so the keyset paging is crossed.
    await t.database.db.execute(sql`insert into books (title, price, picname, source, source_id)
      select 'Filler ' || n, 100, 'filler-' || n, 'test-filler', n::text from generate_series(1, 1500) n`);
    const res = await t.app.inject({
      url: `${CATALOGUE_API_PATHS.export}?withdrawn=include`,
      headers: cataloguer.headers,
    });
    const [count] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(books);
    const ids = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => Number(line.split(',')[0]));
    expect(ids.length).toBe(Number(count?.n));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
