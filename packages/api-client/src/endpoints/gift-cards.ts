import {
  GIFT_CARD_API_PATHS,
  type GiftCard,
  type GiftCardCheckRequest,
  type GiftCardCheckResponse,
  type GiftCardReceiptResponse,
} from '@bookshop/domain';
import type { ShopEndpointBuilder } from '../shop-api-definition.js';

export type { GiftCard } from '@bookshop/domain';

/** A gift card code that can be redeemed: its value and the last four characters of the code. */
export type RedeemableGiftCard = GiftCardCheckResponse['data'];

/** The endpoint definitions of `giftCardsApi` (React-free: `createBookshopApi` of the core is made of them too). */
export const giftCardsEndpoints = (build: ShopEndpointBuilder) => ({
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
});
