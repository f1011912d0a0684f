// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRAST_PAIRS, colors, contrastRatio, cssCustomProperties } from './tokens';

/** The custom properties declared in tokens.css, as written there. */
function declaredInCss(): Record<string, string> {
  const css = readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return Object.fromEntries(
    Array.from(css.matchAll(/(--bk-[\w-]+)\s*:\s*([^;]+);/g), ([, name, value]) => [name!, value!.trim()]),
  );
}

describe('design tokens', () => {
  it('tokens.css declares exactly the tokens of tokens.ts, with the same values', () => {
    expect(declaredInCss()).toEqual(cssCustomProperties());
  });

  it.each(CONTRAST_PAIRS.map((pair) => [pair.text, pair.background, pair.usedFor, pair.minimum] as const))(
    '%s on %s (%s) meets %s:1',
    (text, background, _usedFor, minimum) => {
      expect(contrastRatio(colors[text], colors[background])).toBeGreaterThanOrEqual(minimum);
    },
  );
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, whichever order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#b4532a', '#b4532a')).toBe(1);
  });

  it('gives the 4.37:1 axe measured for the old "Available" badge', () => {
    expect(contrastRatio('#2f7d4f', '#e3f3e8')).toBeCloseTo(4.37, 1);
  });

  it('rejects a colour that is not #rrggbb', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow('Not a #rrggbb colour: red');
  });
});
