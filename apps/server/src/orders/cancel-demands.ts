import type { OrderCancelDemand } from '@bookshop/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import { orderCancelDemands } from '../db/schema/index.js';

/**
 * Stores a shopper's request that the shop cancel an order, once: the unique order id keeps a
 * double press, a retry or two tabs to one request. Answers the stored request and whether this
 * call made it.
 */
export async function recordCancelDemand(
  tx: Executor,
  orderId: number,
  reason: string,
): Promise<{ demand: OrderCancelDemand; created: boolean }> {
  const [inserted] = await tx
    .insert(orderCancelDemands)
    .values({ orderId, reason })
    .onConflictDoNothing({ target: orderCancelDemands.orderId })
    .returning();
  const row =
    inserted ??
    (await tx.select().from(orderCancelDemands).where(eq(orderCancelDemands.orderId, orderId)))[0];
  if (!row) throw new Error(`cancel demand of order ${orderId} vanished`);
  return {
    demand: { reason: row.reason, created_at: row.createdAt.toISOString() },
    created: inserted !== undefined,
  };
}
