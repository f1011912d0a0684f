import {
  type OrderActor,
  type OrderStatus,
  orderStatusKind,
  PAYMENT_METHOD_TABLE,
  type PaymentAction,
  type PaymentOutcome,
  paymentKindOf,
  timelineMoney,
} from '@bookshop/domain';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import type { Database } from '../db/client.js';
import { orders } from '../db/schema/index.js';
import { HttpError } from '../lib/errors.js';
import type { PaymentProvider, PaymentState } from '../payments/provider.js';
import { cancelMoney, isOnline } from './cancel-money.js';
import { type InTransaction, type MovedOrder, moveOrder, paymentReferenceOf } from './move-order.js';
import { listOrderEvents, recordOrderEvent } from './order-events.js';
import type { OrderRow } from './repository.js';

export { type InTransaction, type MovedOrder, moveOrder, paymentReferenceOf } from './move-order.js';

/**
 * The one order lifecycle. Every way an order changes state or ends goes through here: the
 * shopper's cancel, closing a failed order, a declined card or wallet, expiry, staff moving it
 * on or cancelling it, and a payment arriving after the order ended. Each change is one
 * conditional UPDATE of the order's status (on the row locked first, so the status it came
 * from is known): whoever makes it gives back stock, the card's discount and the gift card, and
 * writes the order's timeline (order_events), in the same transaction. Whoever loses the race
 * gives back nothing.
 *
 * Money is moved with the payment provider only between transactions, never while a row is
 * locked: a pending payment is voided before its order is cancelled (so a later approval is
 * refused by the provider); a captured one is refunded after the cancel commits, the order
 * recording `refund_due` until the provider confirms and `refunded` after.
 */

export interface OrderLifecycleDeps {
  db: Database;
  provider: PaymentProvider;
}

export interface CancelOptions {
  actor: OrderActor;
  /** The statuses this actor may cancel from. */
  from: readonly OrderStatus[];
  /** Staff's reason; the shop's own words for expiry. */
  note?: string | null;
  /**
   * When the provider cannot be asked to void a pending payment: `refuse` (503, nothing changes:
   * a shopper tries again) or `proceed` (the order ends; the payment is settled later).
   */
  whenProviderAway?: 'refuse' | 'proceed';
  inTransaction?: InTransaction;
}

export type CancelResult = { ok: true; moved: MovedOrder } | { ok: false; row: OrderRow | null };

