import type { StaffMember } from './admin/staff.js';

/** One e-mail of the outbox, as the developer route shows it. */
export interface OutboxEmail {
  id: number;
  to: string;
  subject: string;
  body: string;
  /** The HTML part beside the plain text `body`; null for a text-only e-mail. */
  html: string | null;
  /** The file names of its attachments (an order's invoice PDF), drawn when it is delivered. */
  attachments: string[];
  /** ISO 8601 timestamps; `sentAt` null while the e-mail waits for delivery. */
  createdAt: string;
  sentAt: string | null;
}

/** Answer of `GET /api/dev/outbox` (only with DEV_ROUTES=true). */
export interface OutboxResponse {
  data: { emails: OutboxEmail[] };
}

/**
 * Answer of `POST /api/dev/staff` (only with DEV_ROUTES=true): the new staff account and its
 * one-time set-up link, as `cli staff add` prints them.
 */
export interface DevStaffResponse {
  data: { staff: StaffMember; setup_link: string; setup_expires_at: string };
}

/** The sandbox provider's record of one payment, as the developer route shows it. */
export interface SandboxPaymentRecord {
  reference: string;
  method: 'card' | 'jazzcash' | 'easypaisa';
  /** What the provider was asked to take, in rupees. */
  amount: number;
  status: 'pending' | 'succeeded' | 'declined' | 'voided' | 'refunded';
}

/** Answer of `GET /api/dev/sandbox-payments?orderId=` (only with DEV_ROUTES=true). */
export interface SandboxPaymentsResponse {
  data: { payments: SandboxPaymentRecord[] };
}
