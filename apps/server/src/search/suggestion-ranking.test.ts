import { describe, expect, it } from 'vitest';
import { CatalogueIndex, type IndexedBook } from './catalogue-index.js';
import { rankSuggestions, unknownWords } from './suggestion-ranking.js';

const book = (id: number, title: string, others = '', isbn13: string | null = null): IndexedBook => ({
  id,
  title,
  words: [...new Set(`${title} ${others}`.trim().split(' '))],
  isbn10: null,
  isbn13,
});

const index = new CatalogueIndex();
index.reset([
  book(1, 'the hobbit', 'tolkien'),
  book(2, 'harry potter and the chamber of secrets', 'rowling'),
  book(3, 'harry', 'someone'),
  book(4, 'a life of harry', 'biographer'),
  book(5, 'potters field', 'harry smith'),
  book(6, 'numbers', 'anon', '9780000000017'),
  book(7, 'more numbers', 'anon', '9780000000024'),
]);

const words = (text: string) =>
  text.split(' ').map((w, i, all) => [{ text: w, prefix: i === all.length - 1 }]);

describe('rankSuggestions', () => {
  it('orders the whole title first, then titles starting with the text, then words in the title, then elsewhere', () => {
    const q = { text: 'harry', isbn: null, titleClauses: words('harry') };
    const wordIds = index.firstMatching(words('harry'), 30);
    expect(rankSuggestions(index, q, [], wordIds, 10)).toEqual([3, 2, 4, 5]);
  });

  it('breaks ties by catalogue (id) order and stops at the limit', () => {
    const q = { text: 'harry', isbn: null, titleClauses: words('harry') };
    expect(rankSuggestions(index, q, [], index.firstMatching(words('harry'), 30), 2)).toEqual([3, 2]);
  });

  it('puts a whole ISBN above its start, and both above any title tier', () => {
    const q = { text: '978000000002', isbn: '9780000000024', titleClauses: null };
    expect(rankSuggestions(index, q, [6, 7], [], 10)).toEqual([7, 6]);
  });

  it('offers titles starting with the text even when no word candidate holds them', () => {
    const q = { text: 'potters fi', isbn: null, titleClauses: words('potters fi') };
    expect(rankSuggestions(index, q, [], [], 10)).toEqual([5]);
  });

  it('uses the caller’s whole-title rule when given', () => {
    const q = {
      text: 'a life',
      isbn: null,
      titleClauses: words('a life'),
      isWholeTitle: (title: string) => title.startsWith('a life '),
    };
    expect(rankSuggestions(index, q, [], [4], 10)).toEqual([4]);
  });
});

describe('unknownWords', () => {
  it('names checked words the vocabulary lacks, the last one as the start of a word', () => {
    expect(unknownWords(index, ['hary', 'pott'])).toEqual(['hary']);
    expect(unknownWords(index, ['potter', 'xyzq'])).toEqual(['xyzq']);
  });

  it('leaves words under three letters unchecked', () => {
    expect(unknownWords(index, ['zz', 'harry'])).toEqual([]);
  });
});
