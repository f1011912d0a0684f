import { randomUUID } from 'node:crypto';
import {
  CART_QUANTITY_MESSAGES,
  formatRupees,
  ORDER_ACCESS_MESSAGES,
  type Order,
  type OrderViewResponse,
  SANDBOX_PROVIDER_PATHS,
} from '@bookshop/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopperOfToken } from '../src/auth/request-auth.js';
import { setDispatchDate } from '../src/catalog/dispatch-date.js';
import { books, orders, outbox } from '../src/db/schema/index.js';
import { renderInvoicePdf, rtlPieces } from '../src/invoices/invoice-pdf.js';
import { createIdempotencyStore } from '../src/orders/idempotency.js';
import { signOrderLink, verifyOrderLink } from '../src/orders/order-links.js';
import { runOrderStatusCommand } from '../src/orders/order-status-command.js';
import { createPlaceOrder } from '../src/orders/place-order.js';
import { createSandboxProvider } from '../src/payments/sandbox/sandbox-provider.js';
import { readShopSetting, SHOP_SETTING } from '../src/settings/shop-settings.js';
import {
  addToCart,
  auth,
  bookWithStock,
  orderBody,
  placeOrder,
  readyGuest,
  shownLines,
  stockOf,
  useCheckoutTestApp,
} from './support/checkout.js';
import { pdfText } from './support/pdf-text.js';
import { saveCard } from './support/sandbox-card.js';

const t = useCheckoutTestApp();
const PUBLIC_URL = 'https://shop.example.pk';
const DAY_MS = 24 * 60 * 60 * 1000;

let addresses = 0;
/** An address of its own for each lookup sequence: the lookup is limited per address. */
function nextAddress(): string {
  addresses += 1;
  return `10.26.${(addresses >> 8) & 255}.${addresses & 255}`;
}

afterEach(() => {
  vi.useRealTimers();
});

/** A guest's placed order of `qty` copies of a fresh book (cash on delivery unless told). */
async function guestOrder(
  skip: number,
  options: { qty?: number; paymentOption?: number; email?: string } = {},
) {
  const book = await bookWithStock(t.database.db, 5, 'available', skip);
  const g = await readyGuest(t.app, [{ id: book.id, qty: options.qty ?? 1 }]);
  const email = options.email ?? `after${skip}@example.pk`;
  const res = await placeOrder(
    t.app,
    g.token,
    orderBody({ addressId: g.addressId, lines: g.lines, paymentOption: options.paymentOption, email }),
  );
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { order: { id: number }; redirectUrl: string | null };
  return {
    id: data.order.id,
    redirectUrl: data.redirectUrl,
    token: g.token,
    book,
    email,
    addressId: g.addressId,
  };
}

async function mailsAbout(subject: string) {
  return t.database.db.select().from(outbox).where(eq(outbox.subject, subject));
}

/** The signed link of the order's confirmation e-mail, as the shopper clicks it. */
async function linkOfConfirmation(id: number): Promise<string> {
  const [mail] = await mailsAbout(`Your order No: ${id} is confirmed`);
  const link = /https:\/\/shop\.example\.pk\/orders\/view\?token=([A-Za-z0-9_.-]+)/.exec(mail?.body ?? '');
  if (!link?.[1]) throw new Error(`no order link in ${mail?.body}`);
  return link[1];
}

function byLink(token: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: `/api/orders/by-link?token=${encodeURIComponent(token)}` });
}

function lookup(payload: object, remoteAddress: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/orders/lookup', payload, remoteAddress });
}

async function listed(token: string, id: number): Promise<Order> {
  const res = await t.app.inject({ method: 'GET', url: '/api/orders', headers: auth(token) });
  const order = (res.json().data.orders as Order[]).find((o) => o.id === id);
  if (!order) throw new Error(`order ${id} not listed`);
  return order;
}

async function moveTo(id: number, ...statuses: string[]) {
  for (const status of statuses) {
    const result = await runOrderStatusCommand(t.database.db, [String(id), status], PUBLIC_URL);
    expect(result.code, result.output).toBe(0);
  }
}

