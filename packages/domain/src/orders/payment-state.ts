import type { OrderStatus } from '../tables/order-statuses.js';
import { orderStatusKind } from '../tables/order-statuses.js';
import { type PaymentMethodCode, paymentKindOf } from '../tables/payment-methods.js';

/**
 * What the shop did with an order's payment when the order ended, recorded on the order by the
 * order lifecycle (the status alone cannot tell a refunded order from one that never paid):
 * - `failed`: the card or wallet declined, or the shopper abandoned the wallet payment;
 * - `voided`: nothing was taken: a pending payment was voided at the provider, or the method
 *   collects later (cash on delivery, a bank transfer not yet received);
 * - `refunded`: money taken was given back (by the provider, or a gift card made usable again);
 * - `refund_due`: money came by bank transfer, and the shop owes it back by transfer.
 */
export const PAYMENT_OUTCOMES = ['failed', 'voided', 'refunded', 'refund_due'] as const;

/** One of {@link PAYMENT_OUTCOMES}. */
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** Whether a stored value is a payment outcome. */
export function isPaymentOutcome(value: unknown): value is PaymentOutcome {
  return (PAYMENT_OUTCOMES as readonly unknown[]).includes(value);
}

/** One payment state: its code, a short label and the sentence a shopper reads. */
export interface PaymentStateEntry {
  readonly code: string;
  readonly label: string;
  readonly message: string;
}

/**
 * Every payment state an order can be in, with its words. A shopper is told what is true of the
 * money: a cash-on-delivery order has not been paid, and is never called paid before delivery.
 */
export const PAYMENT_STATE_TABLE = [
  {
    code: 'to_pay_on_delivery',
    label: 'To pay on delivery',
    message: 'Thank you for your order. You pay in cash when it is delivered.',
  },
  {
    code: 'awaiting_transfer',
    label: 'Awaiting bank transfer',
    message: 'Waiting for your bank transfer.',
  },
  {
    code: 'awaiting_wallet_approval',
    label: 'Awaiting wallet approval',
    message: 'Waiting for the payment to be approved.',
  },
  {
    code: 'awaiting_card_payment',
    label: 'Awaiting card payment',
    message: 'Waiting for the card payment.',
  },
  { code: 'paid', label: 'Paid', message: 'Payment received. Thank you for your order.' },
  {
    code: 'paid_by_gift_card',
    label: 'Paid by gift card',
    message: 'Paid in full by your gift card. Thank you for your order.',
  },
  { code: 'refunded', label: 'Refunded', message: 'Your payment has been refunded.' },
  {
    code: 'refund_due',
    label: 'Refund due',
    message: 'Your bank transfer will be refunded to you.',
  },
  { code: 'voided', label: 'Not charged', message: 'Nothing was charged for this order.' },
  { code: 'failed', label: 'Payment failed', message: 'The transaction was unsuccessful.' },
] as const satisfies readonly PaymentStateEntry[];

/** Where an order's money stands: one of {@link PAYMENT_STATE_TABLE}'s codes. */
export type PaymentStateCode = (typeof PAYMENT_STATE_TABLE)[number]['code'];

/** Every payment state code, in table order. */
export const PAYMENT_STATE_CODES: readonly PaymentStateCode[] = PAYMENT_STATE_TABLE.map((e) => e.code);

/** The payment state as an order carries it on the wire: its code and label. */
export interface OrderPaymentState {
  code: PaymentStateCode;
  label: string;
}

/** What {@link paymentStateOf} decides from. */
export interface PaymentStateInput {
  status: OrderStatus;
  paymentOption: PaymentMethodCode | number;
  /** What the lifecycle recorded when the order ended; null while it has not ended. */
  paymentOutcome?: PaymentOutcome | null;
}

const entries: ReadonlyMap<PaymentStateCode, (typeof PAYMENT_STATE_TABLE)[number]> = new Map(
  PAYMENT_STATE_TABLE.map((entry) => [entry.code, entry]),
);

/** The table's entry of a state code. */
export function paymentStateEntry(code: PaymentStateCode): (typeof PAYMENT_STATE_TABLE)[number] {
  const entry = entries.get(code);
  if (!entry) throw new RangeError(`unknown payment state ${String(code)}`);
  return entry;
}

function codeOf(input: PaymentStateInput): PaymentStateCode {
  const kind = paymentKindOf(input.paymentOption);
  // What the lifecycle recorded wins: a late payment refunded after the order was cancelled is
  // refunded, whatever the status says.
  if (input.paymentOutcome) return input.paymentOutcome;
  const statusKind = orderStatusKind(input.status);
  if (input.status === 'payment_failed') return 'failed';
  // An order ended before outcomes were recorded: nothing it could have paid was kept.
  if (statusKind === 'ended') return 'voided';
  if (kind === 'prepaid') return 'paid_by_gift_card';
  if (statusKind === 'awaiting_payment') {
    if (kind === 'card') return 'awaiting_card_payment';
    if (kind === 'wallet') return 'awaiting_wallet_approval';
    if (kind === 'transfer') return 'awaiting_transfer';
  }
  // Cash is collected by the courier: paid only once the order is delivered.
  if (kind === 'on_delivery') return statusKind === 'closed' ? 'paid' : 'to_pay_on_delivery';
  return 'paid';
}

/**
 * Where an order's money stands, from its status, its payment method and what the lifecycle
 * recorded when it ended: to pay on delivery, awaiting a transfer, a wallet approval or a card
 * payment, paid, paid by gift card, refunded, refund due, voided (nothing charged) or failed.
 */
export function paymentStateOf(input: PaymentStateInput): (typeof PAYMENT_STATE_TABLE)[number] {
  return paymentStateEntry(codeOf(input));
}

/** The payment state as the Order wire carries it. */
export function orderPaymentState(input: PaymentStateInput): OrderPaymentState {
  const entry = paymentStateOf(input);
  return { code: entry.code, label: entry.label };
}
