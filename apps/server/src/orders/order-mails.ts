import {
  type Address,
  BACKORDER_NOTE,
  formatRupees,
  ORDER_STATUS_LABELS,
  type Order,
  PAYMENT_METHOD,
  paymentMethodLabel,
  paymentStateEntry,
  type ReturnRequest,
  SITE_PATHS,
} from '@bookshop/domain';
import { button, escapeHtml, mailDocument, paragraph, rows, textSpan } from '../mail/mail-html.js';
import { type Mail, ORDER_LINK_PLACEHOLDER } from '../mail/repository.js';
import { bankTransferDetails } from './bank-transfer.js';

/*
 * The order e-mails. Each is written twice from the same figures, as plain text and as HTML, and
 * the figures are the order's as stored (priceOrder made them at placing): the lines, the totals
 * and the payment's words are the order's own, never added up again here. The link to the order
 * is a signed one (ORDER_LINK_PLACEHOLDER, signed by the outbox when the e-mail is written), so
 * it opens the order in any browser, logged in or not.
 */

/** One part of an e-mail, in both forms. */
interface Part {
  text: string;
  html: string;
}

function linesOf(order: Order): Part {
  const text = order.items
    .map(
      (item) =>
        `  ${item.qty} x ${item.BOOK_TITLE} (${item.authorName}): ${formatRupees(item.line_total)}${item.backorder ? ` (${BACKORDER_NOTE})` : ''}`,
    )
    .join('\n');
  const cells = order.items
    .map(
      (item) =>
        `<tr><td style="padding:6px 0;border-bottom:1px solid #eadfd3;vertical-align:top">${escapeHtml(`${item.qty} x`)}</td><td style="padding:6px 8px;border-bottom:1px solid #eadfd3">${textSpan(item.BOOK_TITLE, 'strong')}<br>${textSpan(item.authorName, 'span', 'color:#6b5d50;font-size:13px;')}${item.backorder ? `<br><span style="color:#8a3f1d;font-size:13px">${escapeHtml(BACKORDER_NOTE)}</span>` : ''}</td><td style="padding:6px 0;border-bottom:1px solid #eadfd3;text-align:right;vertical-align:top;white-space:nowrap">${escapeHtml(formatRupees(item.line_total))}</td></tr>`,
    )
    .join('');
  return {
    text,
    html: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:8px 0">${cells}</table>`,
  };
}

/** The totals as charged, in the order the checkout showed them. */
export function totalRows(order: Order): [string, string][] {
  const t = order.totals;
  return [
    ['Subtotal', formatRupees(t.subtotal)],
    ...(t.cardDiscount > 0
      ? [['Bank card discount', `-${formatRupees(t.cardDiscount)}`] as [string, string]]
      : []),
    ['Shipping', formatRupees(t.shipping)],
    ...(t.giftWrap > 0 ? [['Gift wrap', formatRupees(t.giftWrap)] as [string, string]] : []),
    ...((t.giftCard ?? 0) > 0
      ? [['E-gift card', `-${formatRupees(t.giftCard ?? 0)}`] as [string, string]]
      : []),
    ['Total', formatRupees(t.total)],
  ];
}

function totalsOf(order: Order): Part {
  const entries = totalRows(order);
  return {
    text: entries.map(([label, value]) => `${label}: ${value}`).join('\n'),
    html: rows(entries, true),
  };
}

