export * from './accounts.js';
export * from './card-intents.js';
export * from './cart.js';
export * from './catalog.js';
export * from './checkout.js';
export * from './gift-cards.js';
export * from './requests.js';
export * from './search.js';