describe('signed order links', () => {
  it('open the order of the confirmation e-mail in a browser that never logged in, as /api/orders shows it, never stored', async () => {
    const placed = await guestOrder(40);
    const token = await linkOfConfirmation(placed.id);
    const res = await byLink(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as OrderViewResponse;
    expect(body.data.order).toEqual(await listed(placed.token, placed.id));
    expect(body.data.access.url).toMatch(/^https:\/\/shop\.example\.pk\/orders\/view\?token=/);
    expect(new Date(body.data.access.expires_at).getTime() - Date.now()).toBeGreaterThan(89 * DAY_MS);
  });

  it('refuse a token whose order number, version or signature was altered, or one signed with another key (401)', async () => {
    const placed = await guestOrder(41);
    const token = await linkOfConfirmation(placed.id);
    const [payload, signature] = token.split('.') as [string, string];
    const [, version, expiry] = Buffer.from(payload, 'base64url').toString().split('.');
    const otherOrder = `${Buffer.from(`${placed.id - 1}.${version}.${expiry}`).toString('base64url')}.${signature}`;
    const flipped = `${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`;
    const foreignKey = signOrderLink(
      'another shop key that is long enough!!',
      placed.id,
      1,
      new Date(Date.now() + DAY_MS),
    );
    for (const forged of [otherOrder, flipped, foreignKey, `${token}.x`, 'not-a-token', '']) {
      const res = await byLink(forged);
      expect(res.statusCode, forged).toBe(401);
      expect(res.json()).toEqual({ error: ORDER_ACCESS_MESSAGES.linkInvalid });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('stop working after ORDER_LINK_DAYS (90): an expired link says so', async () => {
    const placed = await guestOrder(42);
    const token = await linkOfConfirmation(placed.id);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 89 * DAY_MS);
    expect((await byLink(token)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 2 * DAY_MS);
    const res = await byLink(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: ORDER_ACCESS_MESSAGES.linkExpired });
  });

  it('are withdrawn together by the owner: old links say so, the new one opens the order', async () => {
    const placed = await guestOrder(43);
    const old = await linkOfConfirmation(placed.id);
    const stranger = await readyGuest(t.app, []);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.id}/revoke-links`,
      headers: auth(stranger.token),
    });
    expect(refused.statusCode).toBe(404);
    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.id}/revoke-links`,
      headers: auth(placed.token),
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const res = await byLink(old);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: ORDER_ACCESS_MESSAGES.linkRevoked });
    const fresh = revoked.json().data.access.token as string;
    expect((await byLink(fresh)).statusCode).toBe(200);
  });

  it('are signed with a key the shop keeps in its database, the same for every replica', async () => {
    const key = await readShopSetting(t.database.db, SHOP_SETTING.orderLinkSecret);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const token = signOrderLink(key ?? '', 7, 2, new Date(Date.now() + DAY_MS));
    expect(verifyOrderLink(key ?? '', token, new Date())).toMatchObject({ ok: true, orderId: 7, version: 2 });
    expect(verifyOrderLink(`${key}x`, token, new Date())).toEqual({ ok: false, reason: 'invalid' });
  });

  it('open no other order than their own, even with a bearer token for the route of another', async () => {
    const mine = await guestOrder(44);
    const theirs = await guestOrder(45);
    const token = await linkOfConfirmation(mine.id);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${theirs.id}/invoice.pdf?token=${encodeURIComponent(token)}`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: ORDER_ACCESS_MESSAGES.notFound });
  });
});

describe('order lookup', () => {
  it('finds the order by its number and e-mail (any case) or the delivery phone, as /api/orders shows it', async () => {
    const placed = await guestOrder(46, { email: 'Lookup.Me@example.pk' });
    const from = nextAddress();
    const byEmail = await lookup({ orderId: String(placed.id), email: ' LOOKUP.me@Example.pk ' }, from);
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect(byEmail.headers['cache-control']).toBe('no-store');
    expect(byEmail.json().data.order).toEqual(await listed(placed.token, placed.id));
    const byPhone = await lookup({ orderId: placed.id, phone: '+92 300 1234567' }, from);
    expect(byPhone.statusCode, byPhone.body).toBe(200);
    expect(byPhone.json().data.order.id).toBe(placed.id);
    // The answer carries a link that opens the order again.
    expect((await byLink(byPhone.json().data.access.token)).statusCode).toBe(200);
  });

  it('answers a wrong e-mail or phone exactly as an order that does not exist', async () => {
    const placed = await guestOrder(47);
    const from = nextAddress();
    const wrongEmail = await lookup({ orderId: placed.id, email: 'someone.else@example.pk' }, from);
    const wrongPhone = await lookup({ orderId: placed.id, phone: '0321 7654321' }, from);
    const missing = await lookup({ orderId: 2_000_000_000, email: placed.email }, from);
    for (const res of [wrongEmail, wrongPhone, missing]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(missing.body);
      expect(res.headers['content-length']).toBe(missing.headers['content-length']);
    }
    expect(missing.json()).toEqual({ error: ORDER_ACCESS_MESSAGES.notFound });
  });

  it('asks for an e-mail or a phone, and refuses an order number that is not digits (422)', async () => {
    const from = nextAddress();
    const none = await lookup({ orderId: 1 }, from);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.email).toEqual([ORDER_ACCESS_MESSAGES.emailOrPhoneRequired]);
    expect((await lookup({ orderId: '1e3', email: 'a@example.pk' }, from)).statusCode).toBe(422);
  });

  it('is limited per address (ANON_WRITES_PER_MINUTE, 10): the 11th guess in a minute is 429', async () => {
    const placed = await guestOrder(48);
    const from = nextAddress();
    for (let i = 0; i < 10; i++) {
      const res = await lookup({ orderId: placed.id, email: `guess${i}@example.pk` }, from);
      expect(res.statusCode).toBe(404);
    }
    const blocked = await lookup({ orderId: placed.id, email: placed.email }, from);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another address is not held back.
    expect((await lookup({ orderId: placed.id, email: placed.email }, nextAddress())).statusCode).toBe(200);
  });
});

describe('order e-mails', () => {
  it('have a text and an HTML part with the same lines and totals as the order, links from PUBLIC_URL, Urdu titles marked', async () => {
    const [urdu] = await t.database.db
      .select({ id: books.id, title: books.title })
      .from(books)
      .where(and(sql`${books.title} ~ '[ا-ی]'`, eq(books.stockStatus, 'available'), eq(books.kind, 'book')))
      .limit(1);
    if (!urdu) throw new Error('the demo catalogue has no Urdu book in stock');
    await t.database.db.update(books).set({ stock: 5 }).where(eq(books.id, urdu.id));
    const other = await bookWithStock(t.database.db, 5, 'available', 49);
    const g = await readyGuest(t.app, [{ id: urdu.id, qty: 2 }, { id: other.id }]);
    const res = await placeOrder(
      t.app,
      g.token,
      orderBody({ addressId: g.addressId, lines: g.lines, email: 'mail.reader@example.pk', giftWrap: true }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.order.id as number;
    const order = await listed(g.token, id);
    const [mail] = await mailsAbout(`Your order No: ${id} is confirmed`);
    if (!mail?.html) throw new Error('no HTML part');

    expect(mail.body).toContain(`Total: ${formatRupees(order.totals.total)}`);
    expect(mail.body).toContain(`Subtotal: ${formatRupees(order.totals.subtotal)}`);
    expect(mail.body).toContain(`Gift wrap: ${formatRupees(order.totals.giftWrap)}`);
    for (const item of order.items) {
      expect(mail.body).toContain(
        `${item.qty} x ${item.BOOK_TITLE} (${item.authorName}): ${formatRupees(item.line_total)}`,
      );
      expect(mail.html).toContain(formatRupees(item.line_total));
    }
    expect(mail.html).toMatch(new RegExp(`Total</td><td[^>]*>${formatRupees(order.totals.total)}</td>`));
    expect(mail.html).toContain(`<strong lang="ur" dir="rtl"`);
    expect(mail.html).toContain(`>${urdu.title}</strong>`);
    expect(mail.html).toContain('<meta charset="utf-8">');
    expect(mail.html).toContain(`src="${PUBLIC_URL}/mail/logo.png"`);
    expect(mail.html).toMatch(/href="https:\/\/shop\.example\.pk\/orders\/view\?token=[A-Za-z0-9_.-]+"/);
    expect(mail.body).not.toContain('localhost');
    expect(mail.html).not.toContain('localhost');
    expect(mail.attachments).toEqual([{ kind: 'invoice', orderId: id, filename: `invoice-${id}.pdf` }]);

    const logo = await t.app.inject({ method: 'GET', url: '/mail/logo.png' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
  });

  it('attach no invoice when the shopper did not ask for one', async () => {
    const book = await bookWithStock(t.database.db, 5, 'available', 50);
    const g = await readyGuest(t.app, [{ id: book.id }]);
    const res = await placeOrder(t.app, g.token, {
      ...orderBody({ addressId: g.addressId, lines: g.lines }),
      invoice_not_submit: 1,
    });
    const id = res.json().data.order.id as number;
    const [mail] = await mailsAbout(`Your order No: ${id} is confirmed`);
    expect(mail?.attachments).toEqual([]);
    expect((await listed(g.token, id)).send_invoice).toBe(false);
  });
});

describe('the order as the order page shows it', () => {
  it('carries its timeline, delivery estimate (Lahore: 1 to 2 working days) and send-invoice choice', async () => {
    const placed = await guestOrder(51);
    const order = await listed(placed.token, placed.id);
    expect(order.send_invoice).toBe(true);
    expect(order.timeline).toEqual([{ status: 'placed', label: 'Placed', at: order.created_at }]);
    expect(order.delivery_estimate).toMatchObject({
      kind: 'dated',
      words: expect.stringMatching(/^Expected /),
    });
    const { from, to } = order.delivery_estimate ?? { from: '', to: '' };
    const days = (Date.parse(to ?? '') - Date.parse(order.created_at.slice(0, 10))) / DAY_MS;
    expect(days).toBeGreaterThanOrEqual(2);
    expect(days).toBeLessThanOrEqual(4); // two working days, a Sunday possibly between
    expect((from ?? '') <= (to ?? '')).toBe(true);

    await moveTo(placed.id, 'processing', 'shipped', 'delivered');
    const delivered = await listed(placed.token, placed.id);
    expect(delivered.timeline.map((e) => e.status)).toEqual(['placed', 'processing', 'shipped', 'delivered']);
    expect(delivered.delivery_estimate).toBeNull();
    expect(new Date(delivered.return_until ?? '').getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
  });
});

describe('invoice PDF', () => {
  it("is the owner's (bearer) or the link holder's, parses, and holds the order's lines and total", async () => {
    const placed = await guestOrder(52, { qty: 2 });
    const order = await listed(placed.token, placed.id);
    const owner = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.id}/invoice.pdf`,
      headers: auth(placed.token),
    });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.headers['content-type']).toBe('application/pdf');
    expect(owner.headers['cache-control']).toBe('no-store');
    expect(owner.headers['content-disposition']).toBe(`inline; filename="invoice-${placed.id}.pdf"`);
    const { text } = await pdfText(owner.rawPayload);
    expect(text).toContain(`Invoice No: ${placed.id}`);
    expect(text).toContain(formatRupees(order.totals.total));
    expect(text).toContain(formatRupees(order.items[0]?.line_total ?? -1));

    const token = await linkOfConfirmation(placed.id);
    const guest = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.id}/invoice.pdf?token=${encodeURIComponent(token)}`,
    });
    expect(guest.statusCode).toBe(200);
    expect((await pdfText(guest.rawPayload)).text).toContain(formatRupees(order.totals.total));

    const nobody = await t.app.inject({ method: 'GET', url: `/api/orders/${placed.id}/invoice.pdf` });
    expect(nobody.statusCode).toBe(404);
  });

  it("draws Urdu titles and authors in the embedded Noto Nastaliq Urdu, 'مرزا' too (fontkit alone stops on it)", async () => {
    const placed = await guestOrder(53);
    const order = await listed(placed.token, placed.id);
    const pdf = await renderInvoicePdf(
      {
        ...order,
        items: [
          {
            ...(order.items[0] as Order['items'][number]),
            BOOK_TITLE: 'دیوانِ غالب (2nd edition)',
            authorName: 'مرزا غالب',
          },
        ],
      },
      { publicUrl: PUBLIC_URL },
    );
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoNastaliqUrdu/);
    const { text } = await pdfText(pdf);
    expect(text).toContain(formatRupees(order.totals.total));
    expect(text).toContain('2nd edition');
    // Each Urdu word is drawn whole and shaped; its letters read back from the PDF.
    for (const letter of ['د', 'و', 'ا', 'غ', 'ل', 'ب', 'م', 'ر', 'ز']) expect(text).toContain(letter);
  });

  it('places an Urdu line right to left word by word, keeping Latin text with its brackets whole', () => {
    expect(rtlPieces('دیوانِ غالب (2nd edition) مع شرح')).toEqual([
      { text: 'دیوانِ', rtl: true },
      { text: 'غالب', rtl: true },
      { text: '(2nd edition)', rtl: false },
      { text: 'مع', rtl: true },
      { text: 'شرح', rtl: true },
    ]);
  });
});

describe('reorder', () => {
  it("puts the order's books back in the cart at today's prices, capped by stock, reporting what cannot be added", async () => {
    const kept = await bookWithStock(t.database.db, 5, 'available', 54);
    const scarce = await bookWithStock(t.database.db, 5, 'available', 55);
    const gone = await bookWithStock(t.database.db, 5, 'available', 56);
    const g = await readyGuest(t.app, [{ id: kept.id, qty: 2 }, { id: scarce.id, qty: 3 }, { id: gone.id }]);
    const placed = await placeOrder(t.app, g.token, orderBody({ addressId: g.addressId, lines: g.lines }));
    const id = placed.json().data.order.id as number;
    expect(await shownLines(t.app, g.token)).toEqual([]);

    await t.database.db.update(books).set({ stock: 1 }).where(eq(books.id, scarce.id));
    await t.database.db.update(books).set({ stock: 0 }).where(eq(books.id, gone.id));
    await t.database.db
      .update(books)
      .set({ price: kept.price + 100 })
      .where(eq(books.id, kept.id));

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/reorder`,
      headers: auth(g.token),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      success: true,
      message: "2 books are back in your cart at today's prices. 1 could not be added.",
      data: {
        added: [
          { Book_Id: kept.id, BOOK_TITLE: kept.title, ordered: 2, cart_qty: 2, capped: false },
          { Book_Id: scarce.id, BOOK_TITLE: scarce.title, ordered: 3, cart_qty: 1, capped: true },
        ],
        skipped: [{ Book_Id: gone.id, BOOK_TITLE: gone.title, reason: CART_QUANTITY_MESSAGES.soldOut }],
      },
    });
    const cart = await shownLines(t.app, g.token);
    expect(cart.find((l) => l.Book_Id === kept.id)).toMatchObject({
      cart_qty: 2,
      PAK_PRICE: kept.price + 100,
    });
  });

  it("puts a guest's order, opened by its link in another browser, into that browser's cart", async () => {
    const placed = await guestOrder(57);
    const link = await linkOfConfirmation(placed.id);
    const stranger = await readyGuest(t.app, []);
    const without = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.id}/reorder`,
      headers: auth(stranger.token),
      payload: {},
    });
    expect(without.statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.id}/reorder`,
      headers: auth(stranger.token),
      payload: { token: link },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await shownLines(t.app, stranger.token)).map((l) => l.Book_Id)).toEqual([placed.book.id]);
  });
});

