import type { catalog as en } from '../en/catalog.js';

/** The catalog area's messages in Urdu (see ./index.ts). */
export const catalog: Readonly<Record<keyof typeof en, string>> = {};
