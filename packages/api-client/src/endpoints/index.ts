import type { ShopEndpointBuilder } from '../shop-api-definition.js';
import { addressesEndpoints } from './addresses.js';
import { authEndpoints } from './auth.js';
import { booksEndpoints } from './books.js';
import { type CartCountPatch, cartEndpoints } from './cart.js';
import { categoriesEndpoints } from './categories.js';
import { giftCardsEndpoints } from './gift-cards.js';
import { homeEndpoints } from './home.js';
import { listingsEndpoints } from './listings.js';
import { orderAccessEndpoints } from './order-access.js';
import { ordersEndpoints } from './orders.js';
import { paymentsEndpoints } from './payments.js';
import { profileEndpoints } from './profile.js';
import { requestsEndpoints } from './requests.js';
import { searchEndpoints } from './search.js';
import { siteEndpoints } from './site.js';

export * from './addresses.js';
export * from './auth.js';
export * from './books.js';
export * from './cart.js';
export * from './categories.js';
export * from './gift-cards.js';
export * from './home.js';
export * from './listings.js';
export * from './order-access.js';
export * from './orders.js';
export * from './payments.js';
export * from './profile.js';
export * from './requests.js';
export * from './search.js';
export * from './site.js';

/**
 * Every endpoint of the shop's API, for an API made in one go (`createBookshopApi`, with or
 * without React). The web app's `baseApi` takes the same definitions resource by resource.
 * `patchCartCount` reaches the API they end up in (see {@link CartCountPatch}).
 */
export function shopEndpoints(build: ShopEndpointBuilder, patchCartCount: () => CartCountPatch) {
  return {
    ...addressesEndpoints(build),
    ...authEndpoints(build),
    ...booksEndpoints(build),
    ...cartEndpoints(build, patchCartCount),
    ...categoriesEndpoints(build),
    ...giftCardsEndpoints(build),
    ...homeEndpoints(build),
    ...listingsEndpoints(build),
    ...orderAccessEndpoints(build),
    ...ordersEndpoints(build),
    ...paymentsEndpoints(build),
    ...profileEndpoints(build),
    ...requestsEndpoints(build),
    ...searchEndpoints(build),
    ...siteEndpoints(build),
  };
}
