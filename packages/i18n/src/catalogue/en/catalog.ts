/** The catalog area's messages in English (see ./index.ts). */
export const catalog = {} as const satisfies Record<string, string>;
