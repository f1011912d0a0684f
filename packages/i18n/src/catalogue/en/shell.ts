/** The shell area's messages in English (see ./index.ts). */
export const shell = {} as const satisfies Record<string, string>;
