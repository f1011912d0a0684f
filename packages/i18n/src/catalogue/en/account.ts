/** The account area's messages in English (see ./index.ts). */
export const account = {} as const satisfies Record<string, string>;
