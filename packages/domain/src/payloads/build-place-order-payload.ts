import type { PlaceOrderRequest, ShownCartLine } from '../api/orders.js';
import { billingAddressOf } from '../checkout/billing-address-of.js';
import { CheckoutIncompleteError } from '../checkout/checkout-incomplete-error.js';
import type { CartLine } from '../entities/cart.js';
import { type CheckoutState, PAYMENT_METHOD } from '../entities/checkout.js';

/** The part of checkout the order placement payload is made from. */
export type PlaceOrderSource = Pick<
  CheckoutState,
  | 'email'
  | 'subscribeToNewsLetter'
  | 'selectedShippingAddress'
  | 'selectedBillingAddress'
  | 'isSameBillingAddress'
  | 'selectedPaymentMethod'
  | 'giftWrap'
  | 'sendInvoice'
  | 'specialInstructions'
  | 'selectedToken'
>;

/** A gift card redeemed on the order (checked with the server first). */
export interface PlaceOrderGiftCard {
  code: string;
  /**
   * It pays the whole order: `priceOrder` without a card rule gives a total of 0. The order then
   * carries {@link PAYMENT_METHOD.GIFT_CARD} and no card, whatever method was chosen.
   */
  coversTotal: boolean;
}

/** The figures of a cart line that the general check compares: what {@link ShownCartLine} holds. */
export function shownLineOf(line: Readonly<ShownCartLine>): ShownCartLine {
  const { Book_Id, PAK_PRICE, Discount, availabilityStatus, cart_qty } = line;
  return { Book_Id, PAK_PRICE, Discount, availabilityStatus, cart_qty };
}

/**
 * The body of `POST /api/cart/place-order` (spec section 3), valid as it is. The billing id is
 * the shipping id when billing is the same; `gift_wrap` is 1 or 0; `invoice_not_submit` is the
 * inverse of "send invoice", as the server has always read it.
 *
 * `shownLines` are the cart lines the shopper was shown: pass them whenever a cart was on screen,
 * so the server refuses the order (409) if a price, discount, stock state or quantity changed
 * since. Left out (null), the body has no `shown_lines` and the server prices the cart as it
 * stands, answering `priced_as_is: true`: right for a client that shows no cart.
 *
 * A redeemed gift card is sent as `gift_card_code`; when it covers the whole order the payment
 * option is GIFT_CARD and no method needs to be chosen.
 *
 * @throws CheckoutIncompleteError when email, addresses or payment method are missing; check
 * with `checkBeforePlacing` first.
 */
export function buildPlaceOrderPayload(
  state: Readonly<PlaceOrderSource>,
  giftCard: Readonly<PlaceOrderGiftCard> | null = null,
  shownLines: readonly Readonly<Pick<CartLine, keyof ShownCartLine>>[] | null = null,
): PlaceOrderRequest {
  const shipping = state.selectedShippingAddress;
  const billing = billingAddressOf({
    shippingAddress: shipping,
    billingAddress: state.selectedBillingAddress,
    isSameBillingAddress: state.isSameBillingAddress,
  });
  const email = state.email.trim();
  const method = giftCard?.coversTotal ? PAYMENT_METHOD.GIFT_CARD : state.selectedPaymentMethod;
  if (!email || !shipping || !billing || method == null) {
    throw new CheckoutIncompleteError('An order needs an email, both addresses and a payment method');
  }
  return {
    email,
    subscribeToNewsLetter: state.subscribeToNewsLetter,
    address_id: shipping.id,
    billing_address_id: billing.id,
    payment_option: method,
    gift_wrap: state.giftWrap ? 1 : 0,
    invoice_not_submit: state.sendInvoice ? 0 : 1,
    special_instruction: state.specialInstructions.trim(),
    ...(method === PAYMENT_METHOD.CARD && state.selectedToken ? { card_token: state.selectedToken } : {}),
    ...(giftCard ? { gift_card_code: giftCard.code } : {}),
    ...(shownLines && shownLines.length > 0 ? { shown_lines: shownLines.map(shownLineOf) } : {}),
  };
}
