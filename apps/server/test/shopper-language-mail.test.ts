import { randomUUID } from 'node:crypto';
import {
  CONTENT_PAGES,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD,
  PAYMENT_STATE_TABLE,
  paymentMethodLabel,
  STOCK_LABELS,
} from '@bookshop/domain';
import { formatMessage } from '@bookshop/i18n';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOrderDeskRepository } from '../src/admin/orders/repository.js';
import { orders, outbox, users } from '../src/db/schema/index.js';
import { mailWords } from '../src/mail/mail-words.js';
import { SITE_PAGE_NAME_KEYS, sitePageName } from '../src/seo/site-page-names.js';
import { auth, bookWithStock, orderBody, readyGuest, useCheckoutTestApp } from './support/checkout.js';

const t = useCheckoutTestApp();
const PUBLIC_URL = 'https://shop.example.pk';
const LRI = '\u2066';
const PDI = '\u2069';

/** Places a cash-on-delivery order for a guest, from a page in `language`. */
async function placeFrom(language: 'en' | 'ur', email: string): Promise<number> {
  const book = await bookWithStock(t.database.db, 5, 'available', 0);
  const g = await readyGuest(t.app, [{ id: book.id, qty: 2 }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cart/place-order',
    headers: { ...auth(g.token), 'idempotency-key': randomUUID(), 'x-shop-language': language },
    payload: orderBody({ addressId: g.addressId, lines: g.lines, email }),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.order.id as number;
}

async function newestMailTo(email: string) {
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, email))
    .orderBy(desc(outbox.id))
    .limit(1);
  if (!mail) throw new Error(`no e-mail to ${email}`);
  return mail;
}

