import {
  type Address,
  type Order,
  PAYMENT_METHOD,
  paymentStateEntry,
  type ReturnRequest,
  SITE_PATHS,
} from '@bookshop/domain';
import { type Language, pathInLanguage } from '@bookshop/i18n';
import { button, htmlText, mailDocument, paragraph, rows, textSpan } from '../mail/mail-html.js';
import { type MailWords, mailWords } from '../mail/mail-words.js';
import { type Mail, ORDER_LINK_PLACEHOLDER } from '../mail/repository.js';
import { bankTransferDetails } from './bank-transfer.js';

/*
 * The order e-mails. Each is written twice from the same figures, as plain text and as HTML, and
 * the figures are the order's as stored (priceOrder made them at placing): the lines, the totals
 * and the payment's words are the order's own, never added up again here. The link to the order
 * is a signed one (ORDER_LINK_PLACEHOLDER, signed by the outbox when the e-mail is written), so
 * it opens the order in any browser, logged in or not. A shopper's e-mail is in the order's
 * language (recorded when it was placed; mail-words.ts); the e-mails to the shop stay English.
 */

/** One part of an e-mail, in both forms. */
interface Part {
  text: string;
  html: string;
}

const ENGLISH = mailWords('en');

function linesOf(order: Order, w: MailWords = ENGLISH): Part {
  const backorder = w.t('mail.order.backorder');
  const text = order.items
    .map(
      (item) =>
        `  ${item.qty} x ${item.BOOK_TITLE} (${item.authorName}): ${w.rupees(item.line_total)}${item.backorder ? ` (${backorder})` : ''}`,
    )
    .join('\n');
  const end = w.language === 'ur' ? 'left' : 'right';
  const cells = order.items
    .map(
      (item) =>
        `<tr><td style="padding:6px 0;border-bottom:1px solid #eadfd3;vertical-align:top">${htmlText(`${item.qty} x`)}</td><td style="padding:6px 8px;border-bottom:1px solid #eadfd3">${textSpan(item.BOOK_TITLE, 'strong')}<br>${textSpan(item.authorName, 'span', 'color:#6b5d50;font-size:13px;')}${item.backorder ? `<br><span style="color:#8a3f1d;font-size:13px">${htmlText(backorder)}</span>` : ''}</td><td style="padding:6px 0;border-bottom:1px solid #eadfd3;text-align:${end};vertical-align:top;white-space:nowrap">${htmlText(w.rupees(item.line_total))}</td></tr>`,
    )
    .join('');
  return {
    text,
    html: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:8px 0">${cells}</table>`,
  };
}

/** The totals as charged, in the order the checkout showed them. */
export function totalRows(order: Order, language: Language = 'en'): [string, string][] {
  const t = order.totals;
  const w = mailWords(language);
  // A deduction's minus sign stays with its amount: inside the isolate in Urdu.
  const minus = (amount: number) => w.ltr(`-${mailWords('en').rupees(amount)}`);
  return [
    [w.t('mail.totals.subtotal'), w.rupees(t.subtotal)],
    ...(t.cardDiscount > 0
      ? [[w.t('mail.totals.cardDiscount'), minus(t.cardDiscount)] as [string, string]]
      : []),
    [w.t('mail.totals.shipping'), w.rupees(t.shipping)],
    ...(t.giftWrap > 0 ? [[w.t('mail.totals.giftWrap'), w.rupees(t.giftWrap)] as [string, string]] : []),
    ...((t.giftCard ?? 0) > 0
      ? [[w.t('mail.totals.giftCard'), minus(t.giftCard ?? 0)] as [string, string]]
      : []),
    [w.t('mail.totals.total'), w.rupees(t.total)],
  ];
}

function totalsOf(order: Order, w: MailWords = ENGLISH): Part {
  const entries = totalRows(order, w.language);
  return {
    text: entries.map(([label, value]) => `${label}: ${value}`).join('\n'),
    html: rows(entries, true, w.language),
  };
}

