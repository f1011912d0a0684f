import { CHECKOUT_MESSAGES } from '@bookshop/domain';
import type { Executor } from '../accounts/repository.js';
import type { Database } from '../db/client.js';
import { HttpError } from '../lib/errors.js';
import { createOutboxRepository } from '../mail/repository.js';
import type { PaymentProvider } from '../payments/provider.js';
import { createOrderLifecycle, paymentReferenceOf } from './lifecycle.js';
import { orderConfirmationMail } from './order-mails.js';
import { clearOrderedLines, ownerOfOrder } from './place-order.js';
import { createOrdersRepository, type OrderRow } from './repository.js';

export interface ChargeOrderCardDeps {
  db: Database;
  provider: PaymentProvider;
  publicUrl: string;
}

/** How charging an order's card ended. `late`: the order ended meanwhile; the money went back. */
export type CardChargeResult = 'paid' | 'declined' | 'late';

/**
 * Charges a card order waiting for its payment, its total on the card recorded with it, under the
 * order's own provider reference (the provider answers a repeated reference with its first
 * outcome, so a retry never charges twice), and records the outcome through the order lifecycle
 * as placing does: paid, the books leave the cart and the confirmation is written; declined, the
 * order fails and gives back what it held. `inTransaction` runs in the recording transaction.
 *
 * @throws HttpError 503 when the provider cannot be reached (nothing is recorded).
 */
export async function chargeOrderCard(
  deps: ChargeOrderCardDeps,
  order: OrderRow,
  inTransaction?: (tx: Executor, result: 'paid' | 'declined') => Promise<void>,
): Promise<CardChargeResult> {
  const { db, provider } = deps;
  const lifecycle = createOrderLifecycle({ db, provider });
  let outcome: Awaited<ReturnType<PaymentProvider['chargeCard']>>;
  try {
    outcome = await provider.chargeCard({
      token: order.cardToken ?? '',
      amount: order.total,
      reference: paymentReferenceOf(order.id),
    });
  } catch {
    throw new HttpError(503, CHECKOUT_MESSAGES.couldNotPlaceOrder);
  }
  let late = false;
  const result = await db.transaction(async (tx): Promise<'paid' | 'declined'> => {
    if (outcome.status === 'succeeded') {
      const placed = await lifecycle.recordPaid(tx, order, {
        actor: 'system',
        note: 'Card charged.',
        paymentReference: outcome.paymentId,
        inTransaction: async (inner, moved) => {
          const full = await createOrdersRepository(inner).read(moved);
          const owner = ownerOfOrder(moved);
          if (owner)
            await clearOrderedLines(
              inner,
              owner,
              full.items.map((i) => i.Book_Id),
            );
          await createOutboxRepository(inner).insert(
            orderConfirmationMail(full, deps.publicUrl, moved.language),
          );
        },
      });
      late = placed === null;
      await inTransaction?.(tx, 'paid');
      return 'paid';
    }
    await lifecycle.recordPaymentFailed(tx, order, {
      paymentReference: outcome.paymentId,
      note: outcome.message,
    });
    await inTransaction?.(tx, 'declined');
    return 'declined';
  });
  // Not placed by this charge: placed by a racing one (paid), or ended meanwhile (refunded).
  if (late && (await lifecycle.refundLatePayment(order.id))) return 'late';
  return result;
}
