import { describe, expect, it } from 'vitest';
import { withRenderedPage } from './page-html.js';

const INDEX =
  '<!doctype html><html><head><title>Bookshop</title><script type="module" src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css"></head><body><div id="root"></div></body></html>';

describe('withRenderedPage', () => {
  it('puts the page into #root and its payload right after it', () => {
    expect(withRenderedPage(INDEX, '<main>page</main>', '<script type="application/json">{}</script>')).toBe(
      '<!doctype html><html><head><title>Bookshop</title><script type="module" src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css"></head><body><div id="root"><main>page</main></div><script type="application/json">{}</script></body></html>',
    );
  });

  it("moves the page's leading image preloads into the head ahead of its scripts and styles", () => {
    const preload = '<link rel="preload" as="image" imageSrcSet="/c/160.webp 160w" fetchPriority="high"/>';
    const html = withRenderedPage(INDEX, `${preload}<main>page</main>`, '');
    expect(html).toContain(`<title>Bookshop</title>${preload}<script type="module"`);
    expect(html).toContain('<div id="root"><main>page</main></div>');
  });

  it('refuses an index.html without an empty #root', () => {
    expect(() => withRenderedPage('<div id="app"></div>', 'x', '')).toThrow(/root/);
  });
});