function addressText(a: Address): string {
  return [a.Name, a.Address, a.City, a.Province, a.PostCode, a.Country, a.Phone]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/** Where it goes, when it should arrive, what the shopper asked for. */
function deliveryOf(order: Order, w: MailWords): Part {
  const to = w.t('mail.delivery.to');
  // The English text part has always said "Delivery:" before the estimate; Urdu's words say it.
  const deliveryLabel = w.language === 'en' ? 'Delivery: ' : '';
  const text: string[] = [`${to}: ${addressText(order.shipping_address)}`];
  const html: string[] = [
    `<p style="margin:0 0 12px"><strong>${htmlText(to)}</strong><br>${textSpan(addressText(order.shipping_address))}</p>`,
  ];
  if (order.delivery_estimate) {
    const words = w.delivery(order.delivery_estimate);
    text.push(`${deliveryLabel}${words}`);
    html.push(paragraph(words));
  }
  if (order.gift_wrap) {
    text.push(w.t('mail.delivery.giftWrapped'));
    html.push(paragraph(w.t('mail.delivery.giftWrapped')));
  }
  if (order.special_instruction.trim()) {
    const label = w.t('mail.delivery.specialInstructions');
    text.push(`${label}:\n${order.special_instruction}`);
    html.push(
      `<p style="margin:0 0 4px"><strong>${htmlText(label)}</strong></p>${paragraph(order.special_instruction)}`,
    );
  }
  return { text: text.join('\n'), html: html.join('\n') };
}

function headOf(order: Order, w: MailWords): Part {
  const payment = `${w.paymentMethod(order.payment_option)} (${w.paymentState(order.payment_state.code)})`;
  const orderNo = w.t('mail.order.orderNo');
  const paymentLabel = w.t('mail.order.payment');
  return {
    text: `${orderNo}: ${w.orderNo(order.id)}\n${paymentLabel}: ${payment}`,
    html: rows(
      [
        [orderNo, w.orderNo(order.id)],
        [paymentLabel, payment],
      ],
      false,
      w.language,
    ),
  };
}

/** The link to the order, signed when the e-mail is written (to the order's page in its language). */
function orderLinkOf(w: MailWords): Part {
  const label = w.t('mail.order.seeOrder');
  return { text: `${label}: ${w.ltr(ORDER_LINK_PLACEHOLDER)}`, html: button(ORDER_LINK_PLACEHOLDER, label) };
}

/** An e-mail about an order: text and HTML from the same parts, the order's signed link filled in. */
function orderMail(
  order: Order,
  publicUrl: string,
  w: MailWords,
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
      language: w.language,
      content: [
        `<h1 style="font-size:20px;margin:0 0 16px">${htmlText(mail.heading)}</h1>`,
        ...parts.map((p) => p.html),
      ].join('\n'),
    }),
    orderLink: { orderId: order.id, publicUrl, language: w.language },
  };
}

