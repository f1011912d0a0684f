// How every test that drives Chromium launches it: Debian's Chromium (Playwright cannot download
// its own here, see ensure-chromium.mjs) through ./chromium, which leaves out the browser UI
// headless Chromium never shows. CHROMIUM_PATH names another Chromium; the wrapper runs it.
import { fileURLToPath } from 'node:url';

/**
 * The real Chromium: Debian's, or the one CHROMIUM_PATH names. The wrapper (./chromium, a shell
 * script) keeps the same default of its own.
 */
export const realChromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The executable to launch: the wrapper around the real Chromium. */
export const testChromiumPath = fileURLToPath(new URL('./chromium', import.meta.url));

/** The switches every test browser takes: no sandbox (root in a container), no GPU, no calls home. */
export const testChromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];
