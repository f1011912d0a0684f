import type { Address } from '../../entities/address.js';
import type { AdminPage } from './common.js';
import type { AdminOrderCancelDemand, AdminOrderSummary } from './orders.js';

/**
 * Query of `GET /api/admin/customers` (owner, orders): `q` finds a name, an e-mail or a phone
 * number (part of any); newest accounts first.
 */
export interface AdminCustomersQuery {
  q?: string;
  page?: number;
  per_page?: number;
}

/** A shopper's account as the desk lists it. Never a password (hash) or a card number. */
export interface AdminCustomerSummary {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  /** ISO 8601. */
  created_at: string;
  orders: number;
  /** Rupees of orders that did not end, less refunds. */
  spent: number;
}

/** Answer of `GET /api/admin/customers`. */
export interface AdminCustomersResponse {
  data: { customers: readonly AdminCustomerSummary[] } & AdminPage;
}

/** A book the customer asked for (`/request`), matched by e-mail. */
export interface AdminCustomerBookRequest {
  id: number;
  title: string;
  author: string | null;
  notes: string | null;
  status: 'new' | 'found' | 'not_found' | 'closed';
  created_at: string;
}

/** Answer of `GET /api/admin/customers/{id}`: the account, its orders (newest first), addresses and requests. */
export interface AdminCustomerResponse {
  data: {
    customer: AdminCustomerSummary & { country: string };
    orders: readonly AdminOrderSummary[];
    addresses: readonly Address[];
    book_requests: readonly AdminCustomerBookRequest[];
    cancel_demands: readonly (AdminOrderCancelDemand & { order_id: number })[];
  };
}

/**
 * `POST /api/admin/customers/{id}/password-reset` answers `SuccessMessage`: the shopper is sent
 * the same reset link "Forgot password" sends; staff never see or set a password.
 */
export type AdminPasswordResetResponse = { success: true; message: string };
