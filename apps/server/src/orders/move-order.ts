import { type OrderActor, type OrderStatus, orderStatusKind, type PaymentOutcome } from '@bookshop/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import { orders } from '../db/schema/index.js';
import { type NewOrderEvent, NOTHING_RETURNED, type Returned, recordOrderEvent } from './order-events.js';
import { releaseOrderHolds } from './release-order-holds.js';
import type { OrderRow } from './repository.js';

/** The shop's reference of an order's payment at the provider. */
export function paymentReferenceOf(orderId: number): string {
  return `order-${orderId}`;
}

/** Statuses in which an order holds stock, a card discount and a gift card. */
const HOLDING: readonly OrderStatus[] = ['pending_payment', 'placed', 'processing', 'shipped'];

/** Work done in the transaction of a change, once it is made: e-mails, the cart, a retry key. */
export type InTransaction = (tx: Executor, moved: OrderRow) => Promise<void>;

/** One change of status, as {@link moveOrder} makes it. */
export interface OrderMove {
  id: number;
  /** The statuses the order may be in for the change; any other refuses it. */
  from: readonly OrderStatus[];
  to: OrderStatus;
  actor: OrderActor;
  note?: string | null;
  payment?: NewOrderEvent['payment'];
  /** Recorded on the order with the change; undefined leaves what it has. */
  outcome?: PaymentOutcome | null;
  paymentReference?: string;
  inTransaction?: InTransaction;
}

export interface MovedOrder {
  row: OrderRow;
  from: OrderStatus;
  returned: Returned;
}

/**
 * Makes one change of status inside the caller's transaction, or nothing (null) when the order
 * is not in one of `from`. Ending an order that held stock gives back what it held.
 */
export async function moveOrder(tx: Executor, move: OrderMove): Promise<MovedOrder | null> {
  const [current] = await tx.select().from(orders).where(eq(orders.id, move.id)).for('update');
  if (!current) return null;
  const from = current.status as OrderStatus;
  if (!move.from.includes(from)) return null;
  const [row] = await tx
    .update(orders)
    .set({
      status: move.to,
      ...(move.outcome !== undefined ? { paymentOutcome: move.outcome } : {}),
      ...(move.paymentReference !== undefined ? { paymentReference: move.paymentReference } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, move.id), eq(orders.status, from)))
    .returning();
  if (!row) return null;
  const ends = orderStatusKind(move.to) === 'ended' && HOLDING.includes(from);
  const returned = ends ? await releaseOrderHolds(tx, move.id) : NOTHING_RETURNED;
  await recordOrderEvent(tx, {
    orderId: move.id,
    from,
    to: move.to,
    actor: move.actor,
    note: move.note ?? null,
    payment: move.payment ?? null,
    returned,
  });
  if (move.inTransaction) await move.inTransaction(tx, row);
  return { row, from, returned };
}
