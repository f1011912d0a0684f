import { describe, expect, it } from 'vitest';
import { foldSearchText, searchColumnsOf, searchWords } from './search-text.js';

describe('foldSearchText', () => {
  it('lower-cases, drops accents and collapses punctuation to single spaces', () => {
    expect(foldSearchText('  Les Misérables — Tome I  ')).toBe('les miserables tome i');
    expect(foldSearchText('Mary GrandPré')).toBe('mary grandpre');
  });

  it('drops apostrophes and dots so initials and possessives read as typed', () => {
    expect(foldSearchText("Harry Potter and the Sorcerer's Stone")).toBe(
      'harry potter and the sorcerers stone',
    );
    expect(foldSearchText('J.K. Rowling')).toBe('jk rowling');
  });

  it('folds Urdu: vowel marks and madda dropped, Arabic letter variants to the Urdu ones', () => {
    expect(foldSearchText('آگ کا دریا')).toBe('اگ کا دریا');
    // Arabic yeh and kaf, as Arabic keyboards type them, meet the Urdu forms.
    expect(foldSearchText('كي')).toBe(foldSearchText('کی'));
    expect(foldSearchText('مُحَمَّد')).toBe('محمد');
    expect(foldSearchText('۱۹۸۴')).toBe('1984');
  });

  it('keeps only letters, digits and single spaces, so words are safe in a tsquery', () => {
    const folded = foldSearchText("a & b | !c:* (d) 'e' <f> \\ ٪");
    expect(folded).toMatch(/^[\p{L}\p{N} ]*$/u);
    expect(searchWords(folded)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(searchWords('')).toEqual([]);
  });

  it('gives the catalogue writer the three search columns', () => {
    expect(
      searchColumnsOf({ title: 'Moth Smoke', authors: ['Mohsin Hamid', 'X. Y.'], publisher: null }),
    ).toEqual({
      searchTitle: 'moth smoke',
      searchAuthors: 'mohsin hamid x y',
      searchPublisher: '',
    });
  });
});
