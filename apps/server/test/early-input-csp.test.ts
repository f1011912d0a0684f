import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { webDistWithRenderer } from './support/web-dist.js';

/*
 * A rendered page carries one inline script, the early-input one (src/web/early-input-script.ts),
 * and the Content-Security-Policy that comes with it must let exactly that script run: the hash is
 * worked out here from the script the page holds, not taken from the server's module, so a page
 * and a policy that drift apart fail (in a browser the script would be blocked and taps lost).
 */
const RENDERER = `
export async function render({ url }) {
  if (url.startsWith('/mine')) return { kind: 'shell' };
  return {
    kind: 'page',
    status: 200,
    appHtml: '<main><button type="button">Add to Cart</button></main>',
    payloadHtml: '<script type="application/json" id="ssr-payload">{}</script>',
  };
}
`;

/** The web build these tests serve: its page links a stylesheet and a crossorigin script. */
const webDist = () =>
  webDistWithRenderer(
    '<!doctype html><html><head><title>Bookshop</title><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>',
    RENDERER,
  );

/** The text of each script of the page a browser would run inline: no `src`, not a data block. */
function inlineScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  return scripts
    .filter(
      ([, attributes = '']) => !/\bsrc=/i.test(attributes) && !/type="application\/json"/i.test(attributes),
    )
    .map(([, , text = '']) => text);
}

function scriptSources(csp: string): string[] {
  const directive = csp.split(';').find((one) => one.trim().startsWith('script-src '));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

describe('the early-input script and the Content-Security-Policy', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ webDistDir: await webDist() });
  });
  afterAll(async () => {
    await t.close();
  });

  it("a rendered page holds one inline script, in the head ahead of the app's files, and script-src allows exactly it", async () => {
    const res = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    const scripts = inlineScripts(res.body);
    expect(scripts).toHaveLength(1);
    const [script = ''] = scripts;
    expect(script).toContain('__earlyInput');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head.indexOf(script)).toBeGreaterThan(-1);
    expect(head.indexOf(script)).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
    const hash = `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
    expect(scriptSources(String(res.headers['content-security-policy']))).toEqual(["'self'", hash]);
  });

  it('keeps it small: it is in every rendered page', async () => {
    const res = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    const [script = ''] = inlineScripts(res.body);
    expect(Buffer.byteLength(script)).toBeGreaterThan(0);
    // 645 bytes since it also remembers a language switch tapped early (about 130 of them).
    expect(Buffer.byteLength(script)).toBeLessThan(700);
  });

  it('a page rendered in the browser (the shell) holds no inline script', async () => {
    const res = await t.app.inject({ url: '/mine', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(inlineScripts(res.body)).toEqual([]);
  });
});
