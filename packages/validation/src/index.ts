/**
 * The Bookshop's form and request-body schemas (yup) with the shop's exact messages, one source for
 * the web forms and the server, and Pakistani mobile number checks.
 *
 * @module @bookshop/validation
 */
export { isTextArea, TEXT_AREA_META, textArea } from './fields.js';
export { type CatalogueMessage, isCatalogueMessage, msg, type SchemaMessage } from './messages.js';
export * from './phone/is-pakistani-mobile.js';
export * from './phone/normalize-phone.js';
export * from './schemas/address-schema.js';
export * from './schemas/admin/catalogue-schemas.js';
export * from './schemas/admin/order-desk-schemas.js';
export * from './schemas/admin/staff-schemas.js';
export * from './schemas/advanced-search-schema.js';
export * from './schemas/book-request-schema.js';
export * from './schemas/cancel-demand-schema.js';
export * from './schemas/cart-item-schema.js';
export * from './schemas/change-password-schema.js';
export * from './schemas/checkout-address-schema.js';
export * from './schemas/edit-profile-schema.js';
export * from './schemas/forgot-password-schema.js';
export * from './schemas/gift-card-schema.js';
export * from './schemas/login-schema.js';
export * from './schemas/notify-me-schema.js';
export * from './schemas/order-access-schemas.js';
export * from './schemas/payments-schemas.js';
export * from './schemas/place-order-schema.js';
export * from './schemas/register-schema.js';
export * from './schemas/reset-password-schema.js';
export * from './validate-form.js';
