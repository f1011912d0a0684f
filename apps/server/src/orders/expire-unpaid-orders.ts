import { PAYMENT_METHOD } from '@bookshop/domain';
import { and, asc, eq, inArray, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { orders } from '../db/schema/index.js';
import { createOutboxRepository } from '../mail/repository.js';
import type { PaymentProvider } from '../payments/provider.js';
import { releaseCardDiscount } from './card-discount-claim.js';
import { orderExpiredMail } from './order-mails.js';
import { createOrdersRepository } from './repository.js';
import { settlePaidOrder } from './settle-paid-order.js';
import { releaseStock } from './stock.js';
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
}

/** Enough for a minute's worth at any real shop; the next run takes the rest. */
const BATCH = 200;

const ONLINE_OPTIONS = [PAYMENT_METHOD.CARD, PAYMENT_METHOD.JAZZCASH, PAYMENT_METHOD.EASYPAISA];

/**
 * Cancels the orders that waited too long for their payment and gives their stock (and the card
 * discount of the day) back. Safe with any number of replicas running it at once: each order
 * moves from `pending_payment` to `cancelled` in one conditional UPDATE, in the same transaction
 * that releases its stock, so only the run that moved it releases anything.
 *
 * An online payment is first voided at the provider, outside any transaction: a shopper who
 * approves on the provider's page after that is refused there, so no money is taken for an order
 * that is gone. If the shopper approved just before, the order is placed instead of expired.
 */
export async function expireUnpaidOrders(deps: ExpireUnpaidOrdersDeps): Promise<ExpiryReport> {
  const { db, provider, windows } = deps;
  const now = (deps.now ?? (() => new Date()))().getTime();
  const onlineBefore = new Date(now - windows.walletMinutes * 60_000);
  const transferBefore = new Date(now - windows.bankTransferHours * 3_600_000);
  const due = await db
    .select({ id: orders.id, paymentOption: orders.paymentOption })
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

  const report: ExpiryReport = { expired: [], paid: [] };
  for (const order of due) {
    if (order.paymentOption !== PAYMENT_METHOD.BANK_TRANSFER) {
      const state = await provider.cancelPendingPayment(`order-${order.id}`);
      if (state === 'succeeded') {
        // A card charge that succeeded belongs to its place-order retry, which records the
        // payment; a wallet approval is settled here as payment-status would.
        if (
          order.paymentOption !== PAYMENT_METHOD.CARD &&
          (await settlePaidOrder(db, order.id, deps.publicUrl))
        )
          report.paid.push(order.id);
        continue;
      }
    }
    const expired = await db.transaction(async (tx) => {
      const repo = createOrdersRepository(tx);
      const moved = await repo.transition(order.id, ['pending_payment'], 'cancelled');
      if (!moved) return false;
      await releaseStock(tx, order.id);
      await releaseCardDiscount(tx, order.id);
      const full = await repo.read(moved);
      if (full.email) await createOutboxRepository(tx).insert(orderExpiredMail(full, deps.publicUrl));
      return true;
    });
    if (expired) report.expired.push(order.id);
  }
  return report;
}
