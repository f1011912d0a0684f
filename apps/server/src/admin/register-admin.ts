import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/service.js';
import type { Database } from '../db/client.js';
import type { PaymentProvider } from '../payments/provider.js';
import { staffRoutes } from '../staff/routes.js';
import type { StaffService } from '../staff/service.js';
import { registerStaffGuard } from '../staff/staff-guard.js';
import { auditRoutes } from './audit/routes.js';
import { createAuditService } from './audit/service.js';
import { cancelDemandsRoutes } from './cancel-demands/routes.js';
import { createCancelDemandsService } from './cancel-demands/service.js';
import { registerCatalogueDesk } from './catalogue/register-catalogue.js';
import { customersRoutes } from './customers/routes.js';
import { createCustomersService } from './customers/service.js';
import { dashboardRoutes } from './dashboard/routes.js';
import { createDashboardService } from './dashboard/service.js';
import { orderDeskRoutes } from './orders/routes.js';
import { createOrderDeskService, OrderChangedError } from './orders/service.js';

export interface AdminDeps {
  db: Database;
  provider: PaymentProvider;
  staff: StaffService;
  auth: Pick<AuthService, 'forgotPassword'>;
  publicUrl: string;
  shopEmail?: string;
  deliverMail: () => void;
}

/**
 * The admin API under `/api/admin` (issue 24): staff sign-in and accounts, the order desk, cancel
 * demands, dashboard, customers and the audit log. Every route is guarded by the one staff guard
 * (registered first, so it sees every route added after it) and answers `no-store`.
 */
export async function registerAdmin(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  registerStaffGuard(app, deps.staff);
  const orderDesk = createOrderDeskService(deps);
  await app.register(async (admin) => {
    // An action whose order moved meanwhile: 409 with where it is now (AdminConflictResponse).
    admin.setErrorHandler(async (error, _request, reply) => {
      if (error instanceof OrderChangedError) {
        return reply.status(409).send({ error: error.message, data: { status: error.status } });
      }
      throw error;
    });
    await admin.register(staffRoutes, { staff: deps.staff });
    await admin.register(orderDeskRoutes, { orderDesk });
    await admin.register(cancelDemandsRoutes, {
      cancelDemands: createCancelDemandsService({ db: deps.db, orderDesk }),
    });
    await admin.register(dashboardRoutes, { dashboard: createDashboardService(deps.db) });
    await admin.register(customersRoutes, {
      customers: createCustomersService({ db: deps.db, auth: deps.auth }),
    });
    await admin.register(auditRoutes, { audit: createAuditService(deps.db) });
    // The catalogue desk (issue 25).
    await registerCatalogueDesk(admin, deps);
  });
}
