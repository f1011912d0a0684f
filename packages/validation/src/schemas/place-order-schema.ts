import { CHECKOUT_MESSAGES, PAYMENT_METHOD, STOCK_STATUSES, type StockStatus } from '@bookshop/domain';
import { array, type InferType, mixed, number, object } from 'yup';
import { email, text, textArea } from '../fields.js';
import { optionalGiftCardCode } from './gift-card-schema.js';

const id = (required: string) =>
  number()
    .typeError(required)
    .integer(required)
    .min(1, required)
    .max(2147483647, required)
    .required(required);

const flag = () =>
  mixed<0 | 1>()
    .transform((value: unknown) => (value === true ? 1 : value === false ? 0 : value))
    .oneOf([0, 1], 'Must be 0 or 1')
    .default(0);

/** One line of the cart as the shopper saw it (see ShownCartLine in @bookshop/domain). */
const shownLineSchema = object({
  Book_Id: id('Invalid book id'),
  PAK_PRICE: number().typeError('Invalid price').nullable().defined(),
  Discount: number().typeError('Invalid discount').required('Invalid discount'),
  availabilityStatus: mixed<StockStatus>()
    .oneOf(STOCK_STATUSES, 'Invalid book status')
    .required('Invalid book status'),
  cart_qty: number()
    .typeError('Invalid quantity')
    .integer('Invalid quantity')
    .min(1, 'Invalid quantity')
    .required('Invalid quantity'),
});

/**
 * Body of `POST /api/cart/place-order` (spec section 3, plus `card_token` and `shown_lines`,
 * ours). Messages are checkout's own (spec §5), so a field error reads as the panel would say it.
 */
export const placeOrderSchema = object({
  email: email(CHECKOUT_MESSAGES.emailRequired, 'Invalid email'),
  subscribeToNewsLetter: mixed<boolean>()
    .transform((value: unknown) => value === true || value === 1 || value === '1' || value === 'true')
    .default(false),
  address_id: id(CHECKOUT_MESSAGES.shippingAddressRequired),
  billing_address_id: id(CHECKOUT_MESSAGES.billingAddressRequired),
  /**
   * 1 to 5 as the shopper chose; 6 (paid by gift card) only beside a gift card code, when the
   * card covers the whole order (the server checks that it does, and records 6 whenever it does).
   */
  payment_option: mixed<1 | 2 | 3 | 4 | 5 | 6>()
    .transform((value: unknown) => (typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value))
    .oneOf([1, 2, 3, 4, 5, 6], CHECKOUT_MESSAGES.paymentMethodRequired)
    .required(CHECKOUT_MESSAGES.paymentMethodRequired)
    .test(
      'gift-card-pays',
      CHECKOUT_MESSAGES.paymentMethodRequired,
      (value, context) => value !== PAYMENT_METHOD.GIFT_CARD || context.parent.gift_card_code !== undefined,
    ),
  gift_wrap: flag(),
  invoice_not_submit: flag(),
  // A 4-row text area: the shopper's line breaks and tabs are kept (issue 23).
  special_instruction: textArea()
    .max(1000, 'Special instructions can be at most 1000 characters')
    .default('')
    .transform((value: unknown) => (value == null ? '' : value)),
  card_token: text().when('payment_option', ([method], schema) =>
    method === 1
      ? schema.required(CHECKOUT_MESSAGES.selectPaymentMethod).max(200, CHECKOUT_MESSAGES.selectPaymentMethod)
      : schema.strip(),
  ),
  /** An e-gift card to redeem on the order (issue 12). */
  gift_card_code: optionalGiftCardCode(),
  // Optional (issue 27): left out, the server prices the cart as it stands and says so; sent, the
  // general check compares every line. An empty list is a shopper shown an empty cart.
  shown_lines: array(shownLineSchema)
    .optional()
    .min(1, 'Your cart is empty')
    .max(500, 'Your cart has too many lines'),
});

/** A valid place-order body. */
export type PlaceOrderValues = InferType<typeof placeOrderSchema>;
