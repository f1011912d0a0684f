export * from './api-error.js';
export * from './base-api.js';
export * from './books-api.js';
export * from './categories-api.js';
