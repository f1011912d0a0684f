/** The orders area's messages in English (see ./index.ts). */
export const orders = {} as const satisfies Record<string, string>;
