import type { shell as en } from '../en/shell.js';

/** The shell area's messages in Urdu (see ./index.ts). */
export const shell: Readonly<Record<keyof typeof en, string>> = {};
