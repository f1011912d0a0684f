/**
 * The back office's HTTP API (`/api/admin/...`) as its own RTK Query API ({@link adminApi}) with
 * React hooks, typed by `@bookshop/domain`'s admin wire types. A separate entry point
 * (`@bookshop/api-client/admin`) so the storefront never bundles it.
 *
 * @module @bookshop/api-client/admin
 */
export { type ReadableApiError, readApiError } from '../api-error.js';
export * from './admin-auth-api.js';
export * from './admin-base-api.js';
export * from './admin-desk-api.js';
export * from './admin-orders-api.js';
export * from './admin-staff-api.js';
export * from './catalogue-books-api.js';
export * from './catalogue-bulk-api.js';
export * from './catalogue-merchandising-api.js';
export * from './catalogue-tags.js';
