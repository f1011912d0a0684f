import {
  type DeliveryEstimate,
  type OrderStatus,
  PAYMENT_METHOD,
  type PaymentMethodCode,
  type PaymentStateCode,
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

/*
 * Statuses, payment methods and payment states are worded by the orders area's keys, the words the
 * order page shows (in English the domain's own labels): an e-mail and the page it links to name
 * them alike.
 */

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
  paymentState(code: PaymentStateCode): string;
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
    status: (status) => messages.format(`orders.status.${status}`),
    // An order without a recorded method was taken as cash on delivery (the domain's default).
    paymentMethod: (code) => messages.format(`orders.paymentMethod.${code ?? PAYMENT_METHOD.CASH}`),
    paymentState: (code) => messages.format(`orders.paymentState.${code}`),
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