export function createOrderLifecycle(deps: OrderLifecycleDeps) {
  const { db, provider } = deps;

  async function find(id: number): Promise<OrderRow | null> {
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    return row ?? null;
  }

  async function voidPending(id: number): Promise<PaymentState | null | 'unreachable'> {
    try {
      return await provider.cancelPendingPayment(paymentReferenceOf(id));
    } catch {
      return 'unreachable';
    }
  }

  /** Appends a money event that is not a change of status, with the order's new outcome. */
  async function recordOutcome(
    id: number,
    change: {
      only: readonly PaymentOutcome[] | 'unset';
      outcome: PaymentOutcome;
      action: PaymentAction;
      note: string;
      refundReference?: string;
      /** The event's amount; the order's total when not given. */
      amount?: number;
    },
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const condition =
        change.only === 'unset'
          ? isNull(orders.paymentOutcome)
          : or(isNull(orders.paymentOutcome), inArray(orders.paymentOutcome, [...change.only]));
      const [row] = await tx
        .update(orders)
        .set({
          paymentOutcome: change.outcome,
          ...(change.refundReference ? { refundReference: change.refundReference } : {}),
          updatedAt: sql`now()`,
        })
        .where(and(eq(orders.id, id), condition))
        .returning();
      if (!row) return false;
      await recordOrderEvent(tx, {
        orderId: id,
        from: null,
        to: row.status as OrderStatus,
        actor: 'system',
        note: change.note,
        payment: {
          action: change.action,
          amount: change.amount ?? row.total,
          reference: row.paymentReference,
        },
      });
      return true;
    });
  }

  /**
   * Asks the provider to refund an order that owes its payment back (`refund_due`) and records
   * the refund once it is done. False when the provider did not refund (it is away; the
   * reconciliation tries again).
   */
  async function settleRefund(id: number): Promise<boolean> {
    const row = await find(id);
    if (row?.paymentOutcome !== 'refund_due' || !isOnline(row)) return false;
    let state: PaymentState | null;
    try {
      state = await provider.refundPayment(paymentReferenceOf(id));
    } catch {
      return false;
    }
    if (state !== 'refunded') return false;
    // What is given back: what was taken (the order's total when no capture was recorded) less
    // any part the order desk refunded before.
    const money = timelineMoney(await listOrderEvents(db, id));
    const refundDue = Math.max(0, (money.captured || row.total) - money.refunded);
    await recordOutcome(id, {
      only: ['refund_due'],
      outcome: 'refunded',
      action: 'refunded',
      note: 'Payment refunded.',
      refundReference: paymentReferenceOf(id),
      amount: refundDue,
    });
    return true;
  }

  /**
   * A payment taken for an order that had already ended (cancelled, expired or failed): it is
   * recorded as captured, refunded and the refund recorded. Answers whether money was found and
   * is (or is being) given back.
   */
  async function refundLatePayment(id: number): Promise<boolean> {
    const row = await find(id);
    if (!row || !isOnline(row) || orderStatusKind(row.status as OrderStatus) !== 'ended') return false;
    if (row.paymentOutcome === 'refunded') return false;
    if (row.paymentOutcome !== 'refund_due') {
      const state = await provider.paymentState(paymentReferenceOf(id));
      if (state !== 'succeeded') return false;
      await recordOutcome(id, {
        only: ['voided', 'failed'],
        outcome: 'refund_due',
        action: 'captured',
        note: 'Payment arrived after the order had ended; it is refunded.',
      });
    }
    await settleRefund(id);
    return true;
  }

  /**
   * Ends an order as cancelled: voids its pending payment first (so approving it later takes
   * nothing), then, in one transaction, moves it, gives back what it held and records it; a
   * captured payment is refunded after that commits.
   */
  async function cancel(id: number, options: CancelOptions): Promise<CancelResult> {
    const before = await find(id);
    if (!before || !options.from.includes(before.status as OrderStatus)) return { ok: false, row: before };
    const voided =
      before.status === 'pending_payment' && isOnline(before) ? await voidPending(id) : undefined;
    return cancelAfterVoid(id, options, voided);
  }

  /** {@link cancel} once the pending payment, if any, was voided (what the provider answered). */
  async function cancelAfterVoid(
    id: number,
    options: CancelOptions,
    voided: PaymentState | null | 'unreachable' | undefined,
  ): Promise<CancelResult> {
    if (voided === 'unreachable' && options.whenProviderAway !== 'proceed')
      throw new HttpError(503, 'The payment provider could not be reached. Please try again.');
    let refund = false;
    const moved = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!locked || !options.from.includes(locked.status as OrderStatus)) return null;
      // Part of the payment may be refunded or owed already (the order desk's partial refunds).
      const earlier = timelineMoney(await listOrderEvents(tx, id));
      const money = cancelMoney(
        locked,
        locked.status as OrderStatus,
        voided,
        earlier.refunded + earlier.refundDue,
      );
      refund = money.refund;
      return moveOrder(tx, {
        id,
        from: [locked.status as OrderStatus],
        to: 'cancelled',
        actor: options.actor,
        note: options.note ?? null,
        payment: money.payment,
        outcome: money.outcome,
        inTransaction: options.inTransaction,
      });
    });
    if (!moved) return { ok: false, row: await find(id) };
    if (refund) await settleRefund(id);
    return { ok: true, moved };
  }

  return {
    find,
    cancel,
    settleRefund,
    refundLatePayment,

    /** The Payment failed dialog's Cancel: a failed order closed; it gave everything back already. */
    async closeFailed(id: number, actor: OrderActor): Promise<MovedOrder | null> {
      return db.transaction((tx) =>
        moveOrder(tx, { id, from: ['payment_failed'], to: 'cancelled', actor, note: 'Failed order closed.' }),
      );
    },

    /**
     * A card declined or a wallet payment declined by the shopper, inside the caller's transaction
     * (place-order records its retry key in the same one): the order fails and gives back what it
     * held.
     */
    recordPaymentFailed(
      tx: Executor,
      row: Pick<OrderRow, 'id' | 'total'>,
      failure: { paymentReference?: string; note: string },
    ): Promise<MovedOrder | null> {
      return moveOrder(tx, {
        id: row.id,
        from: ['pending_payment'],
        to: 'payment_failed',
        actor: 'system',
        note: failure.note,
        outcome: 'failed',
        paymentReference: failure.paymentReference,
        payment: {
          action: 'declined',
          amount: row.total,
          reference: failure.paymentReference ?? paymentReferenceOf(row.id),
        },
      });
    },

    /**
     * A payment received for an order waiting for it (card charged, wallet approved, bank
     * transfer received), inside the caller's transaction. Null when the order was no longer
     * waiting: a card or wallet payment is then late, and the caller refunds it with
     * {@link refundLatePayment} once its transaction commits.
     */
    recordPaid(
      tx: Executor,
      row: Pick<OrderRow, 'id' | 'total'>,
      paid: {
        actor: OrderActor;
        note?: string;
        paymentReference?: string;
        inTransaction?: InTransaction;
      },
    ): Promise<MovedOrder | null> {
      return moveOrder(tx, {
        id: row.id,
        from: ['pending_payment'],
        to: 'placed',
        actor: paid.actor,
        note: paid.note ?? null,
        paymentReference: paid.paymentReference,
        payment: { action: 'captured', amount: row.total, reference: paid.paymentReference ?? null },
        inTransaction: paid.inTransaction,
      });
    },

    /**
     * Staff move an order on one step (processing, shipped, delivered). Cash handed to the
     * courier is recorded as captured when a cash-on-delivery order is delivered.
     */
    async advance(
      id: number,
      step: { from: OrderStatus; to: OrderStatus; actor: OrderActor; note?: string | null },
      inTransaction?: InTransaction,
    ): Promise<MovedOrder | null> {
      return db.transaction(async (tx) => {
        const [locked] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
        if (!locked) return null;
        const collected = step.to === 'delivered' && paymentKindOf(locked.paymentOption) === 'on_delivery';
        return moveOrder(tx, {
          id,
          from: [step.from],
          to: step.to,
          actor: step.actor,
          note: step.note ?? null,
          payment: collected ? { action: 'captured', amount: locked.total, reference: null } : null,
          inTransaction,
        });
      });
    },

    /**
     * An order not paid within its window: its pending payment is voided at the provider, then
     * the order is cancelled and gives back what it held. If the shopper approved the wallet
     * payment just before, the order is placed instead (`paid`, through `settleWallet`); a card
     * charge that succeeded belongs to its place-order retry (`skipped`).
     */
    async expire(
      id: number,
      options: { settleWallet: (id: number) => Promise<boolean>; inTransaction?: InTransaction },
    ): Promise<'expired' | 'paid' | 'skipped'> {
      const before = await find(id);
      if (before?.status !== 'pending_payment') return 'skipped';
      const voided = isOnline(before) ? await voidPending(id) : undefined;
      if (voided === 'succeeded') {
        // Approved just before its window ended: placed, as payment-status would.
        if (paymentKindOf(before.paymentOption) !== 'wallet') return 'skipped';
        return (await options.settleWallet(id)) ? 'paid' : 'skipped';
      }
      const result = await cancelAfterVoid(
        id,
        {
          actor: 'system',
          from: ['pending_payment'],
          note: 'Not paid in time.',
          // The stock goes back on sale whether or not the provider answers; a payment approved
          // after all is refunded by the reconciliation.
          whenProviderAway: 'proceed',
          inTransaction: options.inTransaction,
        },
        voided,
      );
      return result.ok ? 'expired' : 'skipped';
    },

    /**
     * An ended card or wallet order whose payment was not settled: the provider was away when it
     * ended (outcome unknown), or its refund is still due. Voids what is still pending, refunds
     * what was taken, and records it.
     */
    async reconcileEndedPayment(id: number): Promise<'refunded' | 'voided' | 'unchanged'> {
      const row = await find(id);
      if (!row || !isOnline(row) || orderStatusKind(row.status as OrderStatus) !== 'ended')
        return 'unchanged';
      if (row.paymentOutcome === 'refund_due') return (await settleRefund(id)) ? 'refunded' : 'unchanged';
      if (row.paymentOutcome !== null) return 'unchanged';
      const state = await voidPending(id);
      if (state === 'unreachable') return 'unchanged';
      if (state === 'succeeded') return (await refundLatePayment(id)) ? 'refunded' : 'unchanged';
      const outcome: PaymentOutcome =
        state === 'declined' ? 'failed' : state === 'refunded' ? 'refunded' : 'voided';
      const action: PaymentAction =
        state === 'declined' ? 'declined' : state === 'refunded' ? 'refunded' : 'voided';
      await recordOutcome(id, {
        only: 'unset',
        outcome,
        action,
        note: 'Payment settled after the order had ended.',
      });
      return outcome === 'voided' ? 'voided' : 'unchanged';
    },
  };
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;

const ONLINE_CODES = PAYMENT_METHOD_TABLE.filter((m) => m.kind === 'card' || m.kind === 'wallet').map(
  (m) => m.code,
);

/** Ended card and wallet orders whose payment is not settled, for the reconciliation. */
export async function endedOrdersToReconcile(db: Database, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.status, ['cancelled', 'payment_failed']),
        inArray(orders.paymentOption, ONLINE_CODES),
        or(isNull(orders.paymentOutcome), eq(orders.paymentOutcome, 'refund_due')),
      ),
    )
    .orderBy(orders.id)
    .limit(limit);
  return rows.map((r) => r.id);
}