describe('pay now', () => {
  /** A card order left waiting for its payment: the provider could not be reached at placing. */
  async function cardOrderLeftWaiting(skip: number, cardNumber: string) {
    const book = await bookWithStock(t.database.db, 5, 'available', skip);
    const g = await readyGuest(t.app, [{ id: book.id }]);
    const card = await saveCard(t.app, g.token, cardNumber, `paynow${skip}@example.pk`);
    const sandbox = createSandboxProvider(t.database.db);
    const placeWhileAway = createPlaceOrder({
      db: t.database.db,
      provider: { ...sandbox, chargeCard: () => Promise.reject(new Error('provider unreachable')) },
      idempotency: createIdempotencyStore(t.database.db, { leaseSeconds: 30 }),
      deliverMail: () => {},
      publicUrl: PUBLIC_URL,
    });
    const who = await shopperOfToken(t.database.db, g.token);
    if (!who) throw new Error('guest token not live');
    await expect(
      placeWhileAway(
        who,
        randomUUID(),
        orderBody({ addressId: g.addressId, lines: g.lines, paymentOption: 1, cardToken: card }),
      ),
    ).rejects.toMatchObject({ statusCode: 503 });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.guestTokenId, who.tokenId));
    if (!row) throw new Error('no order written');
    expect(row.status).toBe('pending_payment');
    return { id: row.id, token: g.token, book, total: row.total };
  }

  function pay(id: number, token: string | null, payload: object = {}) {
    return t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/pay`,
      headers: token ? auth(token) : {},
      payload,
    });
  }

  it('charges a waiting card order its total on its card, once, and places it', async () => {
    const waiting = await cardOrderLeftWaiting(58, '4242424242424242');
    const res = await pay(waiting.id, waiting.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.order).toMatchObject({
      id: waiting.id,
      status: 'placed',
      payment_state: { code: 'paid' },
    });
    expect(await mailsAbout(`Your order No: ${waiting.id} is confirmed`)).toHaveLength(1);
    const charges = await t.database.db.execute(
      sql`select amount from sandbox_provider_payments where reference = ${`order-${waiting.id}`}`,
    );
    expect((charges as unknown as { rows: { amount: number }[] }).rows).toEqual([{ amount: waiting.total }]);
    const again = await pay(waiting.id, waiting.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: `Order No: ${waiting.id} is not waiting for a payment.` });
  });

  it('answers a declined card as placing does (402), and the order gives its stock back', async () => {
    const waiting = await cardOrderLeftWaiting(59, '4000000000000002');
    const before = await stockOf(t.database.db, waiting.book.id);
    const res = await pay(waiting.id, waiting.token);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      success: false,
      error: 'The transaction was unsuccessful.',
      data: { order: { id: waiting.id } },
    });
    expect(await stockOf(t.database.db, waiting.book.id)).toBe(before + 1);
  });

  it('gives a waiting wallet order its approval page again (the same payment), and approving it places the order', async () => {
    const placed = await guestOrder(60, { paymentOption: 2 });
    expect(placed.redirectUrl).toBeTruthy();
    const link = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.id}`,
      headers: auth(placed.token),
    });
    const token = link.json().data.access.token as string;
    const res = await pay(placed.id, null, { token });
    expect(res.statusCode, res.body).toBe(200);
    const redirect = res.json().data.redirectUrl as string;
    expect(redirect.split('?')[0]).toBe((placed.redirectUrl ?? '').split('?')[0]);
    const paymentId = /\/([^/?]+)\?/.exec(redirect)?.[1] ?? '';
    const approved = await t.app.inject({
      method: 'POST',
      url: SANDBOX_PROVIDER_PATHS.walletApproval(paymentId),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    expect(approved.statusCode).toBeLessThan(400);
    const after = await pay(placed.id, placed.token);
    expect(after.statusCode).toBe(200);
    expect(after.json().data.order.status).toBe('placed');
  });

  it('refuses an order that pays on delivery, and another shopper (404)', async () => {
    const placed = await guestOrder(61);
    const cod = await pay(placed.id, placed.token);
    expect(cod.statusCode).toBe(409);
    const stranger = await readyGuest(t.app, []);
    expect((await pay(placed.id, stranger.token)).statusCode).toBe(404);
  });
});

