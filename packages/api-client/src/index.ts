/**
 * The Bookshop's HTTP API as one Redux Toolkit Query API ({@link baseApi}) with an injected API
 * and React hooks per resource, typed by `@bookshop/domain`.
 *
 * @module @bookshop/api-client
 */
export * from './addresses-api.js';
export * from './api-error.js';
export * from './auth-api.js';
export * from './base-api.js';
export * from './books-api.js';
export * from './cart-api.js';
export * from './categories-api.js';
export * from './create-bookshop-api.js';
export { shopEndpoints } from './endpoints/index.js';
export * from './gift-cards-api.js';
export * from './home-api.js';
export * from './listings-api.js';
export * from './order-access-api.js';
export * from './orders-api.js';
export * from './payments-api.js';
export * from './profile-api.js';
export * from './requests-api.js';
export * from './search-api.js';
export * from './site-api.js';
