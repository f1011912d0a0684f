import {
  type DeliveryEstimate,
  deliveryEstimate,
  ORDER_STATUS_LABELS,
  type OrderShipment,
  type OrderStatus,
  type OrderTimelineEntry,
  orderStatusKind,
  type ReturnRequest,
  returnWindowEnd,
  type StockStatus,
} from '@bookshop/domain';
import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import { books, orderEvents, orderShipments, returnRequests } from '../db/schema/index.js';
import { returnDaysFrom, shopDeliveryRules } from './delivery-rules.js';

/** The parts of the Order wire that come from beside the order's own row (issue 26). */
export interface OrderExtras {
  delivery_estimate: DeliveryEstimate | null;
  timeline: OrderTimelineEntry[];
  return_request: ReturnRequest | null;
  return_until: string | null;
  /** The courier and tracking number recorded when the order desk shipped it (issue 24). */
  shipment: OrderShipment | null;
}

type ReturnRequestRow = typeof returnRequests.$inferSelect;

export function toReturnRequest(row: ReturnRequestRow): ReturnRequest {
  return {
    id: row.id,
    order_id: row.orderId,
    status: row.status,
    reason: row.reason,
    lines: row.lines,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    decision_note: row.decisionNote,
  };
}

/** A shipment row on the wire. */
function shipmentOf(row: typeof orderShipments.$inferSelect | undefined): OrderShipment | null {
  return row
    ? { courier: row.courier, tracking_number: row.trackingNumber, shipped_at: row.shippedAt.toISOString() }
    : null;
}

/** What {@link orderExtrasOf} reads of an order and its lines. */
export interface ExtrasInput {
  id: number;
  status: string;
  createdAt: Date;
  shippingAddress: unknown;
  items: readonly { bookId: number | null; stockStatus: string }[];
}

/** What the extras of some orders are made of, read beside their rows. */
export interface ExtrasSources {
  /** Their order_events, oldest first. */
  events: readonly { orderId: number; at: Date; from: string | null; to: string }[];
  requests: readonly ReturnRequestRow[];
  shipments: readonly (typeof orderShipments.$inferSelect)[];
  /** The dispatch dates of their pre-order and on-demand books, by book id. */
  dispatchDates: ReadonlyMap<number, string | null>;
}

/** The book ids whose dispatch dates these orders' delivery estimates need. */
export function datedBookIds(orders: readonly ExtrasInput[]): number[] {
  const waiting = orders.filter((o) => orderStatusKind(o.status as OrderStatus) !== 'closed');
  return [
    ...new Set(
      waiting.flatMap((o) =>
        o.items
          .filter((i) => i.stockStatus === 'pre_order' || i.stockStatus === 'on_demand')
          .map((i) => i.bookId),
      ),
    ),
  ].filter((id): id is number => id !== null);
}

/**
 * The timeline, delivery estimate and return request of these orders, in three queries whatever
 * their number: the status it was placed in and every change since (order_events), when it should
 * arrive while it is on its way (the shop's delivery rules, the lines' stock states at ordering,
 * a pre-order or on-demand book's own dispatch date), and its return request and window.
 */
export async function orderExtrasOf(
  db: Executor,
  orders: readonly ExtrasInput[],
  options: { returnDays?: number } = {},
): Promise<Map<number, OrderExtras>> {
  if (orders.length === 0) return new Map();
  const ids = orders.map((o) => o.id);
  const events = await db
    .select({
      orderId: orderEvents.orderId,
      at: orderEvents.at,
      from: orderEvents.fromStatus,
      to: orderEvents.toStatus,
    })
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, ids))
    .orderBy(asc(orderEvents.id));
  const requests = await db.select().from(returnRequests).where(inArray(returnRequests.orderId, ids));
  const shipments = await db.select().from(orderShipments).where(inArray(orderShipments.orderId, ids));
  const bookIds = datedBookIds(orders);
  const dispatchDates = new Map<number, string | null>();
  if (bookIds.length > 0) {
    const rows = await db
      .select({ id: books.id, dispatchDate: books.dispatchDate })
      .from(books)
      .where(inArray(books.id, bookIds));
    for (const row of rows) dispatchDates.set(row.id, row.dispatchDate);
  }
  return extrasFrom(orders, { events, requests, shipments, dispatchDates }, options);
}

/**
 * The extras of these orders from what was read beside them; no query. Placing uses it for the
 * order it just wrote, which has no events, return request or shipment yet, and whose books'
 * dispatch dates came with its cart lines.
 */
export function extrasFrom(
  orders: readonly ExtrasInput[],
  { events, requests, shipments, dispatchDates }: ExtrasSources,
  options: { returnDays?: number } = {},
): Map<number, OrderExtras> {
  const result = new Map<number, OrderExtras>();
  const rules = shopDeliveryRules();
  const returnDays = options.returnDays ?? returnDaysFrom();
  const dates = dispatchDates;

  for (const order of orders) {
    const status = order.status as OrderStatus;
    const own = events.filter((e) => e.orderId === order.id);
    // The status it was placed in: before any change, its status; else the first change's
    // from-status (or the to-status of an event that records the placing itself).
    const head = own[0];
    const first = (head ? (head.from ?? head.to) : status) as OrderStatus;
    const timeline: OrderTimelineEntry[] = [
      { status: first, label: ORDER_STATUS_LABELS[first], at: order.createdAt.toISOString() },
      ...own
        .filter((e) => e.from !== null && e.from !== e.to)
        .map((e) => ({
          status: e.to as OrderStatus,
          label: ORDER_STATUS_LABELS[e.to as OrderStatus],
          at: e.at.toISOString(),
        })),
    ];
    const kind = orderStatusKind(status);
    const estimate =
      kind === 'open' || kind === 'awaiting_payment'
        ? deliveryEstimate({
            city: (order.shippingAddress as { City?: string | null } | null)?.City,
            lines: order.items.map((item) => ({
              stockStatus: item.stockStatus as StockStatus,
              dispatchDate: item.bookId !== null ? (dates.get(item.bookId) ?? null) : null,
            })),
            placedAt: order.createdAt,
            rules,
          })
        : null;
    const delivered =
      status === 'delivered' ? [...own].reverse().find((e) => e.to === 'delivered') : undefined;
    const request = requests.find((r) => r.orderId === order.id);
    result.set(order.id, {
      delivery_estimate: estimate,
      timeline,
      return_request: request ? toReturnRequest(request) : null,
      return_until: delivered ? returnWindowEnd(delivered.at, returnDays).toISOString() : null,
      shipment: shipmentOf(shipments.find((s) => s.orderId === order.id)),
    });
  }
  return result;
}
