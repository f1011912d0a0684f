import {
  type DeliveryEstimate,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  PAYMENT_METHOD,
  type PaymentMethodCode,
  type PaymentStateCode,
  paymentMethodLabel,
} from '@bookshop/domain';
import {
  createMessages,
  keepLeftToRight,
  type Language,
  LOCALES,
  type MessageKey,
  type MessageValues,
  pathInLanguage,
  SHOP_TIME_ZONE,
} from '@bookshop/i18n';

/*
 * The words of a shopper's e-mail in the language recorded for it (the order's, the account's,
 * the request's). What reads left to right inside Urdu text (order numbers, amounts, links,
 * e-mail addresses, codes) is set apart with isolates here; the HTML part turns them into
 * <bdi dir="ltr"> (mail-html.ts htmlText). In English nothing is added, so the English e-mails
 * read exactly as before the shop spoke Urdu.
 */

const STATUS_KEYS: Readonly<Record<OrderStatus, MessageKey>> = {
  pending_payment: 'mail.status.pendingPayment',
  placed: 'mail.status.placed',
  processing: 'mail.status.processing',
  shipped: 'mail.status.shipped',
  delivered: 'mail.status.delivered',
  cancelled: 'mail.status.cancelled',
  payment_failed: 'mail.status.paymentFailed',
};

/** JazzCash and Easypaisa are brand names: the same in both languages, so they have no key. */
const METHOD_KEYS: Readonly<Partial<Record<number, MessageKey>>> = {
  [PAYMENT_METHOD.CARD]: 'mail.paymentMethod.card',
  [PAYMENT_METHOD.BANK_TRANSFER]: 'mail.paymentMethod.bankTransfer',
  [PAYMENT_METHOD.CASH]: 'mail.paymentMethod.cashOnDelivery',
  [PAYMENT_METHOD.GIFT_CARD]: 'mail.paymentMethod.giftCard',
};

const PAYMENT_STATE_KEYS: Readonly<Record<PaymentStateCode, MessageKey>> = {
  to_pay_on_delivery: 'mail.paymentState.toPayOnDelivery',
  awaiting_transfer: 'mail.paymentState.awaitingTransfer',
  awaiting_wallet_approval: 'mail.paymentState.awaitingWalletApproval',
  awaiting_card_payment: 'mail.paymentState.awaitingCardPayment',
  paid: 'mail.paymentState.paid',
  paid_by_gift_card: 'mail.paymentState.paidByGiftCard',
  refunded: 'mail.paymentState.refunded',
  refund_due: 'mail.paymentState.refundDue',
  voided: 'mail.paymentState.voided',
  failed: 'mail.paymentState.failed',
};

/** The e-mail words of one language. */
export interface MailWords {
  readonly language: Language;
  /** A message of the mail area with its arguments. */
  t(key: MessageKey, values?: MessageValues): string;
  /** Left-to-right text (a number, link, e-mail address, code) kept whole inside Urdu. */
  ltr(text: string): string;
  /** An order number as e-mails name it: no thousands separator, left to right. */
  orderNo(id: number): string;
  /** Rupees as Pakistani readers expect them, left to right in Urdu. */
  rupees(amount: number): string;
  /** A page of the shop in the e-mail's language, as an absolute address kept left to right. */
  shopUrl(publicUrl: string, path: string): string;
  /** An order status as a shopper reads it. */
  status(status: OrderStatus): string;
  /** A payment method's name. */
  paymentMethod(code: PaymentMethodCode | null | undefined): string;
  /** Where an order's money stands, in a few words. */
  paymentState(code: PaymentStateCode, english: string): string;
  /** A moment (pay by, return until) as shoppers here read it, in Pakistan's time. */
  moment(iso: string): string;
  /** When the order is expected, from the order's own estimate. */
  delivery(estimate: DeliveryEstimate): string;
}

const dayFormats = new Map<Language, Intl.DateTimeFormat>();
/** "Tue 3 Jun" in English (as the domain's estimate words it), its Urdu equivalent. */
function shortDay(language: Language, day: string): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : LOCALES[language], {
      timeZone: SHOP_TIME_ZONE,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    });
    dayFormats.set(language, format);
  }
  return format.format(Date.parse(`${day}T12:00:00+05:00`)).replace(',', '');
}

/** The words of `language`'s e-mails. */
export function mailWords(language: Language): MailWords {
  const messages = createMessages(language);
  const english = language === 'en';
  const ltr = (text: string) => keepLeftToRight(language, text);
  return {
    language,
    t: (key, values) => messages.format(key, values),
    ltr,
    orderNo: (id) => ltr(String(id)),
    rupees: (amount) => messages.rupees(amount),
    shopUrl: (publicUrl, path) => ltr(`${publicUrl}${pathInLanguage(language, path)}`),
    // English keeps the domain's own words (the order page and the back office read the same).
    status: (status) => (english ? ORDER_STATUS_LABELS[status] : messages.format(STATUS_KEYS[status])),
    paymentMethod: (code) => {
      const key = code == null ? undefined : METHOD_KEYS[code];
      return english || !key ? paymentMethodLabel(code) : messages.format(key);
    },
    paymentState: (code, englishLabel) =>
      english ? englishLabel : messages.format(PAYMENT_STATE_KEYS[code]),
    moment: (iso) =>
      new Intl.DateTimeFormat(english ? 'en-PK' : LOCALES[language], {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: SHOP_TIME_ZONE,
      }).format(new Date(iso)),
    delivery: (estimate) => {
      if (english) return estimate.words;
      if (estimate.kind === 'when_back_in_stock') return messages.format('mail.delivery.whenBackInStock');
      return estimate.from === estimate.to
        ? messages.format('mail.delivery.expectedOn', { day: shortDay(language, estimate.from) })
        : messages.format('mail.delivery.expectedBetween', {
            from: shortDay(language, estimate.from),
            to: shortDay(language, estimate.to),
          });
    },
  };
}