describe('return requests', () => {
  function requestReturn(id: number, token: string, payload: object) {
    return t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/return-request`,
      headers: auth(token),
      payload,
    });
  }

  it('are taken for a delivered order within the window, once, e-mailed to the shop, and shown with the order', async () => {
    const placed = await guestOrder(62, { qty: 2 });
    const tooEarly = await requestReturn(placed.id, placed.token, {
      reason: 'Torn',
      lines: [{ Book_Id: placed.book.id, qty: 1 }],
    });
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().error).toMatch(/has not been delivered/);
    await moveTo(placed.id, 'processing', 'shipped', 'delivered');

    const tooMany = await requestReturn(placed.id, placed.token, {
      reason: 'Torn',
      lines: [{ Book_Id: placed.book.id, qty: 3 }],
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.lines).toEqual([`You ordered 2 copies of "${placed.book.title}".`]);
    const notInOrder = await requestReturn(placed.id, placed.token, {
      reason: 'Torn',
      lines: [{ Book_Id: 1, qty: 1 }],
    });
    expect(notInOrder.statusCode).toBe(422);

    const res = await requestReturn(placed.id, placed.token, {
      reason: 'Cover torn\nin two places',
      lines: [{ Book_Id: placed.book.id, qty: 1 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const request = res.json().data.returnRequest;
    expect(request).toMatchObject({
      order_id: placed.id,
      status: 'requested',
      reason: 'Cover torn\nin two places',
      lines: [{ Book_Id: placed.book.id, BOOK_TITLE: placed.book.title, qty: 1 }],
      decided_at: null,
    });
    const again = await requestReturn(placed.id, placed.token, {
      reason: 'Again',
      lines: [{ Book_Id: placed.book.id, qty: 2 }],
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.returnRequest).toEqual(request);
    expect(await mailsAbout(`Return requested for order No: ${placed.id}`)).toHaveLength(1);
    expect((await listed(placed.token, placed.id)).return_request).toEqual(request);
  });

  it(`are refused past RETURN_DAYS (7) after delivery, with the window named`, async () => {
    const placed = await guestOrder(63);
    await moveTo(placed.id, 'processing', 'shipped', 'delivered');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 7 * DAY_MS + 60_000);
    const res = await requestReturn(placed.id, placed.token, {
      reason: 'Late',
      lines: [{ Book_Id: placed.book.id, qty: 1 }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: `Returns are accepted within 7 days of delivery; Order No: ${placed.id} was delivered more than 7 days ago.`,
    });
  });
});

describe('cart of a guest who reorders after adding books', () => {
  it('adds to a line already in the cart, up to the stock', async () => {
    const placed = await guestOrder(64, { qty: 2 });
    await addToCart(t.app, placed.token, placed.book.id, 1);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.id}/reorder`,
      headers: auth(placed.token),
      payload: {},
    });
    // 5 in stock before the order took 2: 3 left; 1 in the cart plus 2 reordered.
    expect(res.json().data.added).toEqual([
      { Book_Id: placed.book.id, BOOK_TITLE: placed.book.title, ordered: 2, cart_qty: 3, capped: false },
    ]);
  });
});

