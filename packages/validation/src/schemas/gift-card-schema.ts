import { boolean, type InferType, number, object } from 'yup';
import { email, mobile, text } from '../fields.js';

const amountHint = 'Rs. 500 to Rs. 10,000 only*';

/** Reads a typed amount, allowing the thousands separators shoppers type ('5,000'). */
function parseAmount(_: unknown, original: unknown): unknown {
  if (typeof original !== 'string') return original;
  const digits = original.replace(/[,\s]/g, '');
  return digits === '' ? undefined : Number(digits);
}

/**
 * The e-gift card form (spec section 5). Every out-of-range amount shows the form's own hint,
 * since that hint is what tells the shopper the range.
 */
export const giftCardSchema = object({
  amount: number()
    .transform(parseAmount)
    .typeError(amountHint)
    .required('The amount field is required.')
    .min(500, amountHint)
    .max(10_000, amountHint)
    .integer('The amount should be in whole rupees'),
  recipient_name: text().required('The recipient name field is required.'),
  recipient_email: email('The recipient email field is required.', 'Invalid email'),
  recipient_mobile: mobile('Phone field is required.', 'Invalid phone number'),
  name: text().required('The name field is required.'),
  email: email('The email field is required.', 'Invalid email'),
  mobile: mobile('Phone field is required.', 'Invalid phone number'),
  policy_check: boolean()
    .required('Please confirm that gift cards are non-refundable and for one time use only.')
    .oneOf([true], 'Please confirm that gift cards are non-refundable and for one time use only.'),
});

/** Valid e-gift card values. */
export type GiftCardValues = InferType<typeof giftCardSchema>;
