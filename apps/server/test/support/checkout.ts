import { randomUUID } from 'node:crypto';
import type { ShownCartLine } from '@bookshop/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import { seedDemo } from '../../src/catalog/seed-demo.js';
import type { Database } from '../../src/db/client.js';
import { books } from '../../src/db/schema/index.js';
import { checkAnswersAgainstDocument } from './openapi-contract.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { useTestApp } from './use-test-app.js';

export interface CheckoutTestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real app on a fresh database with the demo catalogue, as checkout tests need it. */
export async function createCheckoutTestApp(
  options: { logger?: Parameters<typeof buildApp>[0]['logger']; devRoutes?: boolean } = {},
): Promise<CheckoutTestApp> {
  const database = await createTestDatabase();
  await seedDemo(database.db);
  // Every answer a test receives is checked against the OpenAPI document (openapi-contract.ts).
  const app = checkAnswersAgainstDocument(
    await buildApp({
      config: {
        dataDir: null,
        webDistDir: null,
        logLevel: 'silent',
        smtpUrl: null,
        publicUrl: 'https://shop.example.pk',
        // Checkout tests save many cards from one address; the card intent limits have a test of their own.
        cardIntentLimits: { perShopper: 100_000, perAddress: 100_000 },
        devRoutes: options.devRoutes ?? false,
      },
      database,
      logger: options.logger ?? false,
    }),
  );
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

/** What a test file reads of its checkout test app: the app and its database. */
export type CheckoutTestFile = Omit<CheckoutTestApp, 'close'>;

/**
 * The checkout test app for one test file: made before the file's tests (seeding the demo
 * catalogue takes a while, hence the long timeout) and closed after them. Call it at the top of
 * the file; read `app` and `database` inside tests and hooks, once it has been made.
 */
export function useCheckoutTestApp(
  options: Parameters<typeof createCheckoutTestApp>[0] = {},
): CheckoutTestFile {
  return useTestApp(() => createCheckoutTestApp(options), 300_000);
}

export function auth(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** A book of the demo catalogue in the given state, set to exactly `stock` copies. */
export async function bookWithStock(
  db: Database,
  stock: number,
  status: 'available' | 'pre_order' = 'available',
  skip = 0,
): Promise<{ id: number; title: string; price: number }> {
  const [row] = await db
    .select({ id: books.id, title: books.title, price: books.price })
    .from(books)
    .where(and(eq(books.stockStatus, status), eq(books.kind, 'book'), gte(books.price, 300)))
    .orderBy(books.id)
    .offset(skip)
    .limit(1);
  if (!row) throw new Error(`the demo catalogue has no ${status} book`);
  await db.update(books).set({ stock }).where(eq(books.id, row.id));
  return row;
}

export async function stockOf(db: Database, id: number): Promise<number> {
  const [row] = await db.select({ stock: books.stock }).from(books).where(eq(books.id, id));
  if (!row) throw new Error(`no book ${id}`);
  return row.stock;
}

let guests = 0;

/** A new guest token; each from an address of its own, as separate shoppers are (anonymous writes are limited per address). */
export async function newGuest(app: FastifyInstance): Promise<string> {
  guests += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/guest',
    remoteAddress: `10.11.${(guests >> 8) & 255}.${guests & 255}`,
  });
  if (res.statusCode !== 201) throw new Error(`guest token failed: ${res.statusCode} ${res.body}`);
  return res.json().data.token;
}

export async function addToCart(app: FastifyInstance, token: string, bookId: number, qty = 1): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/cart/add-cart-item',
    headers: auth(token),
    payload: { bookId, qty, cartType: 'cart' },
  });
  if (res.statusCode >= 300) throw new Error(`add to cart failed: ${res.statusCode} ${res.body}`);
}

/** The cart lines as the shopper sees them, from the cart page's own call. */
export async function shownLines(app: FastifyInstance, token: string): Promise<ShownCartLine[]> {
  const res = await app.inject({ method: 'GET', url: '/api/cart/order-cart?web=true', headers: auth(token) });
  if (res.statusCode !== 200) throw new Error(`cart failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  const groups = body.data ?? body;
  return ['availableBooks', 'outOfStockBooks', 'preOrderBooks', 'onDemandBooks'].flatMap((g) =>
    (groups[g] as ShownCartLine[]).map(({ Book_Id, PAK_PRICE, Discount, availabilityStatus, cart_qty }) => ({
      Book_Id,
      PAK_PRICE,
      Discount,
      availabilityStatus,
      cart_qty,
    })),
  );
}

export async function addAddress(app: FastifyInstance, token: string): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/addresses',
    headers: auth(token),
    payload: {
      firstName: 'Ayesha',
      lastName: 'Khan',
      phone: '0300 1234567',
      address: '12 Mall Road',
      city: 'Lahore',
      province: 'Punjab',
      country: 'Pakistan',
      zipCode: '54000',
    },
  });
  if (res.statusCode !== 201) throw new Error(`address failed: ${res.statusCode} ${res.body}`);
  return res.json().data.address.id;
}

export interface OrderBodyInput {
  addressId: number;
  lines: ShownCartLine[];
  paymentOption?: number;
  cardToken?: string;
  email?: string;
  giftWrap?: boolean;
}

export function orderBody(input: OrderBodyInput) {
  return {
    email: input.email ?? 'buyer@example.pk',
    subscribeToNewsLetter: false,
    address_id: input.addressId,
    billing_address_id: input.addressId,
    payment_option: input.paymentOption ?? 4,
    gift_wrap: input.giftWrap ? 1 : 0,
    invoice_not_submit: 0,
    special_instruction: '',
    ...(input.cardToken ? { card_token: input.cardToken } : {}),
    shown_lines: input.lines,
  };
}

export function placeOrder(
  app: FastifyInstance,
  token: string,
  body: object,
  key: string = randomUUID(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/cart/place-order',
    headers: { ...auth(token), 'idempotency-key': key },
    payload: body,
  });
}

/** A guest with one address and the given books in the cart, ready to place an order. */
export async function readyGuest(app: FastifyInstance, items: readonly { id: number; qty?: number }[]) {
  const token = await newGuest(app);
  for (const item of items) await addToCart(app, token, item.id, item.qty ?? 1);
  const addressId = await addAddress(app, token);
  return { token, addressId, lines: await shownLines(app, token) };
}

export async function countRows(db: Database, table: string): Promise<number> {
  const result = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}
