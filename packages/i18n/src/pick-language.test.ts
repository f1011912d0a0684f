import { describe, expect, it } from 'vitest';
import { pickLanguage } from './pick-language.js';

describe('pickLanguage', () => {
  it('answers in Urdu when the browser asks for Urdu first, in any region', () => {
    expect(pickLanguage({ acceptLanguage: 'ur' })).toBe('ur');
    expect(pickLanguage({ acceptLanguage: 'ur-PK,ur;q=0.9,en-US;q=0.8,en;q=0.7' })).toBe('ur');
    expect(pickLanguage({ acceptLanguage: 'UR-pk' })).toBe('ur');
  });

  it('takes the first of the browser languages the shop speaks, by weight then order', () => {
    expect(pickLanguage({ acceptLanguage: 'en-GB,ur;q=0.5' })).toBe('en');
    expect(pickLanguage({ acceptLanguage: 'en;q=0.4, ur;q=0.8' })).toBe('ur');
    expect(pickLanguage({ acceptLanguage: 'pa-PK, ur;q=0.7, en;q=0.3' })).toBe('ur');
    expect(pickLanguage({ acceptLanguage: 'ur, en' })).toBe('ur');
    expect(pickLanguage({ acceptLanguage: 'en, ur' })).toBe('en');
  });

  it('answers in English without a header, for languages it does not speak, and for ur;q=0', () => {
    expect(pickLanguage()).toBe('en');
    expect(pickLanguage({ acceptLanguage: null })).toBe('en');
    expect(pickLanguage({ acceptLanguage: '' })).toBe('en');
    expect(pickLanguage({ acceptLanguage: '*' })).toBe('en');
    expect(pickLanguage({ acceptLanguage: 'fr-FR,de;q=0.9' })).toBe('en');
    expect(pickLanguage({ acceptLanguage: 'ur;q=0' })).toBe('en');
    expect(pickLanguage({ acceptLanguage: 'ur;q=abc' })).toBe('en');
  });

  it('lets the language the shopper chose win over the browser, when it is one of ours', () => {
    expect(pickLanguage({ chosen: 'ur', acceptLanguage: 'en-US' })).toBe('ur');
    expect(pickLanguage({ chosen: 'en', acceptLanguage: 'ur' })).toBe('en');
    expect(pickLanguage({ chosen: ' UR ' })).toBe('ur');
    expect(pickLanguage({ chosen: 'fr', acceptLanguage: 'ur' })).toBe('ur');
    expect(pickLanguage({ chosen: '', acceptLanguage: 'ur' })).toBe('ur');
  });
});
