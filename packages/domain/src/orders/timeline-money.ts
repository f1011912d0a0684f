import type { OrderActor, OrderEvent } from '../entities/order-event.js';

/** What an order's payment did, added up from its timeline. */
export interface TimelineMoney {
  /** Rupees taken (card charged, wallet approved, transfer received, cash collected). */
  captured: number;
  /** Rupees of pending payments cancelled before they could be taken. */
  voided: number;
  /** Rupees given back. */
  refunded: number;
  /** Rupees owed back and not given yet (a refund under way, or a transfer to send back). */
  refundDue: number;
  /** What can still be refunded: captured, less what was given back or is owed back. */
  refundable: number;
  /** Each refund, oldest first. */
  refunds: { amount: number; at: string; actor: OrderActor; note: string | null; reference: string | null }[];
}

/**
 * Adds up an order's money from its timeline (the order lifecycle's events, oldest first). A
 * refund is recorded as owed (`refund_due`) and then as given (`refunded`) once the provider or
 * the shop has sent it, so what is still owed is what was ever owed less what was given, never
 * below zero; a refund can never be promised twice.
 */
export function timelineMoney(events: readonly OrderEvent[]): TimelineMoney {
  let captured = 0;
  let voided = 0;
  let refunded = 0;
  let owed = 0;
  const refunds: TimelineMoney['refunds'] = [];
  for (const event of events) {
    const payment = event.payment;
    if (!payment) continue;
    if (payment.action === 'captured') captured += payment.amount;
    else if (payment.action === 'voided') voided += payment.amount;
    else if (payment.action === 'refund_due') owed += payment.amount;
    else if (payment.action === 'refunded') {
      refunded += payment.amount;
      refunds.push({
        amount: payment.amount,
        at: event.at,
        actor: event.actor,
        note: event.note,
        reference: payment.reference,
      });
    }
  }
  const refundDue = Math.max(0, owed - refunded);
  return {
    captured,
    voided,
    refunded,
    refundDue,
    refundable: Math.max(0, captured - refunded - refundDue),
    refunds,
  };
}
