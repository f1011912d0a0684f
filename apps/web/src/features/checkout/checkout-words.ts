import {
  type Address,
  CHECKOUT_MESSAGES,
  type DeliveryAreaLine,
  type DeliveryAreas,
  deliveryAreaProblem,
  PAYMENT_METHOD,
  type PaymentMethodCode,
  type ProductKind,
} from '@bookshop/domain';
import type { MessageKey, Messages } from '@bookshop/i18n/core';

/*
 * The checkout's rules live in the domain and answer in the spec's English, which the server
 * gives too. The panel shows those answers in the page's language: this module finds the
 * catalogue's words for each of them (the English catalogue holds the same text, so an English
 * page reads exactly what the domain said).
 */

/** The catalogue key of each fixed answer of the checks (checkBeforePlacing and the others). */
const PROBLEM_KEYS: ReadonlyMap<string, MessageKey> = new Map(
  (
    [
      'emailRequired',
      'shippingAddressRequired',
      'billingAddressRequired',
      'paymentMethodRequired',
      'selectPaymentMethod',
      'firstAddAddress',
      'firstAddEmail',
      'selectShippingAddress',
      'selectBillingAddress',
      'selectValidBillingAddress',
      'enterEmailFirst',
      'couldNotSaveCard',
      'couldNotPlaceOrder',
      'couldNotCheckDiscount',
      'couldNotRemoveCard',
    ] as const
  ).map((name) => [CHECKOUT_MESSAGES[name], `checkout.problem.${name}` as MessageKey]),
);

/** The field labels missingAddressFields gives, by their catalogue key. */
const ADDRESS_FIELD_KEYS: Readonly<Record<string, MessageKey>> = {
  Name: 'checkout.addressField.name',
  Phone: 'checkout.addressField.phone',
  Address: 'checkout.addressField.address',
  City: 'checkout.addressField.city',
  Country: 'checkout.addressField.country',
  'Post Code': 'checkout.addressField.postCode',
};

const MISSING = /^(Shipping|Billing) address is missing: (.+)\. Please edit your address\.$/;

/**
 * A check's answer (checkBeforePlacing, checkBeforeChangePayment, checkBeforeSavingCard) in the
 * page's language. An answer the catalogue does not know (none today) is shown as it came.
 */
export function checkoutProblemIn(t: Messages, problem: string): string {
  const key = PROBLEM_KEYS.get(problem);
  if (key) return t.format(key);
  const missing = MISSING.exec(problem);
  if (missing) {
    const fields = (missing[2] ?? '')
      .split(', ')
      .map((label) => {
        const fieldKey = ADDRESS_FIELD_KEYS[label];
        return fieldKey ? t.format(fieldKey) : label;
      })
      .join(t.format('checkout.problem.listSeparator'));
    return t.format(
      missing[1] === 'Shipping'
        ? 'checkout.problem.shippingAddressMissing'
        : 'checkout.problem.billingAddressMissing',
      { fields },
    );
  }
  return problem;
}

/** "A", "A and B", "A, B and C" (or with "or"), in the page's language. */
function wordList(t: Messages, items: readonly string[], joiner: 'and' | 'or'): string {
  if (items.length <= 1) return items[0] ?? '';
  return t.format(joiner === 'and' ? 'checkout.problem.and' : 'checkout.problem.or', {
    rest: items.slice(0, -1).join(t.format('checkout.problem.listSeparator')),
    last: items[items.length - 1] ?? '',
  });
}

/**
 * deliveryAreaProblem in the page's language: which items cannot go to the chosen city and
 * where they can. The domain decides (the server refuses the same orders); this only words it.
 */
export function deliveryAreaProblemIn(
  t: Messages,
  lines: readonly Readonly<DeliveryAreaLine>[],
  address: Readonly<Pick<Address, 'City'>> | null | undefined,
  areas: DeliveryAreas,
): string | null {
  if (!deliveryAreaProblem(lines, address, areas)) return null;
  const problems: string[] = [];
  for (const [kind, cities] of Object.entries(areas) as [ProductKind, readonly string[] | undefined][]) {
    if (!cities || cities.length === 0) continue;
    const titles = [...new Set(lines.filter((line) => line.kind === kind).map((line) => line.BOOK_TITLE))];
    if (titles.length === 0 || !deliveryAreaProblem(lines, address, { [kind]: cities })) continue;
    problems.push(
      t.format('checkout.problem.deliveryArea', {
        items: wordList(
          t,
          titles.map((title) => `"${title}"`),
          'and',
        ),
        cities: wordList(t, cities, 'or'),
        count: titles.length,
      }),
    );
  }
  return problems.join(' ');
}

/** Made on first use: a formatter with a time zone loads zone data, which no page load needs. */
let karachiMoment: Intl.DateTimeFormat | undefined;

/**
 * What the checkout says when the chosen card already took its bank discount today, in the page's
 * language: the time and day are written as cardDiscountUsedTodayMessage writes them (Pakistan
 * time, "12:00 am" and "27 Nov"), which an Urdu reader reads as shop receipts print them.
 *
 * @throws RangeError for an invalid date.
 */
export function cardDiscountUsedTodayIn(t: Messages, nextUseFrom: Date | string): string {
  const when = new Date(nextUseFrom);
  if (Number.isNaN(when.getTime())) throw new RangeError(`Invalid date: ${String(nextUseFrom)}`);
  karachiMoment ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Karachi',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    day: 'numeric',
    month: 'short',
  });
  const parts = Object.fromEntries(karachiMoment.formatToParts(when).map((part) => [part.type, part.value]));
  return t.format('checkout.panel.cardDiscountUsedToday', {
    time: `${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toLowerCase()}`,
    day: `${parts.day} ${parts.month}`,
  });
}

/**
 * A payment method's name in the checkout's payment row: the wallets by their brand names, which
 * stay in Latin letters in Urdu; a card reads as a card; anything else as cash on delivery, as
 * paymentMethodLabel has it.
 */
export function paymentMethodNameIn(t: Messages, code: PaymentMethodCode | null | undefined): string {
  switch (code) {
    case PAYMENT_METHOD.CARD:
      return t.format('checkout.method.card');
    case PAYMENT_METHOD.JAZZCASH:
      return 'JazzCash';
    case PAYMENT_METHOD.BANK_TRANSFER:
      return t.format('checkout.method.bankTransfer');
    case PAYMENT_METHOD.EASYPAISA:
      return 'Easypaisa';
    case PAYMENT_METHOD.GIFT_CARD:
      return t.format('checkout.method.giftCard');
    default:
      return t.format('checkout.method.cashOnDelivery');
  }
}
