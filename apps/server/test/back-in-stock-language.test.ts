import { formatMessage, type Language } from '@bookshop/i18n';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setStock } from '../src/catalog/set-stock.js';
import { backInStockRequests, outbox } from '../src/db/schema/index.js';
import { TEST_PUBLIC_URL, uniqueEmail, uniqueIp, useAccountsTestApp } from './support/accounts.js';
import { insertBook } from './support/cart.js';

const t = useAccountsTestApp();

/**
 * The e-mail as the catalogue words it. The database trigger (migration 0023) writes the real
 * one, so this is what keeps its words and the catalogue's `mail.backInStock.*` the same.
 */
function expectedMail(language: Language, book: { title: string; authors: string[] }, url: string) {
  const t = (key: Parameters<typeof formatMessage>[1], values?: Parameters<typeof formatMessage>[2]) =>
    formatMessage(language, key, values);
  const link = language === 'ur' ? `\u2066${url}\u2069` : url;
  const news =
    book.authors.length > 0
      ? t('mail.backInStock.goodNewsBy', { title: book.title, authors: book.authors.join(', ') })
      : t('mail.backInStock.goodNews', { title: book.title });
  return {
    subject: t('mail.backInStock.subject', { title: book.title }),
    body: [
      news,
      '',
      t('mail.backInStock.orderHere', { url: link }),
      '',
      t('mail.backInStock.onlyEmail'),
    ].join('\n'),
  };
}

async function ask(bookId: number, email: string, language: Language) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/books/notify-when-available',
    payload: { bookId, status: 'out_of_stock', email },
    headers: { 'x-shop-language': language },
    remoteAddress: uniqueIp(),
  });
  expect(res.statusCode).toBe(201);
}

async function mailTo(email: string) {
  const rows = await t.database.db.select().from(outbox).where(eq(outbox.recipient, email));
  expect(rows).toHaveLength(1);
  return rows[0];
}

describe('the back-in-stock e-mail', () => {
  it('is written in the language of the page each shopper asked from, the catalogue’s words, the link to that page', async () => {
    for (const authors of [['شری لال شکل', 'Second Author'], []]) {
      const book = { title: 'راگ درباری', authors };
      const bookId = await insertBook(t.database.db, { stock: 0, stockStatus: 'out_of_stock', ...book });
      const [urdu, english] = [uniqueEmail('urdu'), uniqueEmail('english')];
      await ask(bookId, urdu, 'ur');
      await ask(bookId, english, 'en');
      const [request] = await t.database.db
        .select()
        .from(backInStockRequests)
        .where(eq(backInStockRequests.email, urdu));
      expect(request?.language).toBe('ur');

      await setStock(t.database.db, bookId, 3);
      const ur = await mailTo(urdu);
      expect(ur).toMatchObject(expectedMail('ur', book, `${TEST_PUBLIC_URL}/ur/book/${bookId}`));
      expect(ur?.subject).toBe('دوبارہ اسٹاک میں: راگ درباری');
      const en = await mailTo(english);
      expect(en).toMatchObject(expectedMail('en', book, `${TEST_PUBLIC_URL}/book/${bookId}`));
      expect(en?.subject).toBe('Back in stock: راگ درباری');
    }
  });
});
