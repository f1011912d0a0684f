import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCatalogueChunks, rememberedLanguageRedirect, withPageLanguage } from './page-language.js';

const INDEX = '<!doctype html><html lang="en"><head><title>Bookshop</title></head><body></body></html>';

describe('withPageLanguage', () => {
  it('marks an Urdu page right to left and links both languages of its address', () => {
    const html = withPageLanguage(INDEX, 'ur', '/search?keyword=ghalib&sort=newest', 'https://shop.pk');
    expect(html).toContain('<html lang="ur" dir="rtl">');
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="https://shop.pk/search?keyword=ghalib&amp;sort=newest" />' +
        '<link rel="alternate" hreflang="ur" href="https://shop.pk/ur/search?keyword=ghalib&amp;sort=newest" />' +
        '<link rel="alternate" hreflang="x-default" href="https://shop.pk/search?keyword=ghalib&amp;sort=newest" /></head>',
    );
  });

  it("keeps the template's other attributes on <html>", () => {
    const template = INDEX.replace('<html lang="en">', '<html lang="en" data-urdu-font="later">');
    expect(withPageLanguage(template, 'ur', '/', 'https://shop.pk')).toContain(
      '<html lang="ur" dir="rtl" data-urdu-font="later">',
    );
  });

  it("names the language's catalogue for the browser to fetch with the page's code", () => {
    const html = withPageLanguage(INDEX, 'ur', '/', 'https://shop.pk', '/assets/_catalogue-ur-x1.js');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/_catalogue-ur-x1.js" /><link rel="alternate"',
    );
    expect(withPageLanguage(INDEX, 'ur', '/', 'https://shop.pk')).not.toContain('modulepreload');
  });

  it('marks an English page left to right, the home page linked as / and /ur', () => {
    const html = withPageLanguage(INDEX, 'en', '/', 'https://shop.pk');
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('hreflang="ur" href="https://shop.pk/ur"');
    expect(html).toContain('hreflang="x-default" href="https://shop.pk/"');
  });
});

describe('rememberedLanguageRedirect', () => {
  it('sends an English address to its Urdu page when the shopper reads the shop in Urdu', () => {
    expect(rememberedLanguageRedirect('/book/7?x=1', 'a=b; lang=ur')).toBe('/ur/book/7?x=1');
    expect(rememberedLanguageRedirect('/', 'lang=ur')).toBe('/ur');
  });

  it('never redirects an address with a prefix, a shopper without the cookie or one who chose English', () => {
    expect(rememberedLanguageRedirect('/ur/book/7', 'lang=en')).toBeNull();
    expect(rememberedLanguageRedirect('/book/7', undefined)).toBeNull();
    expect(rememberedLanguageRedirect('/book/7', 'lang=en')).toBeNull();
    expect(rememberedLanguageRedirect('/book/7', 'lang=fr')).toBeNull();
  });
});

describe('readCatalogueChunks', () => {
  it("gives each language's catalogue file as an address, and nothing when the build wrote none", () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    expect(readCatalogueChunks(dist)).toEqual({});
    writeFileSync(
      path.join(dist, 'catalogue-chunks.json'),
      JSON.stringify({ en: 'assets/_catalogue-en-a.js', ur: 'assets/_catalogue-ur-b.js', fr: 'x.js' }),
    );
    expect(readCatalogueChunks(dist)).toEqual({
      en: '/assets/_catalogue-en-a.js',
      ur: '/assets/_catalogue-ur-b.js',
    });
  });
});