function addressText(a: Address): string {
  return [a.Name, a.Address, a.City, a.Province, a.PostCode, a.Country, a.Phone]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/** Where it goes, when it should arrive, what the shopper asked for. */
function deliveryOf(order: Order): Part {
  const text: string[] = [`Delivery to: ${addressText(order.shipping_address)}`];
  const html: string[] = [
    `<p style="margin:0 0 12px"><strong>Delivery to</strong><br>${textSpan(addressText(order.shipping_address))}</p>`,
  ];
  if (order.delivery_estimate) {
    text.push(`Delivery: ${order.delivery_estimate.words}`);
    html.push(paragraph(order.delivery_estimate.words));
  }
  if (order.gift_wrap) {
    text.push('Gift wrapped');
    html.push(paragraph('Gift wrapped'));
  }
  if (order.special_instruction.trim()) {
    text.push(`Special instructions:\n${order.special_instruction}`);
    html.push(
      `<p style="margin:0 0 4px"><strong>Special instructions</strong></p>${paragraph(order.special_instruction)}`,
    );
  }
  return { text: text.join('\n'), html: html.join('\n') };
}

function headOf(order: Order): Part {
  const payment = `${paymentMethodLabel(order.payment_option)} (${order.payment_state.label})`;
  return {
    text: `Order No: ${order.id}\nPayment: ${payment}`,
    html: rows([
      ['Order No', String(order.id)],
      ['Payment', payment],
    ]),
  };
}

/** The link to the order, signed when the e-mail is written. */
function orderLinkOf(label: string): Part {
  return { text: `${label}: ${ORDER_LINK_PLACEHOLDER}`, html: button(ORDER_LINK_PLACEHOLDER, label) };
}

/** An e-mail about an order: text and HTML from the same parts, the order's signed link filled in. */
function orderMail(
  order: Order,
  publicUrl: string,
  mail: { subject: string; heading: string; parts: readonly (Part | string)[] },
): Mail {
  const parts = mail.parts.map((part) =>
    typeof part === 'string' ? { text: part, html: paragraph(part) } : part,
  );
  return {
    to: order.email,
    subject: mail.subject,
    body: `${[mail.heading, ...parts.map((p) => p.text)].join('\n\n')}\n`,
    html: mailDocument({
      publicUrl,
      title: mail.subject,
      content: [
        `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(mail.heading)}</h1>`,
        ...parts.map((p) => p.html),
      ].join('\n'),
    }),
    orderLink: { orderId: order.id, publicUrl },
  };
}

/** The pay-by moment as shoppers in Pakistan read it. */
function payByText(iso: string): string {
  return new Intl.DateTimeFormat('en-PK', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Karachi',
  }).format(new Date(iso));
}

function bankTransferOf(order: Order): Part | null {
  if (order.payment_option !== PAYMENT_METHOD.BANK_TRANSFER) return null;
  const b = bankTransferDetails({ id: order.id, createdAt: new Date(order.created_at) });
  const text = `Please pay by bank transfer to ${b.accountTitle}, ${b.bankName}, account ${b.iban}, with the reference "${b.reference}", by ${payByText(b.payBy)}. We ship once the payment arrives; an order not paid by then is cancelled.`;
  return { text, html: paragraph(text, 'background:#fff8ec;padding:12px;border-radius:6px;') };
}

/** The name of the invoice attachment. */
export function invoiceFileName(orderId: number): string {
  return `invoice-${orderId}.pdf`;
}

/**
 * The e-mail sent when an order is placed (or, for a card or wallet, once it is paid). With
 * "send invoice" chosen at checkout, the invoice PDF is attached (drawn when it is delivered).
 */
export function orderConfirmationMail(order: Order, publicUrl: string): Mail {
  const bank = bankTransferOf(order);
  const mail = orderMail(order, publicUrl, {
    subject: `Your order No: ${order.id} is confirmed`,
    heading: 'Thank you for your order.',
    parts: [
      headOf(order),
      linesOf(order),
      totalsOf(order),
      ...(bank ? [bank] : []),
      deliveryOf(order),
      ...(order.send_invoice ? ['Your invoice is attached to this e-mail.'] : []),
      orderLinkOf('See your order'),
    ],
  });
  return order.send_invoice
    ? { ...mail, attachments: [{ kind: 'invoice', orderId: order.id, filename: invoiceFileName(order.id) }] }
    : mail;
}

export function orderCancelledMail(order: Order, publicUrl: string): Mail {
  const state = paymentStateEntry(order.payment_state.code);
  return orderMail(order, publicUrl, {
    subject: `Your order No: ${order.id} is cancelled`,
    heading: `Your order No: ${order.id} has been cancelled.`,
    parts: [
      linesOf(order),
      totalsOf(order),
      state.code === 'refunded' || state.code === 'refund_due' || state.code === 'voided'
        ? state.message
        : 'Any payment made by card or wallet is refunded.',
      orderLinkOf('See your order'),
    ],
  });
}

