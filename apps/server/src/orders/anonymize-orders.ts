import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import { orderCancelDemands, orders } from '../db/schema/index.js';

/**
 * Before an account is deleted: its orders stay, for the shop's books, but without personal
 * data. Name, e-mail, phone, addresses and the reasons of cancel demands are blanked here;
 * `user_id` becomes null when the user row goes (ON DELETE SET NULL). Lines, totals and dates
 * remain.
 */
export async function anonymizeOrdersOf(tx: Executor, userId: number): Promise<void> {
  const blank = sql`jsonb_build_object('id', 0, 'Name', null, 'Phone', null, 'Address', null, 'City', null, 'Province', null, 'Country', null, 'PostCode', null)`;
  await tx
    .update(orders)
    .set({ email: '', shippingAddress: blank, billingAddress: blank, updatedAt: sql`now()` })
    .where(eq(orders.userId, userId));
  await tx
    .update(orderCancelDemands)
    .set({ reason: '' })
    .where(
      inArray(
        orderCancelDemands.orderId,
        tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)),
      ),
    );
}
