import type { account as en } from '../en/account.js';

/** The account area's messages in Urdu (see ./index.ts). */
export const account: Readonly<Record<keyof typeof en, string>> = {};
