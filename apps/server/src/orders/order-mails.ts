import {
  BACKORDER_NOTE,
  formatRupees,
  ORDER_STATUS_LABELS,
  type Order,
  PAYMENT_METHOD,
  paymentMethodLabel,
} from '@bookshop/domain';
import type { Mail } from '../mail/repository.js';
import { bankTransferDetails } from './bank-transfer.js';

function linesOf(order: Order): string {
  return order.items
    .map(
      (item) =>
        `  ${item.qty} x ${item.BOOK_TITLE} (${item.authorName}): ${formatRupees(item.line_total)}${item.backorder ? ` (${BACKORDER_NOTE})` : ''}`,
    )
    .join('\n');
}

/** The pay-by moment as shoppers in Pakistan read it. */
function payByText(iso: string): string {
  return new Intl.DateTimeFormat('en-PK', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Karachi',
  }).format(new Date(iso));
}

function totalsOf(order: Order): string {
  const t = order.totals;
  return [
    `Subtotal: ${formatRupees(t.subtotal)}`,
    ...(t.cardDiscount > 0 ? [`Bank card discount: -${formatRupees(t.cardDiscount)}`] : []),
    `Shipping: ${formatRupees(t.shipping)}`,
    ...(t.giftWrap > 0 ? [`Gift wrap: ${formatRupees(t.giftWrap)}`] : []),
    ...((t.giftCard ?? 0) > 0 ? [`E-gift card: -${formatRupees(t.giftCard)}`] : []),
    `Total: ${formatRupees(t.total)}`,
  ].join('\n');
}

/** The e-mail sent when an order is placed (or, for a card or wallet, once it is paid). */
export function orderConfirmationMail(order: Order, publicUrl: string): Mail {
  const bank =
    order.payment_option === PAYMENT_METHOD.BANK_TRANSFER
      ? (() => {
          const b = bankTransferDetails({ id: order.id, createdAt: new Date(order.created_at) });
          return `\nPlease pay by bank transfer to ${b.accountTitle}, ${b.bankName}, account ${b.iban}, with the reference "${b.reference}", by ${payByText(b.payBy)}. We ship once the payment arrives; an order not paid by then is cancelled.\n`;
        })()
      : '';
  return {
    to: order.email,
    subject: `Your order No: ${order.id} is confirmed`,
    body: `Thank you for your order.\n\nOrder No: ${order.id}\nPayment: ${paymentMethodLabel(order.payment_option)}\n\n${linesOf(order)}\n\n${totalsOf(order)}\n${bank}\nSee your orders at ${publicUrl}/orders\n`,
  };
}

export function orderCancelledMail(order: Order, publicUrl: string): Mail {
  return {
    to: order.email,
    subject: `Your order No: ${order.id} is cancelled`,
    body: `Your order No: ${order.id} has been cancelled.\n\n${linesOf(order)}\n\n${totalsOf(order)}\n\nAny payment made by card or wallet is refunded.\nSee your orders at ${publicUrl}/orders\n`,
  };
}

export function orderStatusMail(order: Order, publicUrl: string): Mail {
  const label = ORDER_STATUS_LABELS[order.status];
  return {
    to: order.email,
    subject: `Your order No: ${order.id}: ${label}`,
    body: `Your order No: ${order.id} is now: ${label}.\n\n${linesOf(order)}\n\nSee your orders at ${publicUrl}/orders\n`,
  };
}

/** An unpaid order cancelled by the expiry job (expire-unpaid-orders.ts): its books went back on sale. */
export function orderExpiredMail(order: Order, publicUrl: string): Mail {
  return {
    to: order.email,
    subject: `Your order No: ${order.id} is cancelled: no payment arrived`,
    body: `We did not receive the payment for your order No: ${order.id} (${paymentMethodLabel(order.payment_option)}) in time, so it has been cancelled and its books are back on sale.\n\n${linesOf(order)}\n\n${totalsOf(order)}\n\nNothing was charged. You are welcome to order again at ${publicUrl}/order-cart\n`,
  };
}

/**
 * To the shop: a shopper asks to cancel a shipped order. Replying to it reaches the shopper, so
 * staff can answer from their mail client once they have spoken to the courier.
 */
export function cancelDemandMail(order: Order, reason: string, shopEmail: string): Mail {
  const to = order.shipping_address;
  return {
    to: shopEmail,
    subject: `Cancellation requested for shipped order No: ${order.id}`,
    body: `${order.email} asks to cancel order No: ${order.id}, which has shipped (placed ${order.created_at}).\n\nReason given:\n${reason}\n\nShip to: ${[to.Name, to.Address, to.City, to.PostCode, to.Phone].filter(Boolean).join(', ')}\n\n${linesOf(order)}\n\n${totalsOf(order)}\n\nPlease ask the courier whether the parcel can still come back, and reply to ${order.email} either way.\n`,
  };
}
