import type { orders as en } from '../en/orders.js';

/** The orders area's messages in Urdu (see ./index.ts). */
export const orders: Readonly<Record<keyof typeof en, string>> = {};
