import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUES } from '@bookshop/i18n';
import { describe, expect, it } from 'vitest';
import { fonts } from '../styles/tokens.js';

const STYLES = join(import.meta.dirname, '..', 'styles');
const declaration = readFileSync(join(STYLES, 'urdu-font.css'), 'utf8');

/** The code points of a unicode-range list ("U+060C, U+0621-063A"), as [first, last] pairs. */
function parseUnicodeRange(css: string): Array<[number, number]> {
  const list = /unicode-range:([^;]*);/.exec(css)?.[1] ?? '';
  return [...list.matchAll(/U\+([0-9A-F]+)(?:-([0-9A-F]+))?/gi)].map((match) => {
    const first = Number.parseInt(match[1] ?? '', 16);
    return [first, match[2] ? Number.parseInt(match[2], 16) : first];
  });
}

/** Arabic-script letters: the blocks a Nastaliq font would draw. */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;

describe('the Urdu web font', () => {
  const ranges = parseUnicodeRange(declaration);
  const covered = (codePoint: number) =>
    ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

  it('declares a range that holds every Arabic-script letter of the Urdu catalogue', () => {
    expect(ranges.length).toBeGreaterThan(10);
    const letters = new Set(
      Object.values(CATALOGUES.ur)
        // The source catalogue holds ICU text (only the browser's build holds parsed messages).
        .flatMap((message) => [...(typeof message === 'string' ? message : JSON.stringify(message))])
        .filter((char) => ARABIC_SCRIPT.test(char)),
    );
    expect(letters.size).toBeGreaterThan(30);
    const outside = [...letters].filter((char) => !covered(char.codePointAt(0) ?? 0));
    expect(outside.map((char) => `U+${(char.codePointAt(0) ?? 0).toString(16)} ${char}`)).toEqual([]);
  });

  it('leaves Latin letters, digits and the space to the page font', () => {
    for (const char of 'Rs. 1,250 a ') expect(covered(char.codePointAt(0) ?? 0)).toBe(false);
  });

  it('points at the cut-down font file, which stays under 110 KB', () => {
    const url = /url\("([^"]+\.woff2)"\)/.exec(declaration)?.[1];
    expect(url).toBe('../fonts/noto-nastaliq-urdu-urdu-400.woff2');
    expect(statSync(join(STYLES, url ?? '')).size).toBeLessThan(110_000);
  });
});

/** The custom properties a rule of `css` whose selector is exactly `selector` declares. */
function declared(css: string, selector: string): Record<string, string> {
  const at = css.indexOf(`${selector} {`);
  if (at < 0) throw new Error(`no rule for ${selector}`);
  const body = css.slice(css.indexOf('{', at) + 1, css.indexOf('}', at));
  return Object.fromEntries(
    [...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [
      m[1],
      (m[2] ?? '').replaceAll(/\s+/g, ' ').trim(),
    ]),
  );
}

/** A font stack without the Nastaliq web font. */
const withoutNastaliq = (stack: string) =>
  stack
    .split(',')
    .map((family) => family.trim())
    .filter((family) => family !== '"Noto Nastaliq Urdu"')
    .join(', ');

describe("the Urdu web font, later on the shop's pages", () => {
  const base = readFileSync(join(STYLES, 'base.css'), 'utf8');

  it('leaves the page-wide stacks as they are, less Nastaliq, until the attribute goes', () => {
    expect(declared(declaration, ':root[data-urdu-font="later"]')).toEqual({
      '--bk-font-body': withoutNastaliq(fonts.body),
      '--bk-font-urdu': withoutNastaliq(fonts.urdu),
    });
  });

  it('leaves the stacks of Urdu text as they are, less Nastaliq, until the attribute goes', () => {
    const urdu = declared(base, '[lang="ur"]');
    const later = declared(declaration, ':root[data-urdu-font="later"] [lang="ur"]');
    expect(later).toEqual({
      '--bk-font-body': withoutNastaliq(urdu['--bk-font-body'] ?? ''),
      '--bk-font-display': withoutNastaliq(urdu['--bk-font-display'] ?? ''),
    });
    expect(urdu['--bk-font-body']).toContain('"Noto Nastaliq Urdu"');
  });
});
