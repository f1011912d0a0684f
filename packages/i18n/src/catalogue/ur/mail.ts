import type { mail as en } from '../en/mail.js';

/** The mail area's messages in Urdu (see ./index.ts). */
export const mail: Readonly<Record<keyof typeof en, string>> = {};
