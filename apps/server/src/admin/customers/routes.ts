import {
  ADMIN_API_PATHS,
  type AdminCustomerResponse,
  type AdminCustomersResponse,
  type AdminPasswordResetResponse,
} from '@bookshop/domain';
import { customersQuerySchema } from '@bookshop/validation';
import type { FastifyInstance } from 'fastify';
import { validateBody } from '../../accounts/validate-body.js';
import { adminIdParams, PAGE_QUERY } from '../../staff/routes.js';
import { staffOf } from '../../staff/staff-guard.js';
import { adminDocs } from '../admin-docs.js';
import { contextOf } from '../orders/routes.js';
import type { CustomersService } from './service.js';

/** Shoppers' accounts (owner, orders): search, one customer, a password reset link. */
export async function customersRoutes(app: FastifyInstance, opts: { customers: CustomersService }) {
  const service = opts.customers;

  app.get<{ Querystring: Record<string, unknown> }>(
    ADMIN_API_PATHS.customers,
    {
      schema: adminDocs('GET /api/admin/customers', {
        summary: 'Search customers by name, e-mail or phone',
        documentedQuery: {
          ...PAGE_QUERY,
          properties: { ...PAGE_QUERY.properties, q: { type: 'string', maxLength: 100 } },
        },
      }),
    },
    async (request) => {
      staffOf(request);
      const query = validateBody(customersQuerySchema, request.query);
      const { customers, total } = await service.search(query.q ?? '', query.page, query.per_page);
      return {
        data: { customers, page: query.page, per_page: query.per_page, total },
      } satisfies AdminCustomersResponse;
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/admin/customers/:id',
    {
      schema: {
        ...adminDocs('GET /api/admin/customers/:id', {
          summary: "A customer's account, orders, addresses and requests",
        }),
        params: adminIdParams,
      },
    },
    async (request) => {
      staffOf(request);
      return { data: await service.detail(request.params.id) } satisfies AdminCustomerResponse;
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/admin/customers/:id/password-reset',
    {
      schema: {
        ...adminDocs('POST /api/admin/customers/:id/password-reset', {
          summary: 'E-mail the customer the forgot-password reset link',
        }),
        params: adminIdParams,
      },
    },
    async (request) => {
      const email = await service.sendPasswordReset(request.params.id, contextOf(request));
      return {
        success: true,
        message: `A password reset link is on its way to ${email}.`,
      } satisfies AdminPasswordResetResponse;
    },
  );
}
