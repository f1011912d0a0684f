import type { OrderDeskAction } from '../../orders/order-desk-actions.js';

/** Orders placed in a period and what they brought in. */
export interface AdminPeriodFigures {
  orders: number;
  /**
   * Rupees: totals of the period's orders that did not end (cancelled, failed), less what was
   * refunded of them. What a cash or transfer order will bring counts once it is placed.
   */
  revenue: number;
}

/** A book whose stock is at or below the low-stock line. */
export interface AdminLowStockBook {
  Book_Id: number;
  BOOK_TITLE: string;
  authorName: string;
  stock: number;
}

/** Answer of `GET /api/admin/dashboard` (owner, orders). Days and weeks (from Monday) in Asia/Karachi. */
export interface AdminDashboardResponse {
  data: {
    /** ISO 8601: when the figures were read. */
    at: string;
    today: AdminPeriodFigures;
    week: AdminPeriodFigures;
    /** How many orders wait for each action (the first action each order allows). */
    waiting: Readonly<Record<Exclude<OrderDeskAction, 'cancel' | 'refund'>, number>> & {
      cancel_demands: number;
    };
    /** Orders whose payment has not arrived yet (awaiting transfer, wallet approval or card). */
    payments_pending: { orders: number; amount: number };
    low_stock: { threshold: number; books: readonly AdminLowStockBook[] };
  };
}
