/** The real Chromium: Debian's, or the one CHROMIUM_PATH names. */
export declare const realChromiumPath: string;
/** The executable to launch: the wrapper around the real Chromium. */
export declare const testChromiumPath: string;
/** The switches every test browser takes: no sandbox (root in a container), no GPU, no calls home. */
export declare const testChromiumArgs: readonly string[];
