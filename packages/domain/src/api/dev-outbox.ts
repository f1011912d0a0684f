/** One e-mail of the outbox, as the developer route shows it. */
export interface OutboxEmail {
  id: number;
  to: string;
  subject: string;
  body: string;
  /** ISO 8601 timestamps; `sentAt` null while the e-mail waits for delivery. */
  createdAt: string;
  sentAt: string | null;
}

/** Answer of `GET /api/dev/outbox` (only with DEV_ROUTES=true). */
export interface OutboxResponse {
  data: { emails: OutboxEmail[] };
}