export function orderStatusMail(order: Order, publicUrl: string): Mail {
  const label = ORDER_STATUS_LABELS[order.status];
  return orderMail(order, publicUrl, {
    subject: `Your order No: ${order.id}: ${label}`,
    heading: `Your order No: ${order.id} is now: ${label}.`,
    parts: [
      linesOf(order),
      totalsOf(order),
      ...(order.status === 'shipped' || order.status === 'processing' ? [deliveryOf(order)] : []),
      ...(order.return_until
        ? [`If something is wrong with it, you can ask for a return until ${payByText(order.return_until)}.`]
        : []),
      orderLinkOf('See your order'),
    ],
  });
}

/** An unpaid order cancelled by the expiry job (expire-unpaid-orders.ts): its books went back on sale. */
export function orderExpiredMail(order: Order, publicUrl: string): Mail {
  const cart = `${publicUrl}${SITE_PATHS.cart.href()}`;
  return orderMail(order, publicUrl, {
    subject: `Your order No: ${order.id} is cancelled: no payment arrived`,
    heading: `We did not receive the payment for your order No: ${order.id} (${paymentMethodLabel(order.payment_option)}) in time, so it has been cancelled and its books are back on sale.`,
    parts: [
      linesOf(order),
      totalsOf(order),
      {
        text: `Nothing was charged. You are welcome to order again at ${cart}`,
        html: `${paragraph('Nothing was charged. You are welcome to order again.')}${button(cart, 'Go to your cart')}`,
      },
    ],
  });
}

/**
 * To the shop: a shopper asks to cancel a shipped order. Replying to it reaches the shopper, so
 * staff can answer from their mail client once they have spoken to the courier.
 */
export function cancelDemandMail(order: Order, reason: string, shopEmail: string): Mail {
  return {
    to: shopEmail,
    subject: `Cancellation requested for shipped order No: ${order.id}`,
    body: `${order.email} asks to cancel order No: ${order.id}, which has shipped (placed ${order.created_at}).\n\nReason given:\n${reason}\n\nShip to: ${addressText(order.shipping_address)}\n\n${linesOf(order).text}\n\n${totalsOf(order).text}\n\nPlease ask the courier whether the parcel can still come back, and reply to ${order.email} either way.\n`,
  };
}

function returnLinesText(request: ReturnRequest): string {
  return request.lines.map((line) => `  ${line.qty} x ${line.BOOK_TITLE}`).join('\n');
}

/** To the shop: a shopper asks to return books of a delivered order (staff decide at the order desk). */
export function returnRequestedMail(order: Order, request: ReturnRequest, shopEmail: string): Mail {
  return {
    to: shopEmail,
    subject: `Return requested for order No: ${order.id}`,
    body: `${order.email} asks to return books of order No: ${order.id}, delivered.\n\nReason given:\n${request.reason}\n\nBooks to return:\n${returnLinesText(request)}\n\nShip to: ${addressText(order.shipping_address)}\n\n${totalsOf(order).text}\n\nDecide it at the order desk; the shopper is e-mailed the outcome.\n`,
  };
}

/** To the shopper: staff approved or refused the return request. */
export function returnDecidedMail(order: Order, request: ReturnRequest, publicUrl: string): Mail {
  const approved = request.status === 'approved';
  const lines: Part = {
    text: returnLinesText(request),
    html: rows(request.lines.map((line) => [`${line.qty} x ${line.BOOK_TITLE}`, ''] as [string, string])),
  };
  return orderMail(order, publicUrl, {
    subject: `Your return request for order No: ${order.id} is ${approved ? 'approved' : 'refused'}`,
    heading: approved
      ? `We accept the return of these books from your order No: ${order.id}.`
      : `We cannot accept the return you asked for on order No: ${order.id}.`,
    parts: [
      lines,
      ...(request.decision_note ? [request.decision_note] : []),
      approved
        ? 'We will arrange the pick-up with you. Once the books are back, the amount is refunded the way you paid.'
        : 'Reply to this e-mail if you have questions.',
      orderLinkOf('See your order'),
    ],
  });
}
