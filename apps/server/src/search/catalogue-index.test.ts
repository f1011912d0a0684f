import { describe, expect, it } from 'vitest';
import { CatalogueIndex, type Clause, type IndexedBook } from './catalogue-index.js';

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
    expect(changing.knows({ text: 'beta', prefix: false })).toBe(false);
    expect(changing.closestWords('betta', 4)).toEqual([]);
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

describe('CatalogueIndex against a plain reading of every book', () => {
  // A seeded catalogue where words are common, rare and in between, so each way of finding
  // matches is taken: gathering a rare word's postings, walking the first books, and the bitmap
  // of the rarest clause when common words rarely meet.
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const vocabulary = ['one', 'only', 'onion', 'with', 'within', 'y', 'yes', 'young', 'rare', 'tea', 'ten'];
  const books: IndexedBook[] = [];
  for (let id = 1; id <= 6000; id += 1 + Math.floor(next() * 3)) {
    const drawn = vocabulary.filter((w) => next() < (w === 'rare' ? 0.002 : w.length <= 3 ? 0.3 : 0.08));
    // "one" and "with" meet only in the last books: past the first books walked.
    const words = id < 4000 && drawn.includes('one') ? drawn.filter((w) => !w.startsWith('with')) : drawn;
    const digits = String(Math.floor(next() * 1e9)).padStart(9, '0');
    books.push({
      id,
      words: words.length > 0 ? words : ['x'],
      isbn10: next() < 0.9 ? `${digits}0` : null,
      isbn13: next() < 0.9 ? `978${digits}1` : null,
      title: words.slice(0, 2).join(' '),
    });
  }
  const index = indexOf([...books].reverse());
  const plainly = (clauses: Clause[], limit: number, exclude: ReadonlySet<number>) =>
    books
      .filter(
        (b) =>
          !exclude.has(b.id) &&
          clauses.every((clause) =>
            b.words.some((w) => clause.some((t) => (t.prefix ? w.startsWith(t.text) : w === t.text))),
          ),
      )
      .slice(0, limit)
      .map((b) => b.id);
  const term = (text: string, prefix = true) => ({ text, prefix });

  it.each([
    ['one word, dense', [[term('on')]]],
    ['three common words that rarely meet', [[term('one')], [term('with')], [term('y')]]],
    ['a rare word and a common one', [[term('rare', false)], [term('t')]]],
    ['a clause with two terms', [[term('tea', false), term('young', false)], [term('within')]]],
    ['a word no book has', [[term('zebra')], [term('one')]]],
  ] as Array<[string, Clause[]]>)('firstMatching finds what reading every book finds: %s', (_, clauses) => {
    for (const limit of [1, 10, 30]) {
      expect(index.firstMatching(clauses, limit)).toEqual(plainly(clauses, limit, new Set()));
    }
    const exclude = new Set(plainly(clauses, 3, new Set()));
    expect(index.firstMatching(clauses, 30, exclude)).toEqual(plainly(clauses, 30, exclude));
  });

  it('firstWithIsbn and firstTitlesStartingWith find what reading every book finds', () => {
    for (const prefix of ['978', '9781', '1', '12', '4444']) {
      const plain = books
        .filter((b) => b.isbn10?.startsWith(prefix) || b.isbn13?.startsWith(prefix))
        .slice(0, 10)
        .map((b) => b.id);
      expect(index.firstWithIsbn(prefix, 10)).toEqual(plain);
    }
    for (const prefix of ['one', 'y', 'tea with', 'x']) {
      const plain = books
        .filter((b) => (b.title ?? '').startsWith(prefix))
        .sort((a, b) =>
          (a.title ?? '') < (b.title ?? '') ? -1 : (a.title ?? '') > (b.title ?? '') ? 1 : a.id - b.id,
        )
        .slice(0, 10)
        .map((b) => b.id);
      expect(index.firstTitlesStartingWith(prefix, 10)).toEqual(plain);
    }
  });

  it('answers the same after books are changed and removed as an index built afresh', () => {
    const changed = indexOf(books);
    const replaced = {
      id: books[10]?.id as number,
      words: ['rare', 'one'],
      isbn10: null,
      isbn13: null,
      title: 'rare',
    };
    const added = { id: 7001, words: ['rare'], isbn10: '1111111111', isbn13: null, title: 'rare one' };
    const removed = books[20]?.id as number;
    changed.upsert([replaced, added]);
    changed.remove([removed]);
    const fresh = indexOf([
      ...books.filter((b) => b.id !== replaced.id && b.id !== removed),
      replaced,
      added,
    ]);
    const rare = [[term('rare', false)]];
    expect(changed.firstMatching(rare, 30)).toEqual(fresh.firstMatching(rare, 30));
    expect(changed.firstMatching([[term('one')], [term('with')]], 30)).toEqual(
      fresh.firstMatching([[term('one')], [term('with')]], 30),
    );
    expect(changed.book(removed)).toBeUndefined();
    expect(changed.book(7001)).toEqual(added);
    expect(changed.size).toBe(fresh.size);
  });
});
