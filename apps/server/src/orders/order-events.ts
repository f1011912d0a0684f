import type { OrderActor, OrderEvent, OrderStatus, PaymentAction } from '@bookshop/domain';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import { orderEvents } from '../db/schema/index.js';

/** What went back when an order ended: copies to stock, the card's discount, gift card value. */
export interface Returned {
  stock: number;
  cardDiscount: boolean;
  giftCard: number;
}

export const NOTHING_RETURNED: Readonly<Returned> = { stock: 0, cardDiscount: false, giftCard: 0 };

/** One step of an order's life, as the lifecycle records it. */
export interface NewOrderEvent {
  orderId: number;
  from: OrderStatus | null;
  to: OrderStatus;
  actor: OrderActor;
  note?: string | null;
  payment?: { action: PaymentAction; amount: number; reference?: string | null } | null;
  returned?: Readonly<Returned>;
}

/** Longest note kept (the column's check): a staff reason is cut, never refused, here. */
const NOTE_LIMIT = 500;

/**
 * Appends one event to the order's timeline, in the caller's transaction, so the event exists if
 * and only if the change it describes committed. Only the order lifecycle writes events.
 */
export async function recordOrderEvent(tx: Executor, event: NewOrderEvent): Promise<void> {
  const returned = event.returned ?? NOTHING_RETURNED;
  await tx.insert(orderEvents).values({
    orderId: event.orderId,
    fromStatus: event.from,
    toStatus: event.to,
    actor: event.actor,
    note: event.note ? event.note.slice(0, NOTE_LIMIT) : null,
    paymentAction: event.payment?.action ?? null,
    paymentAmount: event.payment ? event.payment.amount : null,
    paymentReference: event.payment?.reference ?? null,
    stockReturned: returned.stock,
    cardDiscountReturned: returned.cardDiscount,
    giftCardReturned: returned.giftCard,
  });
}

/** An order's timeline, oldest first, as the order desk shows it. */
export async function listOrderEvents(db: Executor, orderId: number): Promise<OrderEvent[]> {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
  return rows.map((row) => ({
    at: row.at.toISOString(),
    from_status: row.fromStatus as OrderStatus | null,
    to_status: row.toStatus as OrderStatus,
    actor: row.actor,
    note: row.note,
    payment:
      row.paymentAction && row.paymentAmount != null
        ? { action: row.paymentAction, amount: row.paymentAmount, reference: row.paymentReference }
        : null,
    returned: {
      stock: row.stockReturned,
      card_discount: row.cardDiscountReturned,
      gift_card: row.giftCardReturned,
    },
  }));
}
