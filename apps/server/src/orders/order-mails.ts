import {
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
      (item) => `  ${item.qty} x ${item.BOOK_TITLE} (${item.authorName}): ${formatRupees(item.line_total)}`,
    )
    .join('\n');
}

function totalsOf(order: Order): string {
  const t = order.totals;
  return [
    `Subtotal: ${formatRupees(t.subtotal)}`,
    ...(t.cardDiscount > 0 ? [`Bank card discount: -${formatRupees(t.cardDiscount)}`] : []),
    `Shipping: ${formatRupees(t.shipping)}`,
    ...(t.giftWrap > 0 ? [`Gift wrap: ${formatRupees(t.giftWrap)}`] : []),
    `Total: ${formatRupees(t.total)}`,
  ].join('\n');
}

/** The e-mail sent when an order is placed (or, for a card or wallet, once it is paid). */
export function orderConfirmationMail(order: Order, publicUrl: string): Mail {
  const bank =
    order.payment_option === PAYMENT_METHOD.BANK_TRANSFER
      ? (() => {
          const b = bankTransferDetails(order.id);
          return `\nPlease pay by bank transfer to ${b.accountTitle}, ${b.bankName}, account ${b.iban}, with the reference "${b.reference}". We ship once the payment arrives.\n`;
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
