import type { AdminCancelDemandSummary, AdminOrderCancelDemand, OrderStatus } from '@bookshop/domain';
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../accounts/repository.js';
import {
  orderCancelDemandAnswers,
  orderCancelDemands,
  orders,
  staffAccounts,
} from '../../db/schema/index.js';
import { toAdminCancelDemand } from '../orders/repository.js';

export type DemandState = 'open' | 'answered' | 'all';

/** The shoppers' cancel demands and the shop's answers to them. */
export function createCancelDemandsRepository(db: Executor) {
  function stateCondition(state: DemandState): SQL | undefined {
    if (state === 'open') return isNull(orderCancelDemandAnswers.demandId);
    if (state === 'answered') return isNotNull(orderCancelDemandAnswers.demandId);
    return undefined;
  }

  return {
    /** Open ones oldest first (the longest waiting on top); answered ones newest first. */
    async list(
      state: DemandState,
      page: { limit: number; offset: number },
    ): Promise<{ demands: AdminCancelDemandSummary[]; total: number }> {
      const rows = await db
        .select({
          demand: orderCancelDemands,
          answer: orderCancelDemandAnswers,
          email: staffAccounts.email,
          order: {
            id: orders.id,
            status: orders.status,
            email: orders.email,
            name: sql<string | null>`${orders.shippingAddress}->>'Name'`,
            total: orders.total,
          },
        })
        .from(orderCancelDemands)
        .innerJoin(orders, eq(orders.id, orderCancelDemands.orderId))
        .leftJoin(orderCancelDemandAnswers, eq(orderCancelDemandAnswers.demandId, orderCancelDemands.id))
        .leftJoin(staffAccounts, eq(staffAccounts.id, orderCancelDemandAnswers.staffId))
        .where(stateCondition(state))
        .orderBy(state === 'open' ? asc(orderCancelDemands.id) : desc(orderCancelDemands.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db
        .select({ n: count() })
        .from(orderCancelDemands)
        .leftJoin(orderCancelDemandAnswers, eq(orderCancelDemandAnswers.demandId, orderCancelDemands.id))
        .where(stateCondition(state));
      return {
        demands: rows.map((row) => ({
          ...toAdminCancelDemand(row),
          order: { ...row.order, status: row.order.status as OrderStatus },
        })),
        total: Number(total?.n ?? 0),
      };
    },

    async find(id: number): Promise<{ demand: AdminOrderCancelDemand; orderId: number } | null> {
      const [row] = await db
        .select({ demand: orderCancelDemands, answer: orderCancelDemandAnswers, email: staffAccounts.email })
        .from(orderCancelDemands)
        .leftJoin(orderCancelDemandAnswers, eq(orderCancelDemandAnswers.demandId, orderCancelDemands.id))
        .leftJoin(staffAccounts, eq(staffAccounts.id, orderCancelDemandAnswers.staffId))
        .where(eq(orderCancelDemands.id, id));
      return row ? { demand: toAdminCancelDemand(row), orderId: row.demand.orderId } : null;
    },

    /** Records the one answer of a demand; false when it was answered already (by someone else). */
    async answer(values: {
      demandId: number;
      state: 'accepted' | 'declined';
      reply: string | null;
      staffId: number;
    }): Promise<boolean> {
      const rows = await db
        .insert(orderCancelDemandAnswers)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: orderCancelDemandAnswers.demandId });
      return rows.length > 0;
    },

    async countOpen(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(orderCancelDemands)
        .leftJoin(orderCancelDemandAnswers, eq(orderCancelDemandAnswers.demandId, orderCancelDemands.id))
        .where(and(isNull(orderCancelDemandAnswers.demandId)));
      return Number(row?.n ?? 0);
    },
  };
}
