import { type Order, type OrderShipment, SITE_PATHS } from '@bookshop/domain';
import type { Language } from '@bookshop/i18n';
import { type MailWords, mailWords } from '../../mail/mail-words.js';
import type { Mail } from '../../mail/repository.js';
import { withUrduHtml } from '../../mail/text-mail-html.js';

/**
 * The e-mails the order desk's actions send the shopper, in the order's language (recorded when
 * it was placed). Subjects name the order as `order No: N` (Urdu `آرڈر نمبر N`), which is how the
 * desk's timeline finds the e-mails of an order in the outbox.
 */

function linesOf(order: Order, w: MailWords): string {
  const backorder = w.t('mail.order.backorder');
  return order.items
    .map(
      (item) =>
        `  ${item.qty} x ${item.BOOK_TITLE} (${item.authorName}): ${w.rupees(item.line_total)}${item.backorder ? ` (${backorder})` : ''}`,
    )
    .join('\n');
}

function footer(w: MailWords, publicUrl: string): string {
  return w.t('mail.order.seeOrdersAt', { url: w.shopUrl(publicUrl, SITE_PATHS.orders.href()) });
}

/**
 * A desk e-mail: its paragraphs, then the order's lines, then the link to the orders (the text
 * part as the desk has always written it; an HTML part for Urdu).
 */
function deskMail(
  order: Order,
  publicUrl: string,
  language: Language,
  words: (w: MailWords, id: string) => { subject: string; paragraphs: readonly string[]; lines: boolean },
): Mail {
  const w = mailWords(language);
  const mail = words(w, w.orderNo(order.id));
  const [first = '', ...rest] = mail.paragraphs;
  const lines = mail.lines ? `${linesOf(order, w)}\n\n` : '';
  const body = `${[first, ...rest].join('\n\n')}\n\n${lines}${footer(w, publicUrl)}\n`;
  return withUrduHtml({ to: order.email, subject: mail.subject, body }, w.language, publicUrl, {
    heading: first,
    paragraphs: [...rest, ...(mail.lines ? [linesOf(order, w)] : []), footer(w, publicUrl)],
  });
}

/** A cash-on-delivery order confirmed by phone. */
export function codConfirmedMail(order: Order, publicUrl: string, language: Language = 'en'): Mail {
  return deskMail(order, publicUrl, language, (w, id) => ({
    subject: w.t('mail.codConfirmed.subject', { id }),
    paragraphs: [w.t('mail.codConfirmed.body', { id, amount: w.rupees(order.totals.total) })],
    lines: true,
  }));
}

/** A bank transfer received: the order is placed. */
export function transferReceivedMail(order: Order, publicUrl: string, language: Language = 'en'): Mail {
  return deskMail(order, publicUrl, language, (w, id) => ({
    subject: w.t('mail.transferReceived.subject', { id }),
    paragraphs: [w.t('mail.transferReceived.body', { id, amount: w.rupees(order.totals.total) })],
    lines: true,
  }));
}

/** Processing or delivered. */
export function orderStepMail(
  order: Order,
  step: 'processing' | 'delivered',
  publicUrl: string,
  language: Language = 'en',
): Mail {
  return deskMail(order, publicUrl, language, (w, id) => ({
    subject: w.t('mail.orderStatus.subject', { id, status: w.status(step) }),
    paragraphs: [
      w.t(step === 'processing' ? 'mail.orderStep.processing' : 'mail.orderStep.delivered', { id }),
    ],
    lines: true,
  }));
}

/** Shipped, with the courier and tracking number. */
export function shippedMail(
  order: Order,
  shipment: Pick<OrderShipment, 'courier' | 'tracking_number'>,
  publicUrl: string,
  language: Language = 'en',
): Mail {
  return deskMail(order, publicUrl, language, (w, id) => ({
    subject: w.t('mail.shipped.subject', { id }),
    paragraphs: [
      w.t('mail.shipped.onItsWay', { id, courier: shipment.courier }),
      w.t('mail.shipped.trackingNumber', { number: w.ltr(shipment.tracking_number) }),
    ],
    lines: true,
  }));
}

/** Cancelled by the shop, with the reason and what happens to the money. */
export function cancelledByShopMail(
  order: Order,
  reason: string,
  money: string,
  publicUrl: string,
  language: Language = 'en',
): Mail {
  return deskMail(order, publicUrl, language, (w, id) => ({
    subject: w.t('mail.orderCancelled.subject', { id }),
    paragraphs: [w.t('mail.cancelledByShop.sorry', { id }), w.t('mail.order.reason', { reason }), money],
    lines: true,
  }));
}

/** Part of the payment refunded. */
export function refundMail(
  order: Order,
  amount: number,
  reason: string,
  publicUrl: string,
  language: Language = 'en',
): Mail {
  return deskMail(order, publicUrl, language, (w, id) => ({
    subject: w.t('mail.refund.subject', { id, amount: w.rupees(amount) }),
    paragraphs: [
      w.t('mail.refund.body', { id, amount: w.rupees(amount) }),
      w.t('mail.order.reason', { reason }),
      w.t('mail.refund.takesDays'),
    ],
    lines: false,
  }));
}

/** The shop's answer to a request to cancel a shipped order that it could not grant. */
export function cancelDemandDeclinedMail(
  order: Order,
  reply: string,
  publicUrl: string,
  language: Language = 'en',
): Mail {
  return deskMail(order, publicUrl, language, (w, id) => ({
    subject: w.t('mail.cancelDemandDeclined.subject', { id }),
    paragraphs: [w.t('mail.cancelDemandDeclined.body', { id }), reply],
    lines: false,
  }));
}

/** What a cancel did with the money, in the shopper's words. */
export function cancelMoneyText(order: Order, language: Language = 'en'): string {
  const w = mailWords(language);
  switch (order.payment_state.code) {
    case 'refunded':
      return w.t('mail.cancelMoney.refunded');
    case 'refund_due':
      return w.t('mail.cancelMoney.refundDue');
    case 'voided':
      return w.t('mail.cancelMoney.voided');
    default:
      return w.paymentState(order.payment_state.code);
  }
}
