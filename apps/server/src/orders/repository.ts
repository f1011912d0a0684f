import {
  type Address,
  isBackorder,
  ORDER_STATUS_LABELS,
  type Order,
  type OrderCancelDemand,
  type OrderItem,
  type OrderStatus,
  orderPaymentState,
  type PaymentMethodCode,
  type ProductKind,
  type StockStatus,
} from '@bookshop/domain';
import {
  and,
  asc,
  type Column,
  type ColumnsSelection,
  desc,
  eq,
  getTableColumns,
  inArray,
  is,
  SQL,
  sql,
  type WithSubquery,
} from 'drizzle-orm';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { Executor } from '../accounts/repository.js';
import type { AddressOwner } from '../addresses/repository.js';
import { cartItems, orderCancelDemands, orderItems, orders } from '../db/schema/index.js';
import { extrasFrom, type OrderExtras, orderExtrasOf } from './order-extras.js';
import { refuseShortStock, type StockTake, stockTaking } from './stock.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

export function ownsOrder(owner: AddressOwner): SQL {
  return 'userId' in owner ? eq(orders.userId, owner.userId) : eq(orders.guestTokenId, owner.guestTokenId);
}

/** What an order's line on the wire is made of: known before the line is written, too. */
export type OrderItemFields = Pick<
  OrderItemRow,
  | 'bookId'
  | 'title'
  | 'authorName'
  | 'picname'
  | 'kind'
  | 'qty'
  | 'unitPrice'
  | 'cardDiscount'
  | 'lineTotal'
  | 'stockStatus'
>;

function toOrderItem(row: OrderItemFields): OrderItem {
  return {
    Book_Id: row.bookId ?? 0,
    BOOK_TITLE: row.title,
    authorName: row.authorName,
    picname: row.picname,
    kind: row.kind as ProductKind,
    qty: row.qty,
    unit_price: row.unitPrice,
    card_discount: row.cardDiscount,
    line_total: row.lineTotal,
    backorder: isBackorder({ availabilityStatus: row.stockStatus as StockStatus }),
  };
}

/** What an order reads as before its extras are known: no timeline beyond its status, no estimate. */
function bareExtras(row: OrderRow): OrderExtras {
  const status = row.status as OrderStatus;
  return {
    delivery_estimate: null,
    timeline: [{ status, label: ORDER_STATUS_LABELS[status], at: row.createdAt.toISOString() }],
    return_request: null,
    return_until: null,
    shipment: null,
  };
}

export function toOrder(
  row: OrderRow,
  items: readonly OrderItemFields[],
  cancelDemand: OrderCancelDemand | null = null,
  extras: OrderExtras = bareExtras(row),
): Order {
  return {
    id: row.id,
    status: row.status as OrderStatus,
    created_at: row.createdAt.toISOString(),
    email: row.email,
    payment_option: row.paymentOption as PaymentMethodCode,
    shipping_address: row.shippingAddress as Address,
    billing_address: row.billingAddress as Address,
    gift_wrap: row.giftWrap,
    special_instruction: row.specialInstruction,
    items: items.map(toOrderItem),
    totals: {
      subtotal: row.subtotal,
      shipping: row.shipping,
      giftWrap: row.giftWrapFee,
      cardDiscount: row.cardDiscount,
      // Only with a redeemed e-gift card: an order without one reads as it always has.
      ...(row.giftCard > 0 ? { giftCard: row.giftCard } : {}),
      total: row.total,
    },
    cancel_demand: cancelDemand,
    payment_state: orderPaymentState({
      status: row.status as OrderStatus,
      paymentOption: row.paymentOption,
      paymentOutcome: row.paymentOutcome,
    }),
    send_invoice: row.sendInvoice,
    ...extras,
  };
}

/** The extras of these orders (timeline, delivery estimate, return request), by order id. */
function extrasOf(db: Executor, rows: readonly OrderRow[], items: Map<number, OrderItemRow[]>) {
  return orderExtrasOf(
    db,
    rows.map((row) => ({ ...row, items: items.get(row.id) ?? [] })),
  );
}

/**
 * The whole row of an order about to be written with `id` at `at` (checkout-read.ts's newOrder):
 * the columns given, and every other one its default as the schema declares it (`at` for those
 * that default to now()), so the row is known, and can be mailed, before it is written.
 */
export function orderRowOf(order: NewOrder, id: number, at: Date): OrderRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(orders))) {
    const given = (order as Record<string, unknown>)[key];
    row[key] = given !== undefined ? given : column.hasDefault ? defaultOf(column, at) : null;
  }
  return { ...row, id } as OrderRow;
}

function defaultOf(column: Column, at: Date): unknown {
  // defaultNow() is the only SQL default an order has; a serial id has none (it is given).
  if (is(column.default, SQL)) return at;
  return column.default ?? null;
}

