import { EARLY_INPUT_TAG } from './early-input-script.js';

/** The app's mount point as Vite writes it into index.html. */
const EMPTY_ROOT = /<div id="root"><\/div>/i;
/** The image preloads React writes at the start of a rendered page (for fetchpriority="high" images). */
const LEADING_IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*\/?>)+/i;
/** Where the head starts asking for the app's code and styles. */
const FIRST_ASSET = /<(?:script|link rel="(?:modulepreload|stylesheet)")/i;

/**
 * index.html with a server-rendered page in `#root` and its hydration payload right after it
 * (before the body's end, where the module script, which runs after parsing, finds it). The
 * page's image preloads (its largest paint, a cover) move into the head ahead of the scripts and
 * styles, so on a slow connection the cover's download starts first instead of queueing behind
 * them. React does not hydrate these links, so moving them changes nothing it compares.
 *
 * The head also gets the early-input script (early-input-script.ts), which keeps the taps on the
 * page until it has hydrated. It goes ahead of the stylesheet: an inline script after one waits
 * for it to download before it runs, and the page's buttons may be tapped before that.
 */
export function withRenderedPage(html: string, appHtml: string, payloadHtml: string): string {
  if (!EMPTY_ROOT.test(html)) throw new Error('index.html has no empty <div id="root"></div>');
  const preloads = LEADING_IMAGE_PRELOADS.exec(appHtml)?.[0] ?? '';
  const body = appHtml.slice(preloads.length);
  const withRoot = html.replace(EMPTY_ROOT, () => `<div id="root">${body}</div>${payloadHtml}`);
  const headEnd = withRoot.search(/<\/head>/i);
  const asset = withRoot.search(FIRST_ASSET);
  // Without a head, ahead of the page itself: still before anything on it can be tapped.
  const at =
    asset !== -1 && (headEnd === -1 || asset < headEnd)
      ? asset
      : headEnd !== -1
        ? headEnd
        : withRoot.search(/<div id="root">/i);
  return `${withRoot.slice(0, at)}${preloads}${EARLY_INPUT_TAG}${withRoot.slice(at)}`;
}
