import { PAYMENT_METHOD } from '@bookshop/domain';
import { and, asc, eq, inArray, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { orders } from '../db/schema/index.js';
import { createOutboxRepository } from '../mail/repository.js';
import type { PaymentProvider } from '../payments/provider.js';
import { createOrderLifecycle, endedOrdersToReconcile } from './lifecycle.js';
import { orderExpiredMail } from './order-mails.js';
import { createOrdersRepository } from './repository.js';
import { settlePaidOrder } from './settle-paid-order.js';
import type { UnpaidOrderWindows } from './unpaid-order-windows.js';

export interface ExpireUnpaidOrdersDeps {
  db: Database;
  provider: PaymentProvider;
  publicUrl: string;
  windows: Readonly<UnpaidOrderWindows>;
  now?: () => Date;
}

export interface ExpiryReport {
  /** Orders cancelled by this run, their stock returned. */
  expired: number[];
  /** Orders whose wallet payment turned out approved: placed instead. */
  paid: number[];
  /** Ended orders whose payment arrived late (or whose refund was due): refunded by this run. */
  refunded: number[];
}

/** Enough for a minute's worth at any real shop; the next run takes the rest. */
const BATCH = 200;

const ONLINE_OPTIONS = [PAYMENT_METHOD.CARD, PAYMENT_METHOD.JAZZCASH, PAYMENT_METHOD.EASYPAISA];

/**
 * Cancels the orders that waited too long for their payment, through the order lifecycle, which
 * gives their stock, card discount and gift card back exactly once: each order moves from
 * `pending_payment` to `cancelled` in one conditional UPDATE, so with any number of replicas
 * running this at once only the run that moved it gives anything back.
 *
 * An online payment is first voided at the provider, outside any transaction: a shopper who
 * approves on the provider's page after that is refused there, so no money is taken for an order
 * that is gone. If the shopper approved just before, the order is placed instead of expired.
 * Then ended orders whose payment is not settled (the provider was away when they ended, or a
 * refund is still due) are voided or refunded.
 */
export async function expireUnpaidOrders(deps: ExpireUnpaidOrdersDeps): Promise<ExpiryReport> {
  const { db, provider, windows } = deps;
  const lifecycle = createOrderLifecycle({ db, provider });
  const now = (deps.now ?? (() => new Date()))().getTime();
  const onlineBefore = new Date(now - windows.walletMinutes * 60_000);
  const transferBefore = new Date(now - windows.bankTransferHours * 3_600_000);
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending_payment'),
        or(
          and(inArray(orders.paymentOption, ONLINE_OPTIONS), lt(orders.createdAt, onlineBefore)),
          and(eq(orders.paymentOption, PAYMENT_METHOD.BANK_TRANSFER), lt(orders.createdAt, transferBefore)),
        ),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(BATCH);

  const report: ExpiryReport = { expired: [], paid: [], refunded: [] };
  for (const order of due) {
    const result = await lifecycle.expire(order.id, {
      settleWallet: async (id) =>
        (await settlePaidOrder({ db, provider, publicUrl: deps.publicUrl }, id)) !== null,
      inTransaction: async (tx, moved) => {
        const full = await createOrdersRepository(tx).read(moved);
        if (full.email)
          await createOutboxRepository(tx).insert(orderExpiredMail(full, deps.publicUrl, moved.language));
      },
    });
    if (result === 'expired') report.expired.push(order.id);
    if (result === 'paid') report.paid.push(order.id);
  }
  for (const id of await endedOrdersToReconcile(db, BATCH)) {
    if ((await lifecycle.reconcileEndedPayment(id)) === 'refunded') report.refunded.push(id);
  }
  return report;
}
