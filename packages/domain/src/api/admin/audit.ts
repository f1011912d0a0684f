import type { StaffRef } from './common.js';

/** Every kind of staff action the audit log records. */
export const AUDIT_ACTIONS = [
  'staff.invited',
  'staff.reset',
  'staff.removed',
  'staff.password_set',
  'staff.totp_enrolled',
  'staff.signed_in',
  'staff.signed_out',
  'order.cod_confirmed',
  'order.transfer_received',
  'order.processing',
  'order.shipped',
  'order.delivered',
  'order.cancelled',
  'order.refunded',
  'cancel_demand.accepted',
  'cancel_demand.declined',
  'customer.password_reset_sent',
  // The catalogue desk (issue 25).
  'book.created',
  'book.updated',
  'book.stock_changed',
  'book.cover_uploaded',
  'book.cover_removed',
  'catalogue.imported',
  'catalogue.price_stock_updated',
  'category.updated',
  'home_banner.created',
  'home_banner.updated',
  'home_banner.removed',
  'home_row.created',
  'home_row.updated',
  'home_row.removed',
  'card_rule.created',
  'card_rule.updated',
  'card_rule.enabled',
  'card_rule.disabled',
  'card_rule.removed',
  'card_rule.logo_uploaded',
  'book_request.sourced',
  'book_request.declined',
  'gift_card.voided',
] as const;

/** One of {@link AUDIT_ACTIONS}. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an audited action was done to. */
export type AuditTargetType =
  | 'staff'
  | 'order'
  | 'cancel_demand'
  | 'customer'
  // The catalogue desk (issue 25).
  | 'book'
  | 'catalogue'
  | 'category'
  | 'home_banner'
  | 'home_row'
  | 'card_rule'
  | 'book_request'
  | 'gift_card';

/**
 * One entry of the append-only audit log: who did what to what, the thing before and after, when
 * and from which address. Written in the transaction of the action itself; never changed.
 */
export interface AuditEntry {
  id: number;
  /** ISO 8601. */
  at: string;
  /** Null when done from the command line (`cli staff add`), or when the account was since removed. */
  staff: StaffRef | null;
  /** `staff:<id>` or `cli`: kept even when the staff account is gone. */
  actor: string;
  action: AuditAction;
  target: { type: AuditTargetType; id: string };
  before: unknown;
  after: unknown;
  /** The client's address as the shop saw it (behind a trusted proxy, the forwarded one). */
  address: string | null;
}

/** Query of `GET /api/admin/audit` (owner): newest first; `before` pages back (an entry id). */
export interface AdminAuditQuery {
  action?: AuditAction;
  staff_id?: number;
  target_type?: AuditTargetType;
  target_id?: string;
  before?: number;
  limit?: number;
}

/** Answer of `GET /api/admin/audit`. `next_before` asks for the page after this one; null at the end. */
export interface AdminAuditResponse {
  data: { entries: readonly AuditEntry[]; next_before: number | null; limit: number };
}
