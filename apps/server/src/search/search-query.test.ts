import { describe, expect, it } from 'vitest';
import { correctedTsquery } from './autocomplete-repository.js';
import { prefixEnd, readSearchQuery, wordsArrayLiteral } from './search-query.js';

describe('readSearchQuery', () => {
  it('builds an all-words prefix tsquery from the folded words', () => {
    expect(readSearchQuery('Harry  Pot').prefixTsquery).toBe('harry:* & pot:*');
    expect(readSearchQuery('!!!').prefixTsquery).toBeNull();
    // Short finished words match whole; the word being typed is always a prefix.
    expect(readSearchQuery('a game of th').prefixTsquery).toBe('a & game:* & of & th:*');
    expect(readSearchQuery('a game of th').titleTsquery).toBe('a:A & game:*A & of:A & th:*A');
  });

  it('reads ISBNs with or without hyphens, ten or thirteen long or their start', () => {
    expect(readSearchQuery('978-0-439-02348-1').isbn).toBe('9780439023481');
    expect(readSearchQuery('0-439-02348-x').isbn).toBe('043902348X');
    expect(readSearchQuery('97804').isbn).toBe('97804');
    expect(readSearchQuery('123').isbn).toBeNull();
    expect(readSearchQuery('harry').isbn).toBeNull();
    expect(readSearchQuery('12345678901234').isbn).toBeNull();
  });

  it('cuts very long input', () => {
    expect(readSearchQuery('a'.repeat(1000)).text).toHaveLength(100);
  });
});

describe('prefixEnd', () => {
  it('is the first string after every string with the prefix', () => {
    expect(prefixEnd('ha')).toBe('hb');
    expect(prefixEnd('978')).toBe('979');
    expect(prefixEnd('اگ') > 'اگ کا دریا').toBe(true);
    expect(prefixEnd('اگ') > 'اگ').toBe(true);
  });
});

describe('correctedTsquery and wordsArrayLiteral', () => {
  it('offers the corrections of unknown words beside the word as typed', () => {
    expect(
      correctedTsquery([
        { word: 'hary', known: false, alternatives: ['harry', 'hardy'] },
        { word: 'of', known: true, alternatives: [] },
        { word: 'pot', known: true, alternatives: [] },
      ]),
    ).toBe('(hary:* | harry | hardy) & of & pot:*');
    expect(wordsArrayLiteral(['a', 'اگ'])).toBe('{"a","اگ"}');
  });
});
