import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePage, preferredEncoding } from './page-encoding.js';

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
});
