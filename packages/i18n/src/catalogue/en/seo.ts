/** The seo area's messages in English (see ./index.ts). */
export const seo = {} as const satisfies Record<string, string>;
