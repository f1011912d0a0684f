import { describe, expect, it } from 'vitest';
import { EARLY_INPUT_TAG } from './early-input-script.js';
import { withRenderedPage } from './page-html.js';

const INDEX =
  '<!doctype html><html><head><title>Bookshop</title><script type="module" src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css"></head><body><div id="root"></div></body></html>';

describe('withRenderedPage', () => {
  it('puts the page into #root, its payload right after it, and the early-input script ahead of the assets', () => {
    expect(withRenderedPage(INDEX, '<main>page</main>', '<script type="application/json">{}</script>')).toBe(
      `<!doctype html><html><head><title>Bookshop</title>${EARLY_INPUT_TAG}<script type="module" src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css"></head><body><div id="root"><main>page</main></div><script type="application/json">{}</script></body></html>`,
    );
  });

  it("moves the page's leading image preloads into the head ahead of its scripts and styles", () => {
    const preload = '<link rel="preload" as="image" imageSrcSet="/c/160.webp 160w" fetchPriority="high"/>';
    const html = withRenderedPage(INDEX, `${preload}<main>page</main>`, '');
    expect(html).toContain(`<title>Bookshop</title>${preload}${EARLY_INPUT_TAG}<script type="module"`);
    expect(html).toContain('<div id="root"><main>page</main></div>');
  });

  it('puts the early-input script before the page when there is no head', () => {
    expect(withRenderedPage('<div id="root"></div>', '<p>x</p>', '')).toBe(
      `${EARLY_INPUT_TAG}<div id="root"><p>x</p></div>`,
    );
  });

  it('refuses an index.html without an empty #root', () => {
    expect(() => withRenderedPage('<div id="app"></div>', 'x', '')).toThrow(/root/);
  });
});
