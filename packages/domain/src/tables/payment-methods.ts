/**
 * How an order's money arrives:
 * - `card`: charged on a saved card by the provider while the order is placed;
 * - `wallet`: approved by the shopper on the provider's page (JazzCash, Easypaisa);
 * - `transfer`: the shopper sends a bank transfer, staff mark it received;
 * - `on_delivery`: cash handed to the courier;
 * - `prepaid`: nothing to collect (a gift card covered the whole order).
 */
export type PaymentKind = 'card' | 'wallet' | 'transfer' | 'on_delivery' | 'prepaid';

/** One payment method: its wire code, its label and how it settles. */
export interface PaymentMethodEntry {
  readonly code: number;
  readonly label: string;
  readonly kind: PaymentKind;
  /** Offered in the checkout's payment choice; the others are recorded by the shop itself. */
  readonly chosenAtCheckout: boolean;
}

/**
 * Every payment method the shop knows, once. Codes 1 to 5 are the spec's (section 4); 6 is ours:
 * an order its gift card paid in full, which needs no method from the shopper. Labels are the
 * checkout's (spec section 2), except that a card reads as a card, never as cash.
 */
export const PAYMENT_METHOD_TABLE = [
  { code: 1, label: 'Credit or Debit Card', kind: 'card', chosenAtCheckout: true },
  { code: 2, label: 'JazzCash', kind: 'wallet', chosenAtCheckout: true },
  { code: 3, label: 'Bank Transfer', kind: 'transfer', chosenAtCheckout: true },
  { code: 4, label: 'Cash on Delivery', kind: 'on_delivery', chosenAtCheckout: true },
  { code: 5, label: 'Easypaisa', kind: 'wallet', chosenAtCheckout: true },
  { code: 6, label: 'Gift Card', kind: 'prepaid', chosenAtCheckout: false },
] as const satisfies readonly PaymentMethodEntry[];

/** Payment method codes by name. */
export const PAYMENT_METHOD = {
  /** A saved card, or a new card being added. */
  CARD: 1,
  JAZZCASH: 2,
  BANK_TRANSFER: 3,
  CASH: 4,
  EASYPAISA: 5,
  /** Paid in full by a gift card: recorded by the server, never chosen. */
  GIFT_CARD: 6,
} as const satisfies Record<string, (typeof PAYMENT_METHOD_TABLE)[number]['code']>;

/** Any payment method code an order can carry. */
export type PaymentMethodCode = (typeof PAYMENT_METHOD_TABLE)[number]['code'];

/** The codes a shopper can choose at checkout (1 to 5). */
export type ChosenPaymentMethodCode = Extract<
  (typeof PAYMENT_METHOD_TABLE)[number],
  { chosenAtCheckout: true }
>['code'];

/** The methods that are not a card: choosing one drops any card and card discount. */
export type NonCardPaymentMethodCode = Exclude<ChosenPaymentMethodCode, typeof PAYMENT_METHOD.CARD>;

const byCode: ReadonlyMap<number, PaymentMethodEntry> = new Map(
  PAYMENT_METHOD_TABLE.map((entry) => [entry.code, entry]),
);

/** The table's entry of a code, or undefined for a code the shop does not know. */
export function paymentMethodOf(code: number | null | undefined): PaymentMethodEntry | undefined {
  return code == null ? undefined : byCode.get(code);
}

/** How an order paid with this method settles; undefined for an unknown code. */
export function paymentKindOf(code: number | null | undefined): PaymentKind | undefined {
  return paymentMethodOf(code)?.kind;
}

/** Every known payment method code, for checks such as the database's constraint. */
export const PAYMENT_METHOD_CODES: readonly PaymentMethodCode[] = PAYMENT_METHOD_TABLE.map((e) => e.code);
