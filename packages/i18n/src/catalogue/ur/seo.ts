import type { seo as en } from '../en/seo.js';

/** The seo area's messages in Urdu (see ./index.ts). */
export const seo: Readonly<Record<keyof typeof en, string>> = {};
