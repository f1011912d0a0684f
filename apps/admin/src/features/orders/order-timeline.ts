import {
  type AdminTimelineEntry,
  formatRupees,
  ORDER_STATUS_LABELS,
  type OrderEvent,
  type PaymentAction,
} from '@bookshop/domain';
import type { TimelineItem } from '@bookshop/ui/admin';
import { actorLabel, formatDateTime } from '../../shared/format';

const PAYMENT_WORDS: Readonly<Record<PaymentAction, string>> = {
  captured: 'Payment taken',
  declined: 'Payment declined',
  voided: 'Payment voided',
  refunded: 'Refunded',
  refund_due: 'Refund owed by transfer',
};

function eventTitle(event: OrderEvent): string {
  const to = ORDER_STATUS_LABELS[event.to_status];
  if (event.from_status === null) {
    return event.payment
      ? `${PAYMENT_WORDS[event.payment.action]} ${formatRupees(event.payment.amount)}`
      : to;
  }
  if (event.from_status === event.to_status) return event.note ?? to;
  return `${ORDER_STATUS_LABELS[event.from_status]} → ${to}`;
}

function eventDetail(event: OrderEvent): string {
  const parts = [`By ${actorLabel(event.actor)}.`];
  if (event.note && event.from_status !== event.to_status) parts.push(event.note);
  if (event.payment && event.from_status !== null) {
    const reference = event.payment.reference ? ` (reference ${event.payment.reference})` : '';
    parts.push(`${PAYMENT_WORDS[event.payment.action]}: ${formatRupees(event.payment.amount)}${reference}.`);
  }
  const back: string[] = [];
  if (event.returned.stock > 0)
    back.push(`${event.returned.stock} ${event.returned.stock === 1 ? 'copy' : 'copies'} to stock`);
  if (event.returned.card_discount) back.push("the card's discount for the day");
  if (event.returned.gift_card > 0) back.push(`${formatRupees(event.returned.gift_card)} to the gift card`);
  if (back.length > 0) parts.push(`Given back: ${back.join(', ')}.`);
  return parts.join(' ');
}

/** An order's timeline (status changes, money, e-mails) as the Timeline component shows it. */
export function timelineItems(entries: readonly AdminTimelineEntry[]): TimelineItem[] {
  return entries.map((entry, index) => {
    if (entry.kind === 'email') {
      return {
        id: `email-${index}`,
        at: entry.at,
        timeLabel: formatDateTime(entry.at),
        title: `E-mail: ${entry.subject}`,
        detail: `To ${entry.to}, ${entry.state === 'sent' ? 'sent' : 'waiting to be sent'}.`,
        kind: 'email',
      };
    }
    return {
      id: `event-${index}`,
      at: entry.at,
      timeLabel: formatDateTime(entry.at),
      title: eventTitle(entry),
      detail: eventDetail(entry),
      kind: entry.payment && entry.from_status === null ? 'money' : 'status',
    };
  });
}
