import { boolean, type InferType, mixed, number, object, string } from 'yup';
import { email, text } from '../fields.js';
import { msg } from '../messages.js';

/** Body of `POST /api/payments/intent/add-method`. */
export const addMethodIntentSchema = object({
  paymentMethod: mixed<'card'>()
    .oneOf(['card'], msg('payment.onlyCardsAdded'))
    .required(msg('payment.onlyCardsAdded')),
  customer: object({
    email: email(msg('payment.emailOnPreviousStep'), msg('account.emailInvalid')),
    name: text()
      .max(120, msg('payment.nameTooLong', { max: 120 }))
      .default(''),
  }).required(msg('payment.emailOnPreviousStep')),
});
/** A body that passed {@link addMethodIntentSchema}, cleaned as the schema casts it. */
export type AddMethodIntentValues = InferType<typeof addMethodIntentSchema>;

const intentId = string()
  .trim()
  .required(msg('payment.intentRequired'))
  .matches(/^pi_[A-Za-z0-9_-]{10,64}$/, msg('payment.intentInvalid'));

/**
 * An intent's client secret: opaque to the shop (each provider has its own form), so only its
 * alphabet and length are checked; the provider knows whether it is the intent's.
 */
const clientSecret = string()
  .typeError(msg('payment.clientSecretInvalid'))
  .trim()
  .required(msg('payment.clientSecretRequired'))
  .matches(/^[A-Za-z0-9_-]{10,200}$/, msg('payment.clientSecretInvalid'));

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
  token: string().trim().required(msg('payment.selectMethod')).max(200, msg('payment.selectMethod')),
  gift_wrap: mixed<0 | 1>()
    .transform((value: unknown) => (value === true ? 1 : value === false ? 0 : value))
    .oneOf([0, 1], msg('form.flag'))
    .default(0),
  paymentMethod: mixed<'card'>().oneOf(['card'], msg('payment.onlyCardsByToken')).default('card'),
  customer: object({
    email: email(msg('payment.emailOnPreviousStep'), msg('account.emailInvalid')),
    name: text().default(''),
    phone: text().default(''),
  }).required(msg('payment.emailOnPreviousStep')),
});
/** A body that passed {@link payUsingTokenSchema}, cleaned as the schema casts it. */
export type PayUsingTokenValues = InferType<typeof payUsingTokenSchema>;

/** Body of `POST /api/payments/payment-status`. */
export const paymentStatusSchema = object({
  orderId: number()
    .typeError(msg('payment.orderIdInvalid'))
    .integer(msg('payment.orderIdInvalid'))
    .min(1, msg('payment.orderIdInvalid'))
    .max(2147483647, msg('payment.orderIdInvalid'))
    .required(msg('payment.orderIdRequired')),
});
/** A body that passed {@link paymentStatusSchema}, cleaned as the schema casts it. */
export type PaymentStatusValues = InferType<typeof paymentStatusSchema>;
