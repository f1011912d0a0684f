import type { ChosenPaymentMethodCode } from '../entities/checkout.js';
import { PAYMENT_METHOD_TABLE } from '../tables/payment-methods.js';

const codes: ReadonlySet<unknown> = new Set(
  PAYMENT_METHOD_TABLE.filter((entry) => entry.chosenAtCheckout).map((entry) => entry.code),
);

/** Whether a value read from a request or storage is a method a shopper can choose (1 to 5). */
export function isPaymentMethodCode(value: unknown): value is ChosenPaymentMethodCode {
  return codes.has(value);
}
