import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query-rows.js';
import { books } from '../src/db/schema/index.js';
import {
  auth,
  bookWithStock,
  orderBody,
  placeOrder,
  readyGuest,
  stockOf,
  useCheckoutTestApp,
} from './support/checkout.js';
import { buildPreviousRelease, type PreviousReleaseBuild } from './support/previous-release-build.js';
import { PREVIOUS_RELEASE_COMMIT } from './support/previous-release-commit.js';
import { type PreviousReleaseServer, startPreviousRelease } from './support/previous-release-server.js';
import { previousReleaseShopper } from './support/previous-release-shopper.js';
import { testDatabaseKind } from './support/test-database.js';

/**
 * Expand-then-contract, checked (README, "Upgrading"): during a rolling restart the previous
 * release keeps serving on the schema this release has just migrated. Here that release's own
 * server, built from git history (support/previous-release-build.ts), runs as a process on a
 * PostgreSQL schema this release migrated, beside this release's app on the same schema; a shopper
 * places a cash-on-delivery order on each, and each release reads what the other wrote.
 *
 * PostgreSQL only: replicas of two releases share a database only there (the embedded PGlite has
 * one owning process, so it is upgraded by stopping one release and starting the next).
 */

/** Every book here costs 1000 with its own 10 % off: 900 a copy, so the money is exact. */
const PRICE = 1000;
const DISCOUNT = 10;
const UNIT = 900;
/** The spec's standard shipping (section 9), the same in both releases. */
const SHIPPING = 150;
const STOCK = 20;

describe.runIf(testDatabaseKind === 'postgres')(
  `the previous release (${PREVIOUS_RELEASE_COMMIT.slice(0, 7)}) serving on this release's schema`,
  () => {
    const t = useCheckoutTestApp();
    let build: PreviousReleaseBuild;
    let previous: PreviousReleaseServer;
    let shopper: ReturnType<typeof previousReleaseShopper>;
    let migrationsBefore: { idx: number; tag: string }[];
    const bookIds: number[] = [];

    const appliedMigrations = () =>
      queryRows<{ idx: number; tag: string }>(
        t.database.db,
        sql`select idx, tag from schema_migrations order by idx`,
      );

    beforeAll(async () => {
      // Priced before the old server starts, so it never read them at another price.
      for (const skip of [0, 1]) {
        const book = await bookWithStock(t.database.db, STOCK, 'available', skip);
        await t.database.db
          .update(books)
          .set({ price: PRICE, discountPercent: DISCOUNT })
          .where(eq(books.id, book.id));
        bookIds.push(book.id);
      }
      migrationsBefore = await appliedMigrations();
      build = await buildPreviousRelease(PREVIOUS_RELEASE_COMMIT);
      const [where] = await queryRows<{ schema: string }>(
        t.database.db,
        sql`select current_schema() as schema`,
      );
      if (!where || !process.env.TEST_DATABASE_URL) throw new Error('no PostgreSQL schema to share');
      // The test app's scratch schema: the two releases share one database, as in a rolling restart.
      const url = new URL(process.env.TEST_DATABASE_URL);
      url.searchParams.set('options', `-c search_path=${where.schema},public`);
      previous = await startPreviousRelease(build, url.toString());
      shopper = previousReleaseShopper(previous);
    }, 180_000);

    afterAll(async () => {
      // Before the test app drops the schema (vitest runs after-hooks last registered first).
      await previous?.stop();
    });

    it('starts on the migrated schema, finding every migration it shipped applied and applying none', async () => {
      const journal = JSON.parse(
        readFileSync(path.join(build.migrationsDir, 'meta/_journal.json'), 'utf8'),
      ) as {
        entries: { idx: number; tag: string }[];
      };
      const after = await appliedMigrations();
      expect(after).toEqual(migrationsBefore);
      const applied = new Map(after.map((m) => [Number(m.idx), m.tag]));
      for (const { idx, tag } of journal.entries) expect(applied.get(idx), `migration ${idx}`).toBe(tag);
      // This release is ahead: it has migrations the previous one does not know.
      expect(after.length).toBeGreaterThan(journal.entries.length);
    });

    it('places a cash-on-delivery order on the previous release, and this release lists it with its money and stock', async () => {
      const [bookId] = bookIds as [number];
      // The book as this release wrote it, read by the previous one.
      expect(await shopper.book(bookId)).toMatchObject({
        Book_Id: bookId,
        PAK_PRICE: PRICE,
        Discount: DISCOUNT,
        stock: STOCK,
        bookStatus: 'available',
      });

      const token = await shopper.newGuest();
      await shopper.addToCart(token, bookId, 2);
      const addressId = await shopper.addAddress(token);
      const orderId = await shopper.placeCashOnDeliveryOrder(token, addressId, 'old.release@example.pk');
      const money = { subtotal: 2 * UNIT, shipping: SHIPPING, total: 2 * UNIT + SHIPPING };
      const line = { Book_Id: bookId, qty: 2, unit_price: UNIT, line_total: 2 * UNIT };

      const [listedByPrevious] = await shopper.orders(token);
      expect(listedByPrevious).toMatchObject({
        id: orderId,
        status: 'placed',
        payment_option: 4,
        totals: { ...money, giftWrap: 0, cardDiscount: 0 },
      });
      expect(listedByPrevious?.items).toEqual([expect.objectContaining(line)]);

      // This release: the guest token the old one made, the order it wrote, the stock it took.
      expect(await stockOf(t.database.db, bookId)).toBe(STOCK - 2);
      const listed = await t.app.inject({ url: '/api/orders', headers: auth(token) });
      expect(listed.statusCode).toBe(200);
      const orders = listed.json().data.orders;
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ id: orderId, status: 'placed', payment_option: 4, totals: money });
      expect(orders[0].items).toEqual([expect.objectContaining(line)]);
      // The old release emptied the cart it ordered from.
      const cart = await t.app.inject({ url: '/api/cart/get-cart-total', headers: auth(token) });
      expect(cart.statusCode).toBe(200);
      expect(cart.json().data.totalCartCount).toBe(0);
    });

    it('lists an order this release placed on the previous release, with its money and stock', async () => {
      const [, bookId] = bookIds as [number, number];
      const guest = await readyGuest(t.app, [{ id: bookId, qty: 3 }]);
      const placed = await placeOrder(
        t.app,
        guest.token,
        orderBody({ addressId: guest.addressId, lines: guest.lines }),
      );
      expect(placed.statusCode).toBe(200);
      const orderId = placed.json().data.order.id;

      const orders = await shopper.orders(guest.token);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({
        id: orderId,
        status: 'placed',
        payment_option: 4,
        totals: {
          subtotal: 3 * UNIT,
          shipping: SHIPPING,
          giftWrap: 0,
          cardDiscount: 0,
          total: 3 * UNIT + SHIPPING,
        },
      });
      expect(orders[0]?.items).toEqual([
        expect.objectContaining({ Book_Id: bookId, qty: 3, unit_price: UNIT, line_total: 3 * UNIT }),
      ]);
      expect((await shopper.book(bookId)).stock).toBe(STOCK - 3);
    });

    it('logged no error while it served both shoppers on the new schema', () => {
      expect(previous.errors()).toEqual([]);
    });
  },
);
