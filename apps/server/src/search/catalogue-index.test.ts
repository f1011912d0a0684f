import { describe, expect, it } from 'vitest';
import { CatalogueIndex, type IndexedBook } from './catalogue-index.js';

const book = (id: number, words: string, isbn10: string | null = null, isbn13: string | null = null) =>
  ({ id, words: words.split(' '), isbn10, isbn13 }) satisfies IndexedBook;

function indexOf(books: IndexedBook[]): CatalogueIndex {
  const index = new CatalogueIndex();
  index.reset(books);
  return index;
}

describe('CatalogueIndex.firstMatching', () => {
  const index = indexOf([
    book(3, 'harry potter rowling'),
    book(1, 'the hobbit tolkien'),
    book(2, 'harry hole nesbo'),
    book(4, 'a game of thrones martin'),
    book(5, 'harrow the ninth muir'),
  ]);

  it('finds books holding every clause, in catalogue (id) order', () => {
    expect(index.firstMatching([[{ text: 'harry', prefix: false }]], 10)).toEqual([2, 3]);
    expect(index.firstMatching([[{ text: 'harr', prefix: true }]], 10)).toEqual([2, 3, 5]);
    expect(
      index.firstMatching([[{ text: 'harry', prefix: false }], [{ text: 'pot', prefix: true }]], 10),
    ).toEqual([3]);
  });

  it('matches a whole word only when not a prefix, and a clause by any of its terms', () => {
    expect(index.firstMatching([[{ text: 'harr', prefix: false }]], 10)).toEqual([]);
    expect(
      index.firstMatching(
        [
          [
            { text: 'hobit', prefix: true },
            { text: 'hobbit', prefix: false },
          ],
        ],
        10,
      ),
    ).toEqual([1]);
  });

  it('stops at the limit and leaves out excluded books', () => {
    expect(index.firstMatching([[{ text: 'h', prefix: true }]], 2)).toEqual([1, 2]);
    expect(index.firstMatching([[{ text: 'h', prefix: true }]], 2, new Set([1]))).toEqual([2, 3]);
  });

  it('answers the same whether it walks the catalogue or gathers a rare word', () => {
    const many: IndexedBook[] = [];
    for (let id = 1; id <= 3000; id++) {
      many.push(
        book(id, `${id % 7 === 0 ? 'common' : 'other'} word${id % 13} ${id === 2500 ? 'rare' : 'x'}`),
      );
    }
    const big = indexOf(many);
    // "common" is dense (walked), "rare" is gathered from its postings.
    const common = big.firstMatching([[{ text: 'comm', prefix: true }]], 5);
    expect(common).toEqual([7, 14, 21, 28, 35]);
    expect(
      big.firstMatching([[{ text: 'rare', prefix: false }], [{ text: 'word', prefix: true }]], 5),
    ).toEqual([2500]);
    const both = big.firstMatching(
      [[{ text: 'common', prefix: false }], [{ text: 'word0', prefix: false }]],
      3,
    );
    expect(both).toEqual([91, 182, 273]);
  });

  it('follows changes: upserted words are found, removed books are not', () => {
    const changing = indexOf([book(1, 'alpha'), book(2, 'beta')]);
    expect(changing.firstMatching([[{ text: 'gam', prefix: true }]], 10)).toEqual([]);
    changing.upsert([book(2, 'gamma')]);
    expect(changing.firstMatching([[{ text: 'gam', prefix: true }]], 10)).toEqual([2]);
    expect(changing.firstMatching([[{ text: 'beta', prefix: false }]], 10)).toEqual([]);
    changing.remove([2]);
    expect(changing.firstMatching([[{ text: 'gam', prefix: true }]], 10)).toEqual([]);
    expect(changing.size).toBe(1);
  });
});

describe('CatalogueIndex.firstWithIsbn', () => {
  it('finds books by the start of their ISBN-10 or ISBN-13, in catalogue order', () => {
    const index = indexOf([
      book(2, 'b', '0439023483', '9780439023481'),
      book(1, 'a', '0316015849', '9780316015844'),
      book(3, 'c', null, null),
    ]);
    expect(index.firstWithIsbn('978', 10)).toEqual([1, 2]);
    expect(index.firstWithIsbn('0439', 10)).toEqual([2]);
    expect(index.firstWithIsbn('9780316015844', 10)).toEqual([1]);
    expect(index.firstWithIsbn('978', 1)).toEqual([1]);
    expect(index.firstWithIsbn('12345', 10)).toEqual([]);
  });
});
