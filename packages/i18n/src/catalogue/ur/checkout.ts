import type { checkout as en } from '../en/checkout.js';

/** The checkout area's messages in Urdu (see ./index.ts). */
export const checkout: Readonly<Record<keyof typeof en, string>> = {};
