import type { AdminDashboardResponse } from '@bookshop/domain';
import type { Database } from '../../db/client.js';
import { createCancelDemandsRepository } from '../cancel-demands/repository.js';
import { createDashboardRepository } from './repository.js';

/** Copies left at or below which a book is listed as low on stock. */
export const LOW_STOCK_THRESHOLD = 3;
const LOW_STOCK_LIST = 20;

/** The order desk's dashboard: today's and this week's orders and revenue, what waits, what runs low. */
export function createDashboardService(db: Database) {
  const figures = createDashboardRepository(db);
  return {
    async read(): Promise<AdminDashboardResponse['data']> {
      const waiting = await figures.waiting();
      return {
        at: new Date().toISOString(),
        today: await figures.period('day'),
        week: await figures.period('week'),
        waiting: { ...waiting, cancel_demands: await createCancelDemandsRepository(db).countOpen() },
        payments_pending: await figures.paymentsPending(),
        low_stock: {
          threshold: LOW_STOCK_THRESHOLD,
          books: await figures.lowStock(LOW_STOCK_THRESHOLD, LOW_STOCK_LIST),
        },
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
