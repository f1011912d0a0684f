import { baseApi } from './base-api.js';
import { giftCardsEndpoints } from './endpoints/gift-cards.js';

export * from './endpoints/gift-cards.js';

/**
 * E-gift cards. Buying one is the plain form post of spec section 7 (`/update_e_gift_card`),
 * which the browser sends itself; these are the calls around it: the result view's card, and
 * checking a code at checkout.
 */
export const giftCardsApi = baseApi.injectEndpoints({ endpoints: giftCardsEndpoints });

export const {
  /** React hook for the `getGiftCardReceipt` call of {@link giftCardsApi}: the result view's card. */
  useGetGiftCardReceiptQuery,
  /** React hook for the `checkGiftCard` call of {@link giftCardsApi}: checks a code at checkout. */
  useCheckGiftCardMutation,
} = giftCardsApi;