function bankTransferOf(order: Order, w: MailWords): Part | null {
  if (order.payment_option !== PAYMENT_METHOD.BANK_TRANSFER) return null;
  const b = bankTransferDetails({ id: order.id, createdAt: new Date(order.created_at) });
  const text = w.t('mail.bankTransfer.payBy', {
    accountTitle: b.accountTitle,
    bankName: b.bankName,
    iban: w.ltr(b.iban),
    reference: w.ltr(b.reference),
    payBy: w.moment(b.payBy),
  });
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
export function orderConfirmationMail(order: Order, publicUrl: string, language: Language): Mail {
  const w = mailWords(language);
  const bank = bankTransferOf(order, w);
  const mail = orderMail(order, publicUrl, w, {
    subject: w.t('mail.orderConfirmed.subject', { id: w.orderNo(order.id) }),
    heading: w.t('mail.orderConfirmed.heading'),
    parts: [
      headOf(order, w),
      linesOf(order, w),
      totalsOf(order, w),
      ...(bank ? [bank] : []),
      deliveryOf(order, w),
      ...(order.send_invoice ? [w.t('mail.order.invoiceAttached')] : []),
      orderLinkOf(w),
    ],
  });
  return order.send_invoice
    ? { ...mail, attachments: [{ kind: 'invoice', orderId: order.id, filename: invoiceFileName(order.id) }] }
    : mail;
}

/** What a cancel did with the order's money, from its payment state. */
function cancelledMoneyText(order: Order, w: MailWords): string {
  const state = paymentStateEntry(order.payment_state.code);
  if (state.code === 'refunded')
    return w.language === 'en' ? state.message : w.t('mail.paymentStateMessage.refunded');
  if (state.code === 'refund_due')
    return w.language === 'en' ? state.message : w.t('mail.paymentStateMessage.refundDue');
  if (state.code === 'voided')
    return w.language === 'en' ? state.message : w.t('mail.paymentStateMessage.voided');
  return w.t('mail.orderCancelled.anyPaymentRefunded');
}

export function orderCancelledMail(order: Order, publicUrl: string, language: Language): Mail {
  const w = mailWords(language);
  const id = w.orderNo(order.id);
  return orderMail(order, publicUrl, w, {
    subject: w.t('mail.orderCancelled.subject', { id }),
    heading: w.t('mail.orderCancelled.heading', { id }),
    parts: [linesOf(order, w), totalsOf(order, w), cancelledMoneyText(order, w), orderLinkOf(w)],
  });
}

export function orderStatusMail(order: Order, publicUrl: string, language: Language): Mail {
  const w = mailWords(language);
  const id = w.orderNo(order.id);
  const status = w.status(order.status);
  return orderMail(order, publicUrl, w, {
    subject: w.t('mail.orderStatus.subject', { id, status }),
    heading: w.t('mail.orderStatus.heading', { id, status }),
    parts: [
      linesOf(order, w),
      totalsOf(order, w),
      ...(order.status === 'shipped' || order.status === 'processing' ? [deliveryOf(order, w)] : []),
      ...(order.return_until
        ? [w.t('mail.orderStatus.returnUntil', { date: w.moment(order.return_until) })]
        : []),
      orderLinkOf(w),
    ],
  });
}

/** An unpaid order cancelled by the expiry job (expire-unpaid-orders.ts): its books went back on sale. */
export function orderExpiredMail(order: Order, publicUrl: string, language: Language): Mail {
  const w = mailWords(language);
  const id = w.orderNo(order.id);
  const cart = `${publicUrl}${pathInLanguage(language, SITE_PATHS.cart.href())}`;
  return orderMail(order, publicUrl, w, {
    subject: w.t('mail.orderExpired.subject', { id }),
    heading: w.t('mail.orderExpired.heading', { id, method: w.paymentMethod(order.payment_option) }),
    parts: [
      linesOf(order, w),
      totalsOf(order, w),
      {
        text: w.t('mail.orderExpired.orderAgainAt', { url: w.ltr(cart) }),
        html: `${paragraph(w.t('mail.orderExpired.orderAgain'))}${button(cart, w.t('mail.orderExpired.goToCart'))}`,
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
export function returnDecidedMail(
  order: Order,
  request: ReturnRequest,
  publicUrl: string,
  language: Language,
): Mail {
  const w = mailWords(language);
  const id = w.orderNo(order.id);
  const approved = request.status === 'approved';
  const lines: Part = {
    text: returnLinesText(request),
    html: rows(
      request.lines.map((line) => [`${line.qty} x ${line.BOOK_TITLE}`, ''] as [string, string]),
      false,
      language,
    ),
  };
  return orderMail(order, publicUrl, w, {
    subject: w.t(approved ? 'mail.returnDecided.subjectApproved' : 'mail.returnDecided.subjectRefused', {
      id,
    }),
    heading: w.t(approved ? 'mail.returnDecided.headingApproved' : 'mail.returnDecided.headingRefused', {
      id,
    }),
    parts: [
      lines,
      ...(request.decision_note ? [request.decision_note] : []),
      w.t(approved ? 'mail.returnDecided.nextApproved' : 'mail.returnDecided.nextRefused'),
      orderLinkOf(w),
    ],
  });
}
