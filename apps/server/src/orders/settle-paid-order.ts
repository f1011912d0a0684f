import type { Database } from '../db/client.js';
import { createOutboxRepository } from '../mail/repository.js';
import { orderConfirmationMail } from './order-mails.js';
import { clearOrderedLines, ownerOfOrder } from './place-order.js';
import { createOrdersRepository, type OrderRow } from './repository.js';

/**
 * A wallet payment the shopper approved: the order waiting for it is placed, its books leave the
 * cart and the confirmation is e-mailed, all in one transaction. Null when the order was no
 * longer waiting (already settled by another request or replica, or cancelled).
 */
export async function settlePaidOrder(db: Database, id: number, publicUrl: string): Promise<OrderRow | null> {
  return db.transaction(async (tx) => {
    const repo = createOrdersRepository(tx);
    const moved = await repo.transition(id, ['pending_payment'], 'placed');
    if (!moved) return null;
    const order = await repo.read(moved);
    const owner = ownerOfOrder(moved);
    if (owner)
      await clearOrderedLines(
        tx,
        owner,
        order.items.map((item) => item.Book_Id),
      );
    await createOutboxRepository(tx).insert(orderConfirmationMail(order, publicUrl));
    return moved;
  });
}
