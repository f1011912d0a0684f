import type { AdminCustomerResponse, AdminCustomerSummary } from '@bookshop/domain';
import { sql } from 'drizzle-orm';
import { createAddressesRepository } from '../../addresses/repository.js';
import type { AuthService } from '../../auth/service.js';
import type { Database } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import { createAuditRepository } from '../audit/repository.js';
import { createOrderDeskRepository } from '../orders/repository.js';
import type { StaffContext } from '../orders/service.js';
import { createCustomersRepository } from './repository.js';

const CUSTOMER_NOT_FOUND = 'No such customer.';

/**
 * The desk's view of shoppers: search, a customer's orders, addresses and requests, and sending
 * them the forgot-password link. Never a password (or its hash) or a card number.
 */
export function createCustomersService(deps: { db: Database; auth: Pick<AuthService, 'forgotPassword'> }) {
  const { db } = deps;
  const customers = createCustomersRepository(db);

  return {
    search(
      q: string,
      page: number,
      perPage: number,
    ): Promise<{ customers: AdminCustomerSummary[]; total: number }> {
      return customers.search(q, { limit: perPage, offset: (page - 1) * perPage });
    },

    async detail(id: number): Promise<AdminCustomerResponse['data']> {
      const customer = await customers.find(id);
      if (!customer) throw new NotFoundError(CUSTOMER_NOT_FOUND);
      return {
        customer,
        orders: await createOrderDeskRepository(db).summariesWhere(sql`o.user_id = ${id}`, 200),
        addresses: await createAddressesRepository(db).list({ userId: id }),
        book_requests: await customers.bookRequests(customer.email),
        cancel_demands: await customers.cancelDemands(id),
      };
    },

    /**
     * E-mails the customer the same reset link "Forgot password" sends (its hourly cap too). The
     * audit entry is written first; the e-mail follows the answer, as the forgot-password one does.
     */
    async sendPasswordReset(id: number, ctx: StaffContext): Promise<string> {
      const customer = await customers.find(id);
      if (!customer) throw new NotFoundError(CUSTOMER_NOT_FOUND);
      await createAuditRepository(db).append({
        actor: { staffId: ctx.staff.staff.id },
        action: 'customer.password_reset_sent',
        target: { type: 'customer', id },
        address: ctx.address,
      });
      await deps.auth.forgotPassword(customer.email);
      return customer.email;
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
