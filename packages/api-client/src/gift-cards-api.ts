import {
  GIFT_CARD_API_PATHS,
  type GiftCard,
  type GiftCardCheckRequest,
  type GiftCardCheckResponse,
  type GiftCardReceiptResponse,
} from '@bookshop/domain';
import { baseApi } from './base-api.js';

export type { GiftCard } from '@bookshop/domain';

/** A gift card code that can be redeemed: its value and the last four characters of the code. */
export type RedeemableGiftCard = GiftCardCheckResponse['data'];

/**
 * E-gift cards. Buying one is the plain form post of spec section 7 (`/update_e_gift_card`),
 * which the browser sends itself; these are the calls around it: the result view's card, and
 * checking a code at checkout.
 */
export const giftCardsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The bought card, by the `receipt` the form post came back with. Personal: never cached. */
    getGiftCardReceipt: build.query<GiftCard, string>({
      query: (receipt) => GIFT_CARD_API_PATHS.receipt(receipt).slice(1),
      transformResponse: (response: GiftCardReceiptResponse) => response.data.giftCard,
      keepUnusedDataFor: 0,
    }),
    checkGiftCard: build.mutation<RedeemableGiftCard, GiftCardCheckRequest>({
      query: (body) => ({ url: GIFT_CARD_API_PATHS.check.slice(1), method: 'POST', body }),
      transformResponse: (response: GiftCardCheckResponse) => response.data,
      extraOptions: { shopper: true },
    }),
  }),
});

export const {
  /** React hook for the `getGiftCardReceipt` call of {@link giftCardsApi}: the result view's card. */
  useGetGiftCardReceiptQuery,
  /** React hook for the `checkGiftCard` call of {@link giftCardsApi}: checks a code at checkout. */
  useCheckGiftCardMutation,
} = giftCardsApi;
