import type { OrderStatus } from '../tables/order-statuses.js';

/** How many days after delivery a shopper may ask for a return, unless configured (RETURN_DAYS). */
export const DEFAULT_RETURN_DAYS = 7;

/** The longest reason a shopper may give with a return request, in characters. */
export const RETURN_REASON_MAX = 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a return may be asked for: `days` whole days after delivery. */
export function returnWindowEnd(deliveredAt: Date | string, days: number): Date {
  return new Date(new Date(deliveredAt).getTime() + days * DAY_MS);
}

/** Why a return cannot be asked for, in the words the shopper reads; null when it can. */
export function returnRefusal(input: {
  readonly orderId: number;
  readonly status: OrderStatus;
  /** When the order was delivered (its timeline); null if it never was. */
  readonly deliveredAt: Date | string | null;
  readonly now: Date;
  readonly days: number;
}): string | null {
  if (input.status !== 'delivered' || input.deliveredAt === null) {
    return `Order No: ${input.orderId} has not been delivered: a return can be asked for once it arrives.`;
  }
  if (input.now.getTime() > returnWindowEnd(input.deliveredAt, input.days).getTime()) {
    return `Returns are accepted within ${input.days} days of delivery; Order No: ${input.orderId} was delivered more than ${input.days} days ago.`;
  }
  return null;
}

/** What the shopper is told once the request is stored. */
export function returnRequestedMessage(orderId: number): string {
  return `Your return request for Order No: ${orderId} has been sent. We will e-mail you once the shop has decided.`;
}
