/** The executable to launch: the wrapper around the real Chromium. */
export declare const testChromiumPath: string;
/** The switches every test browser takes: no sandbox (root in a container), no GPU, no calls home. */
export declare const testChromiumArgs: readonly string[];