describe('the book answer', () => {
  it('says when an on-demand or pre-order book leaves the shop: its own date, else the usual days', async () => {
    const book = await bookWithStock(t.database.db, 0, 'pre_order', 0);
    const shopDays = await t.app.inject({ method: 'GET', url: `/api/books/${book.id}` });
    expect(shopDays.json().data.book.dispatch).toMatchObject({
      source: 'shop',
      words: expect.stringMatching(/^Dispatched between /),
    });
    const day = new Date(Date.now() + 40 * DAY_MS).toISOString().slice(0, 10);
    expect(await setDispatchDate(t.database.db, book.id, day)).toMatchObject({ dispatchDate: day });
    // The kept book answer is dropped when the database announces the change (LISTEN/NOTIFY),
    // which arrives a moment after the update commits.
    const ownDispatch = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/books/${book.id}` })).json().data.book.dispatch;
    await expect.poll(async () => (await ownDispatch()).source).toBe('book');
    const own = await ownDispatch();
    expect(own).toMatchObject({ source: 'book', to: own.from });
    // A book on the shelf leaves at once: no note.
    const onShelf = await bookWithStock(t.database.db, 3, 'available', 65);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/books/${onShelf.id}` })).json().data.book.dispatch,
    ).toBeNull();
  });
});
