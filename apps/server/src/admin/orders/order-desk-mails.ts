import { BACKORDER_NOTE, formatRupees, type Order, type OrderShipment } from '@bookshop/domain';
import type { Mail } from '../../mail/repository.js';

/**
 * The e-mails the order desk's actions send the shopper. Subjects name the order as `order No: N`,
 * which is how the desk's timeline finds the e-mails of an order in the outbox.
 */

function linesOf(order: Order): string {
  return order.items
    .map(
      (item) =>
        `  ${item.qty} x ${item.BOOK_TITLE} (${item.authorName}): ${formatRupees(item.line_total)}${item.backorder ? ` (${BACKORDER_NOTE})` : ''}`,
    )
    .join('\n');
}

function footer(publicUrl: string): string {
  return `\nSee your orders at ${publicUrl}/orders\n`;
}

/** A cash-on-delivery order confirmed by phone. */
export function codConfirmedMail(order: Order, publicUrl: string): Mail {
  return {
    to: order.email,
    subject: `Your order No: ${order.id} is confirmed for cash on delivery`,
    body: `Thank you for confirming your order No: ${order.id} on the phone. We are preparing it now; you pay ${formatRupees(order.totals.total)} in cash when it is delivered.\n\n${linesOf(order)}\n${footer(publicUrl)}`,
  };
}

/** A bank transfer received: the order is placed. */
export function transferReceivedMail(order: Order, publicUrl: string): Mail {
  return {
    to: order.email,
    subject: `Your order No: ${order.id}: payment received`,
    body: `We have received your bank transfer of ${formatRupees(order.totals.total)} for order No: ${order.id}. We will ship it soon.\n\n${linesOf(order)}\n${footer(publicUrl)}`,
  };
}

/** Processing or delivered. */
export function orderStepMail(order: Order, step: 'processing' | 'delivered', publicUrl: string): Mail {
  const text =
    step === 'processing'
      ? `We are now preparing your order No: ${order.id} for shipping.`
      : `Your order No: ${order.id} has been delivered. We hope you enjoy it.`;
  return {
    to: order.email,
    subject: `Your order No: ${order.id}: ${step === 'processing' ? 'Processing' : 'Delivered'}`,
    body: `${text}\n\n${linesOf(order)}\n${footer(publicUrl)}`,
  };
}

/** Shipped, with the courier and tracking number. */
export function shippedMail(
  order: Order,
  shipment: Pick<OrderShipment, 'courier' | 'tracking_number'>,
  publicUrl: string,
): Mail {
  return {
    to: order.email,
    subject: `Your order No: ${order.id} has shipped`,
    body: `Your order No: ${order.id} is on its way with ${shipment.courier}.\n\nTracking number: ${shipment.tracking_number}\n\n${linesOf(order)}\n${footer(publicUrl)}`,
  };
}

/** Cancelled by the shop, with the reason and what happens to the money. */
export function cancelledByShopMail(order: Order, reason: string, money: string, publicUrl: string): Mail {
  return {
    to: order.email,
    subject: `Your order No: ${order.id} is cancelled`,
    body: `We are sorry: we have cancelled your order No: ${order.id}.\n\nReason: ${reason}\n\n${money}\n\n${linesOf(order)}\n${footer(publicUrl)}`,
  };
}

/** Part of the payment refunded. */
export function refundMail(order: Order, amount: number, reason: string, publicUrl: string): Mail {
  return {
    to: order.email,
    subject: `Your order No: ${order.id}: ${formatRupees(amount)} refunded`,
    body: `We have refunded ${formatRupees(amount)} of your order No: ${order.id}.\n\nReason: ${reason}\n\nA card or wallet refund can take a few working days to show on your statement.\n${footer(publicUrl)}`,
  };
}

/** The shop's answer to a request to cancel a shipped order that it could not grant. */
export function cancelDemandDeclinedMail(order: Order, reply: string, publicUrl: string): Mail {
  return {
    to: order.email,
    subject: `Your request to cancel order No: ${order.id}`,
    body: `We could not cancel your order No: ${order.id}.\n\n${reply}\n${footer(publicUrl)}`,
  };
}

/** What a cancel did with the money, in the shopper's words. */
export function cancelMoneyText(order: Order): string {
  switch (order.payment_state.code) {
    case 'refunded':
      return 'Your payment has been refunded.';
    case 'refund_due':
      return 'Your payment will be refunded to you.';
    case 'voided':
      return 'Nothing was charged for this order.';
    default:
      return order.payment_state.label;
  }
}
