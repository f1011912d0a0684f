import { CART_HOLDING_METHODS, cartHeldMessage } from '@bookshop/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import type { AddressOwner } from '../addresses/repository.js';
import { orders } from '../db/schema/index.js';
import { HttpError } from '../lib/errors.js';
import { ownsOrder } from './repository.js';

/**
 * Refuses to place a cart while one of its orders awaits a card or wallet payment: such an order
 * keeps the cart's lines until paid, so placing the cart again would order (and charge) the same
 * books twice. Call it inside the placing transaction, after `lockCart` and before reading the
 * lines: the lock makes placers of one cart take turns, and reading the orders first means a
 * payment that lands in between is seen either as the waiting order or as the emptied cart.
 */
export async function refuseWhileCartHeld(tx: Executor, owner: AddressOwner): Promise<void> {
  const [waiting] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        ownsOrder(owner),
        eq(orders.status, 'pending_payment'),
        inArray(orders.paymentOption, [...CART_HOLDING_METHODS]),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(1);
  refuseHeldBy(waiting?.id ?? null);
}

/** The refusal of {@link refuseWhileCartHeld} when the waiting order was read another way (checkout-read.ts). */
export function refuseHeldBy(orderId: number | null): void {
  if (orderId !== null) throw new HttpError(409, cartHeldMessage(orderId));
}
