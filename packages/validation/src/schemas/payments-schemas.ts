import { boolean, type InferType, mixed, number, object, string } from 'yup';
import { email, text } from '../fields.js';

/** Body of `POST /api/payments/intent/add-method`. */
export const addMethodIntentSchema = object({
  paymentMethod: mixed<'card'>()
    .oneOf(['card'], 'Only cards can be added')
    .required('Only cards can be added'),
  customer: object({
    email: email('Please enter your email on the previous step', 'Invalid email'),
    name: text().max(120, 'Name can be at most 120 characters').default(''),
  }).required('Please enter your email on the previous step'),
});
/** A body that passed {@link addMethodIntentSchema}, cleaned as the schema casts it. */
export type AddMethodIntentValues = InferType<typeof addMethodIntentSchema>;

const intentId = string()
  .trim()
  .required('The payment intent is required.')
  .matches(/^pi_[A-Za-z0-9_-]{10,64}$/, 'Invalid payment intent');

/**
 * An intent's client secret: opaque to the shop (each provider has its own form), so only its
 * alphabet and length are checked; the provider knows whether it is the intent's.
 */
const clientSecret = string()
  .typeError('Invalid client secret')
  .trim()
  .required('The client secret is required.')
  .matches(/^[A-Za-z0-9_-]{10,200}$/, 'Invalid client secret');

/**
 * Body of `POST /api/payments/refund-add-method-fee`: the intent and its client secret, which
 * only the browser that asked for the intent holds (an intent id alone saves no card).
 */
export const refundAddMethodFeeSchema = object({
  paymentIntentId: intentId,
  clientSecret,
  saveCard: boolean().default(true),
});
/** A body that passed {@link refundAddMethodFeeSchema}, cleaned as the schema casts it. */
export type RefundAddMethodFeeValues = InferType<typeof refundAddMethodFeeSchema>;

/** Body of `POST /api/payments/pay-using-token` (spec section 7). */
export const payUsingTokenSchema = object({
  token: string()
    .trim()
    .required('Please select a payment method')
    .max(200, 'Please select a payment method'),
  gift_wrap: mixed<0 | 1>()
    .transform((value: unknown) => (value === true ? 1 : value === false ? 0 : value))
    .oneOf([0, 1], 'Must be 0 or 1')
    .default(0),
  paymentMethod: mixed<'card'>().oneOf(['card'], 'Only cards can be paid by token').default('card'),
  customer: object({
    email: email('Please enter your email on the previous step', 'Invalid email'),
    name: text().default(''),
    phone: text().default(''),
  }).required('Please enter your email on the previous step'),
});
/** A body that passed {@link payUsingTokenSchema}, cleaned as the schema casts it. */
export type PayUsingTokenValues = InferType<typeof payUsingTokenSchema>;

/** Body of `POST /api/payments/payment-status`. */
export const paymentStatusSchema = object({
  orderId: number()
    .typeError('Invalid order id')
    .integer('Invalid order id')
    .min(1, 'Invalid order id')
    .max(2147483647, 'Invalid order id')
    .required('The order id is required.'),
});
/** A body that passed {@link paymentStatusSchema}, cleaned as the schema casts it. */
export type PaymentStatusValues = InferType<typeof paymentStatusSchema>;
