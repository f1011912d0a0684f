import type { AdminCancelDemandSummary, AdminOrderCancelDemand, AdminOrderDetail } from '@bookshop/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { HttpError, NotFoundError } from '../../lib/errors.js';
import { createAuditRepository } from '../audit/repository.js';
import type { OrderDeskService, StaffContext } from '../orders/service.js';
import { createCancelDemandsRepository, type DemandState } from './repository.js';

const ALREADY_ANSWERED = 'This cancel request was already answered.';

/**
 * Answering the shoppers' requests to cancel shipped orders: accept cancels the order through the
 * order desk's cancel (stock, card discount and gift card back; a captured payment refunded) and
 * records the answer in the same transaction; decline records it and e-mails the reply.
 */
export function createCancelDemandsService(deps: { db: Database; orderDesk: OrderDeskService }) {
  const { db, orderDesk } = deps;
  const demands = createCancelDemandsRepository(db);

  async function open(id: number): Promise<{ demand: AdminOrderCancelDemand; orderId: number }> {
    const found = await demands.find(id);
    if (!found) throw new NotFoundError('No such cancel request.');
    if (found.demand.state !== 'open') throw new HttpError(409, ALREADY_ANSWERED);
    return found;
  }

  async function answered(id: number, orderId: number) {
    const found = await demands.find(id);
    if (!found) throw new NotFoundError('No such cancel request.');
    return { demand: found.demand, order: await orderDesk.detail(orderId) };
  }

  return {
    async list(
      state: DemandState,
      page: number,
      perPage: number,
    ): Promise<{ demands: AdminCancelDemandSummary[]; total: number }> {
      return demands.list(state, { limit: perPage, offset: (page - 1) * perPage });
    },

    async accept(
      id: number,
      ctx: StaffContext,
      reply: string,
    ): Promise<{ demand: AdminOrderCancelDemand; order: AdminOrderDetail }> {
      const found = await open(id);
      const reason = reply || `Cancelled at your request: ${found.demand.reason}`;
      await orderDesk.cancelOrder(found.orderId, ctx, reason, async (tx) => {
        const recorded = await createCancelDemandsRepository(tx).answer({
          demandId: id,
          state: 'accepted',
          reply: reply || null,
          staffId: ctx.staff.staff.id,
        });
        // Undoes the cancel with it: one answer per request.
        if (!recorded) throw new HttpError(409, ALREADY_ANSWERED);
        await createAuditRepository(tx).append({
          actor: { staffId: ctx.staff.staff.id },
          action: 'cancel_demand.accepted',
          target: { type: 'cancel_demand', id },
          before: { state: 'open' },
          after: { state: 'accepted', order_id: found.orderId, reply: reply || null },
          address: ctx.address,
        });
      });
      return answered(id, found.orderId);
    },

    async decline(
      id: number,
      ctx: StaffContext,
      reply: string,
    ): Promise<{ demand: AdminOrderCancelDemand; order: AdminOrderDetail }> {
      const found = await open(id);
      await db.transaction(async (tx) => {
        const recorded = await createCancelDemandsRepository(tx).answer({
          demandId: id,
          state: 'declined',
          reply,
          staffId: ctx.staff.staff.id,
        });
        if (!recorded) throw new HttpError(409, ALREADY_ANSWERED);
        await createAuditRepository(tx).append({
          actor: { staffId: ctx.staff.staff.id },
          action: 'cancel_demand.declined',
          target: { type: 'cancel_demand', id },
          before: { state: 'open' },
          after: { state: 'declined', order_id: found.orderId, reply },
          address: ctx.address,
        });
        const [row] = await tx.select().from(orders).where(eq(orders.id, found.orderId));
        if (row) await orderDesk.mailDeclined(tx, row, reply);
      });
      orderDesk.deliverMail();
      return answered(id, found.orderId);
    },
  };
}

export type CancelDemandsService = ReturnType<typeof createCancelDemandsService>;
