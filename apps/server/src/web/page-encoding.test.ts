import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliBest, encodePage, preferredEncoding } from './page-encoding.js';

describe('page encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['gzip, br;q=0', 'gzip'],
    ['*', 'gzip'],
    ['deflate', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ])('answers Accept-Encoding %j with %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it('compresses a page both ways to the same text, each smaller than the page', async () => {
    const html = `<!doctype html><html><body>${'<p>Ghalib — غالب</p>'.repeat(500)}</body></html>`;
    const encoded = await encodePage(html);
    expect(brotliDecompressSync(encoded.br).toString('utf8')).toBe(html);
    expect(gunzipSync(encoded.gzip).toString('utf8')).toBe(html);
    expect(encoded.br.length).toBeLessThan(Buffer.byteLength(html) / 10);
    expect(encoded.gzip.length).toBeLessThan(Buffer.byteLength(html) / 10);
  });

  it("compresses a kept page at Brotli's best to the same text, no larger than the first answer", async () => {
    const cards = Array.from(
      { length: 300 },
      (_, i) => `<li><a href="/book/${i}">Book ${i * 7919}</a> Rs. ${i * 13}</li>`,
    );
    const html = `<!doctype html><html><body><ul>${cards.join('')}</ul></body></html>`;
    const best = await brotliBest(html);
    expect(brotliDecompressSync(best).toString('utf8')).toBe(html);
    expect(best.length).toBeLessThanOrEqual((await encodePage(html)).br.length);
  });
});
