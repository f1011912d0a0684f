import type { Database } from '../db/client.js';
import { createOutboxRepository } from '../mail/repository.js';
import type { PaymentProvider } from '../payments/provider.js';
import { createOrderLifecycle } from './lifecycle.js';
import { orderConfirmationMail } from './order-mails.js';
import { clearOrderedLines, ownerOfOrder } from './place-order.js';
import { createOrdersRepository, type OrderRow } from './repository.js';

export interface SettlePaidOrderDeps {
  db: Database;
  provider: PaymentProvider;
  publicUrl: string;
}

/**
 * A wallet payment the shopper approved: through the order lifecycle, the order waiting for it
 * is placed, its books leave the cart and the confirmation is e-mailed, all in one transaction.
 * Null when the order was no longer waiting: already settled by another request or replica, or
 * ended (cancelled, expired), in which case the payment arrived late and is refunded.
 */
export async function settlePaidOrder(deps: SettlePaidOrderDeps, id: number): Promise<OrderRow | null> {
  const lifecycle = createOrderLifecycle(deps);
  const moved = await deps.db.transaction(async (tx) => {
    const row = await createOrdersRepository(tx).find(id);
    if (!row) return null;
    return lifecycle.recordPaid(tx, row, {
      actor: 'system',
      note: 'Wallet payment approved.',
      paymentReference: row.paymentReference ?? undefined,
      inTransaction: async (inner, placed) => {
        const order = await createOrdersRepository(inner).read(placed);
        const owner = ownerOfOrder(placed);
        if (owner)
          await clearOrderedLines(
            inner,
            owner,
            order.items.map((item) => item.Book_Id),
          );
        await createOutboxRepository(inner).insert(
          orderConfirmationMail(order, deps.publicUrl, placed.language),
        );
      },
    });
  });
  if (moved) return moved.row;
  await lifecycle.refundLatePayment(id);
  return null;
}
