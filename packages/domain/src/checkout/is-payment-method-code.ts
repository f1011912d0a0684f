import { PAYMENT_METHOD, type PaymentMethodCode } from '../entities/checkout.js';

const codes: ReadonlySet<unknown> = new Set(Object.values(PAYMENT_METHOD));

/** Whether a value read from a request or storage is one of the payment method codes 1 to 5. */
export function isPaymentMethodCode(value: unknown): value is PaymentMethodCode {
  return codes.has(value);
}
