/** The app's mount point as Vite writes it into index.html. */
const EMPTY_ROOT = /<div id="root"><\/div>/i;

/**
 * index.html with a server-rendered page in `#root` and its hydration payload right after it
 * (before the body's end, where the module script, which runs after parsing, finds it).
 */
export function withRenderedPage(html: string, appHtml: string, payloadHtml: string): string {
  if (!EMPTY_ROOT.test(html)) throw new Error('index.html has no empty <div id="root"></div>');
  return html.replace(EMPTY_ROOT, () => `<div id="root">${appHtml}</div>${payloadHtml}`);
}
