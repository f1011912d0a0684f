import { PAYMENT_METHOD, STOCK_STATUSES, type StockStatus } from '@bookshop/domain';
import { array, type InferType, mixed, number, object } from 'yup';
import { email, text, textArea } from '../fields.js';
import { type CatalogueMessage, msg } from '../messages.js';
import { optionalGiftCardCode } from './gift-card-schema.js';

const id = (required: CatalogueMessage) =>
  number()
    .typeError(required)
    .integer(required)
    .min(1, required)
    .max(2147483647, required)
    .required(required);

const flag = () =>
  mixed<0 | 1>()
    .transform((value: unknown) => (value === true ? 1 : value === false ? 0 : value))
    .oneOf([0, 1], msg('form.flag'))
    .default(0);

const paymentMethodRequired = msg('checkout.paymentMethodRequired');

/** One line of the cart as the shopper saw it (see ShownCartLine in @bookshop/domain). */
const shownLineSchema = object({
  Book_Id: id(msg('cart.bookIdInvalid')),
  PAK_PRICE: number()
    .typeError(msg('checkout.priceInvalid'))
    .nullable()
    .defined(msg('checkout.priceInvalid')),
  Discount: number().typeError(msg('checkout.discountInvalid')).required(msg('checkout.discountInvalid')),
  availabilityStatus: mixed<StockStatus>()
    .oneOf(STOCK_STATUSES, msg('book.statusInvalid'))
    .required(msg('book.statusInvalid')),
  cart_qty: number()
    .typeError(msg('checkout.quantityInvalid'))
    .integer(msg('checkout.quantityInvalid'))
    .min(1, msg('checkout.quantityInvalid'))
    .required(msg('checkout.quantityInvalid')),
});

/**
 * Body of `POST /api/cart/place-order` (spec section 3, plus `card_token` and `shown_lines`,
 * ours). Messages are checkout's own (spec §5), so a field error reads as the panel would say it.
 */
export const placeOrderSchema = object({
  email: email(msg('contact.emailRequired'), msg('account.emailInvalid')),
  subscribeToNewsLetter: mixed<boolean>()
    .transform((value: unknown) => value === true || value === 1 || value === '1' || value === 'true')
    .default(false),
  address_id: id(msg('checkout.shippingAddressRequired')),
  billing_address_id: id(msg('checkout.billingAddressRequired')),
  /**
   * 1 to 5 as the shopper chose; 6 (paid by gift card) only beside a gift card code, when the
   * card covers the whole order (the server checks that it does, and records 6 whenever it does).
   */
  payment_option: mixed<1 | 2 | 3 | 4 | 5 | 6>()
    .transform((value: unknown) => (typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value))
    .oneOf([1, 2, 3, 4, 5, 6], paymentMethodRequired)
    .required(paymentMethodRequired)
    .test(
      'gift-card-pays',
      paymentMethodRequired,
      (value, context) => value !== PAYMENT_METHOD.GIFT_CARD || context.parent.gift_card_code !== undefined,
    ),
  gift_wrap: flag(),
  invoice_not_submit: flag(),
  // A 4-row text area: the shopper's line breaks and tabs are kept (issue 23).
  special_instruction: textArea()
    .max(1000, msg('checkout.specialInstructionsTooLong', { max: 1000 }))
    .default('')
    .transform((value: unknown) => (value == null ? '' : value)),
  card_token: text().when('payment_option', ([method], schema) =>
    method === 1
      ? schema.required(msg('payment.selectMethod')).max(200, msg('payment.selectMethod'))
      : schema.strip(),
  ),
  /** An e-gift card to redeem on the order (issue 12). */
  gift_card_code: optionalGiftCardCode(),
  // Optional (issue 27): left out, the server prices the cart as it stands and says so; sent, the
  // general check compares every line. An empty list is a shopper shown an empty cart.
  shown_lines: array(shownLineSchema)
    .optional()
    .min(1, msg('checkout.cartEmpty'))
    .max(500, msg('checkout.cartTooManyLines')),
});

/** A valid place-order body. */
export type PlaceOrderValues = InferType<typeof placeOrderSchema>;
