/** The checkout area's messages in English (see ./index.ts). */
export const checkout = {} as const satisfies Record<string, string>;
