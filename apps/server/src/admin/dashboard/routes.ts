import { ADMIN_API_PATHS, type AdminDashboardResponse } from '@bookshop/domain';
import type { FastifyInstance } from 'fastify';
import { staffOf } from '../../staff/staff-guard.js';
import { adminDocs } from '../admin-docs.js';
import type { DashboardService } from './service.js';

/** `GET /api/admin/dashboard` (owner, orders). */
export async function dashboardRoutes(app: FastifyInstance, opts: { dashboard: DashboardService }) {
  app.get(
    ADMIN_API_PATHS.dashboard,
    {
      schema: adminDocs('GET /api/admin/dashboard', {
        summary:
          "Today's and this week's orders and revenue, what waits for each action, payments pending, low stock",
      }),
    },
    async (request) => {
      staffOf(request);
      return { data: await opts.dashboard.read() } satisfies AdminDashboardResponse;
    },
  );
}
