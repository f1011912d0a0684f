import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, books, giftCards, homeBanners, homeRows } from '../src/db/schema/index.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await database.dispose();
});

async function refused(work: () => Promise<unknown>): Promise<boolean> {
  try {
    await work();
    return false;
  } catch {
    return true;
  }
}

describe('migration 0024 (home rows titled in Urdu)', () => {
  it('titles the four built-in home rows in Urdu', async () => {
    const rows = await database.db
      .select({ key: homeRows.builtinKey, titleUr: homeRows.titleUr })
      .from(homeRows)
      .orderBy(homeRows.position);
    expect(rows).toEqual([
      { key: 'new', titleUr: 'نئی کتابیں' },
      { key: 'popular', titleUr: 'مقبول کتابیں' },
      { key: 'high-discounts', titleUr: 'بڑی رعایتیں' },
      { key: 'urdu', titleUr: 'اردو کتابیں' },
    ]);
  });
});

describe('migration 0020 (the catalogue desk)', () => {
  it('seeds the home page the shop always had: three banners and four rows with their keys', async () => {
    const banners = await database.db
      .select({ title: homeBanners.title })
      .from(homeBanners)
      .orderBy(homeBanners.position);
    expect(banners.map((b) => b.title)).toEqual(['Urdu classics', 'Back to school', 'High discounts']);
    const rows = await database.db.select().from(homeRows).orderBy(homeRows.position);
    expect(rows.map((r) => [r.builtinKey, r.source, r.language])).toEqual([
      ['new', 'new', null],
      ['popular', 'popular', null],
      ['high-discounts', 'high-discounts', null],
      ['urdu', 'language', 'ur'],
    ]);
  });

  it('keeps every existing book on sale with no uploaded cover', async () => {
    const [id] = await database.db
      .insert(books)
      .values({ title: 'Old Row', price: 100, picname: 'old-row', source: 'test', sourceId: '1' })
      .returning({ id: books.id });
    const [row] = await database.db
      .select()
      .from(books)
      .where(eq(books.id, id?.id ?? 0));
    expect(row).toMatchObject({ withdrawn: false, coverUploadedAt: null });
  });

  it('refuses a banner linking off the shop, and a language row without its language', async () => {
    const banner = { title: 't', text: 't', cta: 'c', art: 'deals' };
    expect(
      await refused(() => database.db.insert(homeBanners).values({ ...banner, href: '//evil.example' })),
    ).toBe(true);
    expect(
      await refused(() =>
        database.db.insert(homeBanners).values({ ...banner, href: 'https://evil.example' }),
      ),
    ).toBe(true);
    expect(await refused(() => database.db.insert(homeBanners).values({ ...banner, href: '/search' }))).toBe(
      false,
    );
    expect(await refused(() => database.db.insert(homeRows).values({ title: 'x', source: 'language' }))).toBe(
      true,
    );
  });

  it('voids only a paid gift card, with its reason', async () => {
    const card = {
      paymentIntentId: 'pi_schema_1',
      amount: 1000,
      recipientName: 'R',
      recipientEmail: 'r@example.pk',
      recipientMobile: '+923001234567',
      buyerName: 'B',
      buyerEmail: 'b@example.pk',
      buyerMobile: '+923001234567',
      receiptKeyHash: 'x',
    };
    const [pending] = await database.db.insert(giftCards).values(card).returning({ id: giftCards.id });
    expect(
      await refused(() =>
        database.db
          .update(giftCards)
          .set({ voidedAt: sql`now()`, voidReason: 'no' })
          .where(eq(giftCards.id, pending?.id ?? 0)),
      ),
    ).toBe(true);
    expect(
      await refused(() =>
        database.db
          .update(giftCards)
          .set({ voidedAt: sql`now()` })
          .where(eq(giftCards.id, pending?.id ?? 0)),
      ),
    ).toBe(true);
  });

  it('lets the audit log name the desk’s targets, and still no other', async () => {
    for (const targetType of [
      'book',
      'catalogue',
      'category',
      'home_banner',
      'home_row',
      'card_rule',
      'book_request',
      'gift_card',
    ]) {
      expect(
        await refused(() =>
          database.db
            .insert(auditLog)
            .values({ actor: 'cli', action: 'book.updated', targetType, targetId: '1' }),
        ),
        targetType,
      ).toBe(false);
    }
    expect(
      await refused(() =>
        database.db
          .insert(auditLog)
          .values({ actor: 'cli', action: 'book.updated', targetType: 'planet', targetId: '1' }),
      ),
    ).toBe(true);
  });
});