describe('an order placed from an Urdu page', () => {
  it('records Urdu on the order and e-mails its confirmation in Urdu, right to left, amounts and numbers left to right', async () => {
    const email = `urdu-${randomUUID()}@example.pk`;
    const id = await placeFrom('ur', email);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.language).toBe('ur');
    const total = row?.total ?? -1;
    const amount = `Rs. ${total.toLocaleString('en-PK')}`;

    const mail = await newestMailTo(email);
    expect(mail.subject).toBe(`آپ کا آرڈر نمبر ${LRI}${id}${PDI} کنفرم ہو گیا ہے`);
    expect(mail.body).toContain('آرڈر کرنے کا شکریہ۔');
    expect(mail.body).toContain(`کل رقم: ${LRI}${amount}${PDI}`);
    expect(mail.body).toContain(`آرڈر نمبر: ${LRI}${id}${PDI}`);
    expect(mail.body).toContain('ادائیگی: کیش آن ڈیلیوری (ڈیلیوری پر ادائیگی)');
    expect(mail.body).toMatch(
      new RegExp(`اپنا آرڈر دیکھیں: ${LRI}${PUBLIC_URL}/ur/orders/view\\?token=[^\\s${PDI}]+${PDI}`),
    );
    expect(mail.body).not.toMatch(/Order No|Total|Thank you/);

    expect(mail.html).toContain('<html lang="ur" dir="rtl">');
    expect(mail.html).toContain('Noto Nastaliq Urdu');
    expect(mail.html).toContain('direction:rtl;text-align:right');
    expect(mail.html).toContain(`<bdi dir="ltr">${amount}</bdi>`);
    expect(mail.html).toContain(`<bdi dir="ltr">${id}</bdi>`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/ur/orders/view?token=`);
    expect(mail.html).toContain('کتابیں، اسٹیشنری اور آرٹ کا سامان');
  });

  it('is found on the order desk timeline by its Urdu subject', async () => {
    const email = `urdu-desk-${randomUUID()}@example.pk`;
    const id = await placeFrom('ur', email);
    const emails = await createOrderDeskRepository(t.database.db).emails(id, email);
    expect(emails.map((e) => e.subject)).toEqual([`آپ کا آرڈر نمبر ${LRI}${id}${PDI} کنفرم ہو گیا ہے`]);
    // Another order's number that starts with this one's digits is not this order's.
    expect(await createOrderDeskRepository(t.database.db).emails(Number(`${id}0`), email)).toEqual([]);
  });
});

describe('an order placed from an English page', () => {
  it('records English and e-mails the confirmation exactly as the shop always has', async () => {
    const email = `english-${randomUUID()}@example.pk`;
    const id = await placeFrom('en', email);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.language).toBe('en');
    const amount = `Rs. ${(row?.total ?? -1).toLocaleString('en-PK')}`;
    const mail = await newestMailTo(email);
    expect(mail.subject).toBe(`Your order No: ${id} is confirmed`);
    expect(
      mail.body.startsWith(
        `Thank you for your order.\n\nOrder No: ${id}\nPayment: Cash on Delivery (To pay on delivery)\n\n`,
      ),
    ).toBe(true);
    expect(mail.body).toContain(`\nTotal: ${amount}\n`);
    expect(mail.body).toMatch(new RegExp(`See your order: ${PUBLIC_URL}/orders/view\\?token=\\S+\\n$`));
    expect(mail.body).not.toMatch(/[\u2066\u2069\u0600-\u06FF]/);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).not.toContain('<bdi');
    expect(mail.html).toContain(
      'font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#2b2118',
    );
  });
});

describe("an account's language", () => {
  it('is the registering page’s, and the password reset e-mail is written in it with a link to the Urdu page', async () => {
    const email = `reset-${randomUUID()}@example.pk`;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-shop-language': 'ur' },
      payload: {
        first_name: 'عائشہ',
        last_name: 'خان',
        email,
        password: 'secret123',
        password_confirmation: 'secret123',
      },
    });
    expect(registered.statusCode).toBe(201);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.language).toBe('ur');
    const welcome = await newestMailTo(email);
    expect(welcome.subject).toBe('Bookshop میں خوش آمدید');
    expect(welcome.html).toContain('<html lang="ur" dir="rtl">');

    // Asked from an English page: the e-mail still follows the account, not the asking page.
    await t.app.inject({ method: 'POST', url: '/api/auth/forget-password', payload: { email } });
    await t.app.backgroundWorkSettled();
    const reset = await newestMailTo(email);
    expect(reset.subject).toBe('اپنا پاس ورڈ دوبارہ بنائیں');
    expect(reset.body).toContain('السلام علیکم عائشہ،');
    expect(reset.body).toMatch(
      new RegExp(`${LRI}${PUBLIC_URL}/ur/reset-password\\?resetPasswordToken=[^\\s${PDI}]+${PDI}`),
    );
    expect(reset.html).toContain('<html lang="ur" dir="rtl">');
  });

  it('follows the page the profile is saved from', async () => {
    const email = `profile-${randomUUID()}@example.pk`;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-shop-language': 'ur' },
      payload: {
        first_name: 'Ali',
        last_name: 'Raza',
        email,
        password: 'secret123',
        password_confirmation: 'secret123',
      },
    });
    const { token } = registered.json().data;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { ...auth(token), 'x-shop-language': 'en' },
      payload: { first_name: 'Ali', last_name: 'Raza', phone: '0300 1234567' },
    });
    expect(saved.statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.language).toBe('en');
  });
});

describe('the English mail and seo messages', () => {
  it('say what the domain tables say, so English e-mails and titles read as before', () => {
    const w = mailWords('en');
    for (const [code, label] of Object.entries(ORDER_STATUS_LABELS)) {
      expect(w.status(code as keyof typeof ORDER_STATUS_LABELS)).toBe(label);
      expect(mailWords('ur').status(code as keyof typeof ORDER_STATUS_LABELS)).toMatch(/[\u0600-\u06FF]/);
    }
    for (const entry of PAYMENT_STATE_TABLE) {
      expect(w.paymentState(entry.code)).toBe(entry.label);
      expect(mailWords('ur').paymentState(entry.code)).toMatch(/[\u0600-\u06FF]/);
    }
    // An order without a recorded method is worded as cash on delivery, as the domain's label does.
    expect(w.paymentMethod(null)).toBe(paymentMethodLabel(null));
    const keyOf: Record<string, Parameters<typeof formatMessage>[1]> = {
      refunded: 'mail.paymentStateMessage.refunded',
      refund_due: 'mail.paymentStateMessage.refundDue',
      voided: 'mail.paymentStateMessage.voided',
    };
    for (const entry of PAYMENT_STATE_TABLE.filter((e) => e.code in keyOf)) {
      const key = keyOf[entry.code];
      if (key) expect(formatMessage('en', key)).toBe(entry.message);
    }
    for (const code of Object.values(PAYMENT_METHOD)) {
      expect(w.paymentMethod(code)).toBe(paymentMethodLabel(code));
      expect(mailWords('ur').paymentMethod(code)).not.toBe('');
    }
    // The e-mail names a method as the Urdu order page does (the orders area's words).
    expect(mailWords('ur').paymentMethod(PAYMENT_METHOD.JAZZCASH)).toBe(
      formatMessage('ur', `orders.paymentMethod.${PAYMENT_METHOD.JAZZCASH}`),
    );
    expect(formatMessage('en', 'seo.stock.available')).toBe(STOCK_LABELS.available);
    expect(formatMessage('en', 'seo.stock.outOfStock')).toBe(STOCK_LABELS.out_of_stock);
    expect(formatMessage('en', 'seo.stock.preOrder')).toBe(STOCK_LABELS.pre_order);
    expect(formatMessage('en', 'seo.stock.onDemand')).toBe(STOCK_LABELS.on_demand);
    for (const [path, key] of Object.entries(SITE_PAGE_NAME_KEYS)) {
      if (CONTENT_PAGES[path]) expect(formatMessage('en', key)).toBe(CONTENT_PAGES[path]);
      expect(sitePageName(path, 'ur')).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
