import type { OrderStatus } from '../../tables/order-statuses.js';
import type { AdminPage } from './common.js';
import type { AdminOrderCancelDemand, AdminOrderDetail } from './orders.js';

/** Query of `GET /api/admin/cancel-demands` (owner, orders): open ones (the default), answered, or all; oldest open first. */
export interface AdminCancelDemandsQuery {
  state?: 'open' | 'answered' | 'all';
  page?: number;
  per_page?: number;
}

/** A cancel demand in the list, with what the desk needs of its order. */
export interface AdminCancelDemandSummary extends AdminOrderCancelDemand {
  order: { id: number; status: OrderStatus; email: string; name: string | null; total: number };
}

/** Answer of `GET /api/admin/cancel-demands`. */
export interface AdminCancelDemandsResponse {
  data: { demands: readonly AdminCancelDemandSummary[] } & AdminPage;
}

/**
 * Body of `POST /api/admin/cancel-demands/{id}/accept`: the order is cancelled (stock, card
 * discount and gift card back; a captured payment refunded) and the shopper e-mailed.
 */
export interface AcceptCancelDemandRequest {
  /** Added to the e-mail to the shopper and the timeline. */
  reply?: string;
}

/** Body of `POST /api/admin/cancel-demands/{id}/decline`: the reply e-mailed to the shopper. */
export interface DeclineCancelDemandRequest {
  reply: string;
}

/** Answer of accept and decline: the demand answered and its order as it is now. 409 when already answered. */
export interface AdminCancelDemandResponse {
  success: true;
  message: string;
  data: { demand: AdminOrderCancelDemand; order: AdminOrderDetail };
}
