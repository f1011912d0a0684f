import { describe, expect, it } from 'vitest';
import { formActionInLanguage, languageOfPath, pathInLanguage } from './language-paths.js';

describe('language paths', () => {
  it('reads Urdu from the /ur prefix and gives the path without it', () => {
    expect(languageOfPath('/ur')).toEqual({ language: 'ur', path: '/' });
    expect(languageOfPath('/ur/')).toEqual({ language: 'ur', path: '/' });
    expect(languageOfPath('/ur/book/12')).toEqual({ language: 'ur', path: '/book/12' });
    expect(languageOfPath('/ur?keyword=x')).toEqual({ language: 'ur', path: '/?keyword=x' });
  });

  it('reads English from any other path, /urdu-poetry included', () => {
    expect(languageOfPath('/')).toEqual({ language: 'en', path: '/' });
    expect(languageOfPath('/urdu-poetry')).toEqual({ language: 'en', path: '/urdu-poetry' });
    expect(languageOfPath('/book/12')).toEqual({ language: 'en', path: '/book/12' });
  });

  it('puts a path in a language and back', () => {
    expect(pathInLanguage('ur', '/')).toBe('/ur');
    expect(pathInLanguage('ur', '/search?keyword=ghalib')).toBe('/ur/search?keyword=ghalib');
    expect(pathInLanguage('en', '/search?keyword=ghalib')).toBe('/search?keyword=ghalib');
    for (const path of ['/', '/order-cart?checkout=open', '/book/7']) {
      expect(languageOfPath(pathInLanguage('ur', path)).path).toBe(path);
    }
  });

  it("names a form post's language in its action, and nothing for English", () => {
    expect(formActionInLanguage('ur', '/update_e_gift_card')).toBe('/update_e_gift_card?lang=ur');
    expect(formActionInLanguage('ur', '/post?a=1')).toBe('/post?a=1&lang=ur');
    expect(formActionInLanguage('en', '/update_e_gift_card')).toBe('/update_e_gift_card');
  });
});
