/** The mail area's messages in English (see ./index.ts). */
export const mail = {} as const satisfies Record<string, string>;
