import { describe, expect, it } from 'vitest';
import { compareCodePoints, TrigramVocabulary, trigramSimilarity, trigramsOf } from './trigram-vocabulary.js';

// Figures from the pg_trgm documentation and from PostgreSQL itself; test/trigram-similarity.test.ts
// compares many more words with the database's own similarity().
describe('trigramsOf', () => {
  it("gives pg_trgm's trigrams of a word: two spaces in front, one behind", () => {
    expect(trigramsOf('cat').sort()).toEqual(['  c', ' ca', 'at ', 'cat']);
  });

  it('splits at characters that are neither letters nor digits, lower-cases, and keeps each trigram once', () => {
    expect(trigramsOf('ab1c x').sort()).toEqual(['  a', '  x', ' ab', ' x ', '1c ', 'ab1', 'b1c']);
    expect(trigramsOf('Foo-foo!').sort()).toEqual(['  f', ' fo', 'foo', 'oo ']);
    expect(trigramsOf(' !! ')).toEqual([]);
  });

  it('counts characters, not bytes, in Urdu script', () => {
    expect(trigramsOf('کتاب')).toEqual(['  ک', ' کت', 'کتا', 'تاب', 'اب ']);
  });
});

describe('trigramSimilarity', () => {
  it('is shared trigrams over all distinct trigrams, as a float4', () => {
    // "  ghalib " and "  galib ": 4 shared of 7 + 6 - 4.
    expect(trigramSimilarity('ghalib', 'galib')).toBe(Math.fround(4 / 9));
    expect(trigramSimilarity('کتاب', 'کتابیں')).toBe(0.5);
    expect(trigramSimilarity('word', 'word')).toBe(1);
  });

  it('is zero when either side has no trigrams', () => {
    expect(trigramSimilarity('', '')).toBe(0);
    expect(trigramSimilarity('abc', '--')).toBe(0);
  });
});

describe('compareCodePoints', () => {
  it('orders characters beyond U+FFFF after U+E000-U+FFFF, as code points and UTF-8 bytes do', () => {
    expect(compareCodePoints('\u{1F600}', '\uFFFD')).toBeGreaterThan(0);
    expect('\u{1F600}' < '\uFFFD').toBe(true);
    expect(compareCodePoints('ab', 'abc')).toBeLessThan(0);
    expect(compareCodePoints('b', 'ab')).toBeGreaterThan(0);
    expect(compareCodePoints('same', 'same')).toBe(0);
  });
});

describe('TrigramVocabulary.closest', () => {
  const vocabulary = new TrigramVocabulary(
    [
      'harry',
      'hardy',
      'hairy',
      'potter',
      'porter',
      'plotter',
      'rowling',
      'kitab',
      'کتاب',
      'کتابیں',
      'fundamentalist',
    ]
      // The vocabulary's order must not matter.
      .reverse(),
  );

  it('lists words at least 0.3 similar, closest first, at most as many as asked', () => {
    expect(vocabulary.closest('poter', 4)).toEqual(['potter', 'porter']);
    expect(vocabulary.closest('hary', 4)).toEqual(['harry', 'hairy', 'hardy']);
    expect(vocabulary.closest('hary', 1)).toEqual(['harry']);
    expect(vocabulary.closest('fundamentalsit', 4)).toEqual(['fundamentalist']);
  });

  it('breaks ties by the word in code-point order', () => {
    // hardy shares "  h", " ha", "har" with "hary", hairy "  h", " ha", "ry ": both 3 / (5 + 6 - 3).
    expect(trigramSimilarity('hary', 'hardy')).toBe(trigramSimilarity('hary', 'hairy'));
    const tied = new TrigramVocabulary(['hardy', 'hairy']);
    expect(tied.closest('hary', 4)).toEqual(['hairy', 'hardy']);
  });

  it('corrects Urdu script words', () => {
    // 5 of 6 + 7 - 5 trigrams shared with کتابیں, 4 of 6 + 5 - 4 with کتاب.
    expect(vocabulary.closest('کتابی', 4)).toEqual(['کتابیں', 'کتاب']);
  });

  it('finds nothing for a word sharing too little, nothing, or having no trigrams', () => {
    expect(vocabulary.closest('zzqxj', 4)).toEqual([]);
    expect(vocabulary.closest('', 4)).toEqual([]);
    expect(vocabulary.closest('harry', 0)).toEqual([]);
  });

  it('answers the same when asked again (its counters start from zero each time)', () => {
    expect(vocabulary.closest('poter', 4)).toEqual(vocabulary.closest('poter', 4));
    expect(vocabulary.closest('rowlnig', 4)).toEqual(['rowling']);
  });
});
