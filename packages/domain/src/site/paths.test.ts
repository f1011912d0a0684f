import { describe, expect, it } from 'vitest';
import { SITE_PATHS } from './paths.js';

/** The pattern as a regular expression: each `:param` stands for one path segment. */
function patternRegExp(pattern: string): RegExp {
  return new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/?]+')}(\\?.*)?$`);
}

describe('SITE_PATHS', () => {
  it.each(Object.entries(SITE_PATHS))('%s builds links its own router pattern matches', (_name, route) => {
    const href = (route.href as (arg: string) => string)('42');
    expect(href).toMatch(patternRegExp(route.pattern));
  });

  it('encodes what a search or reset link carries', () => {
    expect(SITE_PATHS.search.href('a&b c')).toBe('/search?keyword=a%26b%20c');
    expect(SITE_PATHS.resetPassword.href('x/y')).toBe('/reset-password?resetPasswordToken=x%2Fy');
  });
});
