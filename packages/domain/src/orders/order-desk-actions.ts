import { formatRupees } from '../money/format-rupees.js';
import { type OrderStatus, orderStatusKind } from '../tables/order-statuses.js';
import { type PaymentMethodCode, paymentKindOf } from '../tables/payment-methods.js';

/**
 * What staff can do to an order from the order desk, each through the one order lifecycle:
 * - `confirm_cod`: a cash-on-delivery order confirmed with the shopper by phone (it stays placed);
 * - `transfer_received`: a bank transfer arrived (pending payment -> placed);
 * - `processing`, `ship`, `deliver`: the order moves on one step;
 * - `cancel`: ended with a reason, everything it held given back, a captured payment refunded;
 * - `refund`: part of a captured payment given back (a returned book, a damaged one).
 */
export const ORDER_DESK_ACTIONS = [
  'confirm_cod',
  'transfer_received',
  'processing',
  'ship',
  'deliver',
  'cancel',
  'refund',
] as const;

/** One of {@link ORDER_DESK_ACTIONS}. */
export type OrderDeskAction = (typeof ORDER_DESK_ACTIONS)[number];

/** The words of each action's button. */
export const ORDER_DESK_ACTION_LABELS: Readonly<Record<OrderDeskAction, string>> = {
  confirm_cod: 'Confirm by phone',
  transfer_received: 'Mark transfer received',
  processing: 'Start processing',
  ship: 'Mark shipped',
  deliver: 'Mark delivered',
  cancel: 'Cancel order',
  refund: 'Refund part',
};

/** The statuses staff may cancel an order from (a shipped one is cancelled when its parcel returns). */
export const STAFF_CANCELLABLE_STATUSES: readonly OrderStatus[] = [
  'pending_payment',
  'placed',
  'processing',
  'shipped',
];

/** What {@link orderDeskActions} decides from. */
export interface OrderDeskActionInput {
  status: OrderStatus;
  paymentOption: PaymentMethodCode | number;
  /** Whether a cash-on-delivery order was confirmed with the shopper by phone. */
  codConfirmed: boolean;
  /** Rupees the order's payment took, how many were given back, and how many are owed back. */
  captured: number;
  refunded: number;
  refundDue?: number;
}

/** The money {@link refundableAmount} reads (see `timelineMoney`). */
export interface RefundableMoney {
  captured: number;
  refunded: number;
  /** Owed back and not yet given (a refund under way): it cannot be refunded a second time. */
  refundDue?: number;
}

/** What is left of a payment to give back: captured less refunded and owed, never below zero. */
export function refundableAmount(money: RefundableMoney): number {
  return Math.max(0, money.captured - money.refunded - (money.refundDue ?? 0));
}

/**
 * The actions an order allows now, in the order the desk shows them. A cash-on-delivery order is
 * confirmed by phone before it is processed: that call is what keeps fake orders off the road.
 */
export function orderDeskActions(input: OrderDeskActionInput): OrderDeskAction[] {
  const kind = paymentKindOf(input.paymentOption);
  const actions: OrderDeskAction[] = [];
  const { status } = input;
  if (kind === 'on_delivery' && status === 'placed' && !input.codConfirmed) actions.push('confirm_cod');
  if (kind === 'transfer' && status === 'pending_payment') actions.push('transfer_received');
  if (status === 'placed' && (kind !== 'on_delivery' || input.codConfirmed)) actions.push('processing');
  if (status === 'processing') actions.push('ship');
  if (status === 'shipped') actions.push('deliver');
  if (STAFF_CANCELLABLE_STATUSES.includes(status)) actions.push('cancel');
  if (orderStatusKind(status) !== 'ended' && refundableAmount(input) > 0) actions.push('refund');
  return actions;
}

/**
 * Why a refund of `amount` rupees cannot be made, or null when it can: whole rupees above zero,
 * never more than what is left of the payment.
 */
export function refundAmountProblem(amount: number, money: RefundableMoney): string | null {
  const left = refundableAmount(money);
  if (!Number.isInteger(amount) || amount <= 0) return 'Enter the refund in whole rupees, more than 0.';
  if (left === 0) return 'Nothing is left of this payment to refund.';
  if (amount > left)
    return `The refund cannot be more than ${formatRupees(left)}, what is left of the payment.`;
  return null;
}
