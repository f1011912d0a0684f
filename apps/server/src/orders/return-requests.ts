import type { OrderActor, ReturnRequest, ReturnRequestListItem, ReturnRequestStatus } from '@bookshop/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import type { Database } from '../db/client.js';
import { orders, returnRequests } from '../db/schema/index.js';
import { createOutboxRepository } from '../mail/repository.js';
import { toReturnRequest } from './order-extras.js';
import { returnDecidedMail } from './order-mails.js';
import { createOrdersRepository } from './repository.js';

/**
 * Return requests for staff (the order desk): shoppers ask with `POST /api/orders/{id}/return-request`
 * (after-order-service.ts); staff list them here and decide each once, and the shopper is
 * e-mailed the outcome in the transaction that records it.
 */

/**
 * The return requests, oldest first while they wait (`requested`, the desk's queue), newest first
 * otherwise; all statuses when `status` is not given.
 */
export async function listReturnRequests(
  db: Executor,
  options: { status?: ReturnRequestStatus; limit?: number; offset?: number } = {},
): Promise<ReturnRequestListItem[]> {
  const rows = await db
    .select({
      request: returnRequests,
      email: orders.email,
      status: orders.status,
      total: orders.total,
      placed: orders.createdAt,
    })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(options.status ? eq(returnRequests.status, options.status) : undefined)
    .orderBy(options.status === 'requested' ? asc(returnRequests.id) : desc(returnRequests.id))
    .limit(Math.min(Math.max(options.limit ?? 50, 1), 200))
    .offset(Math.max(options.offset ?? 0, 0));
  return rows.map((row) => ({
    ...toReturnRequest(row.request),
    email: row.email,
    order_status: row.status,
    order_total: row.total,
    order_created_at: row.placed.toISOString(),
  }));
}

/** One return request by its id, or null. */
export async function findReturnRequest(db: Executor, id: number): Promise<ReturnRequest | null> {
  const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
  return row ? toReturnRequest(row) : null;
}

export type ReturnDecision =
  | { ok: true; returnRequest: ReturnRequest }
  | { ok: false; status: 404 | 409 | 422; reason: string };

/**
 * Staff approve or refuse a waiting return request, once (a second decision is 409), with a note
 * to the shopper (required to refuse). The shopper is e-mailed the outcome with the order's link.
 * The caller starts mail delivery after it returns (`deliverMail`).
 */
export async function decideReturnRequest(
  deps: { db: Database; publicUrl: string },
  id: number,
  decision: {
    status: 'approved' | 'refused';
    note?: string | null;
    actor: Extract<OrderActor, `staff:${string}`>;
  },
): Promise<ReturnDecision> {
  const note = decision.note?.trim() || null;
  if (decision.status === 'refused' && !note) {
    return { ok: false, status: 422, reason: 'Give the shopper the reason the return is refused.' };
  }
  if (note && note.length > 1000)
    return { ok: false, status: 422, reason: 'The note can be at most 1000 characters.' };
  return deps.db.transaction(async (tx): Promise<ReturnDecision> => {
    const [row] = await tx
      .update(returnRequests)
      .set({ status: decision.status, decidedAt: sql`now()`, decidedBy: decision.actor, decisionNote: note })
      .where(and(eq(returnRequests.id, id), eq(returnRequests.status, 'requested')))
      .returning();
    if (!row) {
      const existing = await findReturnRequest(tx, id);
      return existing
        ? { ok: false, status: 409, reason: `Return request ${id} was already ${existing.status}.` }
        : { ok: false, status: 404, reason: `No return request ${id}.` };
    }
    const request = toReturnRequest(row);
    const orderRows = createOrdersRepository(tx);
    const orderRow = await orderRows.find(row.orderId);
    if (orderRow?.email) {
      const order = await orderRows.read(orderRow);
      await createOutboxRepository(tx).insert(
        returnDecidedMail(order, request, deps.publicUrl, orderRow.language),
      );
    }
    return { ok: true, returnRequest: request };
  });
}
