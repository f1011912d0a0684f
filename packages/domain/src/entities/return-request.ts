/**
 * Where a shopper's return request stands: `requested` until staff decide, then `approved`
 * (the shop takes the books back and refunds them) or `refused` (with staff's reason).
 */
export const RETURN_REQUEST_STATUSES = ['requested', 'approved', 'refused'] as const;

/** One of {@link RETURN_REQUEST_STATUSES}. */
export type ReturnRequestStatus = (typeof RETURN_REQUEST_STATUSES)[number];

/** One line the shopper wants to send back: which book of the order and how many copies. */
export interface ReturnRequestLine {
  Book_Id: number;
  BOOK_TITLE: string;
  qty: number;
}

/** A delivered order's return request (`POST /api/orders/{id}/return-request`). One per order. */
export interface ReturnRequest {
  id: number;
  order_id: number;
  status: ReturnRequestStatus;
  reason: string;
  lines: readonly ReturnRequestLine[];
  /** ISO 8601 timestamp. */
  created_at: string;
  /** ISO 8601 timestamp of staff's decision; null while `requested`. */
  decided_at: string | null;
  /** Staff's words to the shopper with the decision (required when refused). */
  decision_note: string | null;
}

/** A return request as the order desk lists it: with whose order it is and what it came to. */
export interface ReturnRequestListItem extends ReturnRequest {
  email: string;
  order_status: string;
  order_total: number;
  /** ISO 8601: when the order was placed. */
  order_created_at: string;
}