/** Orders and their lines. Lines are written once, at placing, and never change. */
export function createOrdersRepository(db: Executor) {
  async function itemsOf(orderIds: readonly number[]): Promise<Map<number, OrderItemRow[]>> {
    const byOrder = new Map<number, OrderItemRow[]>();
    if (orderIds.length === 0) return byOrder;
    const rows = await db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, [...orderIds]))
      .orderBy(asc(orderItems.id));
    for (const row of rows) {
      const list = byOrder.get(row.orderId) ?? [];
      list.push(row);
      byOrder.set(row.orderId, list);
    }
    return byOrder;
  }

  /** The cancel demands of these orders (at most one each), by order id. */
  async function demandsOf(orderIds: readonly number[]): Promise<Map<number, OrderCancelDemand>> {
    const byOrder = new Map<number, OrderCancelDemand>();
    if (orderIds.length === 0) return byOrder;
    const rows = await db
      .select()
      .from(orderCancelDemands)
      .where(inArray(orderCancelDemands.orderId, [...orderIds]));
    for (const row of rows)
      byOrder.set(row.orderId, { reason: row.reason, created_at: row.createdAt.toISOString() });
    return byOrder;
  }

  /**
   * Writes an order and its lines in one statement, `order` being the whole row (orderRowOf). The
   * statement also takes the copies of `stock` (stock.ts), deletes `cartLines` from the owner's
   * cart (the order now holds them) and runs `alongside` (a statement with RETURNING, made for
   * the order's id) and `alsoWrite`, each a data-modifying WITH; when a book lacked copies it
   * throws OutOfStockError afterwards, and the caller's transaction undoes it all. Returns the
   * order's row, its lines as written and how many rows `alongside` returned.
   */
  async function insertTakingLines(write: {
    order: OrderRow;
    items: readonly NewOrderItem[];
    stock?: readonly StockTake[];
    cartLines?: { owner: AddressOwner; ids: readonly number[] } | null;
    alongside?: (orderId: number) => TypedQueryBuilder<ColumnsSelection>;
    /**
     * Another write for the statement, made from the order's row (its e-mail); wrapped, as a
     * query returned bare from an async function would run.
     */
    alsoWrite?: (row: OrderRow) => Promise<{ query: TypedQueryBuilder<ColumnsSelection> }>;
  }): Promise<{ row: OrderRow; items: OrderItemRow[]; alongsideRows: number }> {
    const { order, items, stock = [], cartLines = null, alongside, alsoWrite } = write;
    const taken = stock.length > 0 ? stockTaking(db, stock) : null;
    // Every column given, so the row written is `order` exactly; the lines' foreign key is
    // checked at the end of the statement, when the order's row is there.
    const ctes: WithSubquery[] = [
      db.$with('placed_order').as(db.insert(orders).values(order).returning({ id: orders.id })),
    ];
    if (taken) ctes.push(taken);
    if (cartLines && cartLines.ids.length > 0) {
      const { owner, ids } = cartLines;
      ctes.push(
        db.$with('taken_cart_lines').as(
          db
            .delete(cartItems)
            .where(
              and(
                'userId' in owner
                  ? eq(cartItems.userId, owner.userId)
                  : eq(cartItems.guestTokenId, owner.guestTokenId),
                inArray(cartItems.id, [...ids]),
              ),
            )
            .returning({ id: cartItems.id }),
        ),
      );
    }
    const also = alongside ? db.$with('alongside').as(alongside(order.id)) : null;
    if (also) ctes.push(also);
    if (alsoWrite) ctes.push(db.$with('also_written').as((await alsoWrite(order)).query));
    const written = await db
      .with(...ctes)
      .insert(orderItems)
      .values(items.map((item) => ({ ...item, orderId: order.id })))
      .returning({
        ...getTableColumns(orderItems),
        // Every order has lines, so each row can say what the companion statements did.
        takenBooks: taken
          ? sql<number[]>`(select coalesce(array_agg(id), '{}') from ${taken})`
          : sql<number[]>`'{}'::int[]`,
        alongsideRows: also ? sql<number>`(select count(*)::int from ${also})` : sql<number>`0`,
      });
    await refuseShortStock(db, stock, written[0]?.takenBooks ?? []);
    return {
      row: order,
      items: written.map(({ alongsideRows: _, takenBooks: __, ...item }) => item),
      alongsideRows: Number(written[0]?.alongsideRows ?? 0),
    };
  }

  return {
    itemsOf,

    insertTakingLines,

    async find(id: number): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row ?? null;
    },

    async findOwned(owner: AddressOwner, id: number): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), ownsOrder(owner)));
      return row ?? null;
    },

    /** The order with its lines, as the API answers it. */
    async read(row: OrderRow): Promise<Order> {
      const items = await itemsOf([row.id]);
      const demands = await demandsOf([row.id]);
      const extras = await extrasOf(db, [row], items);
      return toOrder(row, items.get(row.id) ?? [], demands.get(row.id) ?? null, extras.get(row.id));
    },

    /**
     * An order just written, as the API answers it, without reading it back: it has no cancel
     * demand, event, return request or shipment yet, and `dispatchDates` holds its pre-order and
     * on-demand books' dispatch dates (read with the cart).
     */
    readWritten(
      row: OrderRow,
      items: readonly OrderItemFields[],
      dispatchDates: ReadonlyMap<number, string | null>,
    ): Order {
      const extras = extrasFrom([{ ...row, items }], {
        events: [],
        requests: [],
        shipments: [],
        dispatchDates,
      });
      return toOrder(row, items, null, extras.get(row.id));
    },

    /** The shopper's orders, newest first, with their lines. */
    async listOwned(owner: AddressOwner, limit = 100): Promise<Order[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(ownsOrder(owner))
        .orderBy(desc(orders.id))
        .limit(limit);
      const ids = rows.map((r) => r.id);
      const items = await itemsOf(ids);
      const demands = await demandsOf(ids);
      const extras = await extrasOf(db, rows, items);
      return rows.map((row) =>
        toOrder(row, items.get(row.id) ?? [], demands.get(row.id) ?? null, extras.get(row.id)),
      );
    },

    async setPaymentReference(id: number, paymentReference: string): Promise<void> {
      await db.update(orders).set({ paymentReference, updatedAt: sql`now()` }).where(eq(orders.id, id));
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
