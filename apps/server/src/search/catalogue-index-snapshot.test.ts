import { describe, expect, it } from 'vitest';
import { CatalogueIndex, type Clause, type IndexedBook } from './catalogue-index.js';
import { decodeSnapshot, encodeSnapshot, SnapshotFormatError } from './catalogue-index-snapshot.js';

/** A seeded catalogue with shared and rare words, Urdu titles, missing and shared ISBN prefixes. */
function catalogue(count: number): IndexedBook[] {
  const common = ['the', 'love', 'war', 'night', 'house', 'harry', 'potter', 'غالب', 'دیوان', 'ghalib'];
  let seed = 28;
  const next = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed;
  };
  const books: IndexedBook[] = [];
  for (let id = 1; books.length < count; id += 1 + (next() % 3)) {
    const words = Array.from({ length: 2 + (next() % 5) }, () =>
      next() % 4 === 0 ? `word${next() % 500}` : (common[next() % common.length] as string),
    );
    books.push({
      id,
      words: [...words, `author${next() % 50}`],
      title: words.join(' '),
      isbn10: next() % 5 === 0 ? null : `0${String(100000000 + (next() % 899999999)).padStart(9, '0')}`,
      isbn13: next() % 3 === 0 ? `978${String(next() % 1e10).padStart(10, '0')}` : null,
    });
  }
  return books;
}

/** The same questions put to both indexes, the answers listed side by side. */
function answers(index: CatalogueIndex) {
  const clauses: Clause[][] = [
    [[{ text: 'the', prefix: false }]],
    [[{ text: 'ha', prefix: true }], [{ text: 'pot', prefix: true }]],
    [[{ text: 'word1', prefix: true }]],
    [
      [
        { text: 'night', prefix: false },
        { text: 'war', prefix: false },
      ],
      [{ text: 'l', prefix: true }],
    ],
    [[{ text: 'غا', prefix: true }]],
    [[{ text: 'nothing', prefix: true }]],
  ];
  return {
    size: index.size,
    matching: clauses.map((c) => [index.firstMatching(c, 30), index.firstMatching(c, 5, new Set([3, 4]))]),
    isbn: ['0', '01', '012', '978', '9781', '5'].map((p) => index.firstWithIsbn(p, 10)),
    titles: ['', 'the', 'ha', 'love war', 'غالب', 'z'].map((p) => index.firstTitlesStartingWith(p, 10)),
    closest: ['hary', 'poter', 'nigth', 'galib', 'wrd12'].map((w) => index.closestWords(w, 4)),
    known: ['harr', 'harry', 'word49', 'word4999'].map((w) => [
      index.hasWord(w, true),
      index.hasWord(w, false),
    ]),
    books: [1, 2, 3, 50, 999].map((id) => index.book(id) ?? null),
  };
}

function roundTrip(index: CatalogueIndex): CatalogueIndex {
  const restored = new CatalogueIndex();
  restored.restore(decodeSnapshot(encodeSnapshot(index.current())));
  return restored;
}

describe('catalogue index snapshot', () => {
  it('restores an index that answers exactly as the one built from the books', () => {
    const built = new CatalogueIndex();
    built.reset(catalogue(3000));
    const restored = roundTrip(built);
    expect(answers(restored)).toEqual(answers(built));
    const { trigrams: _a, ...structures } = built.current();
    const { trigrams: _b, ...restoredStructures } = restored.current();
    expect(restoredStructures).toEqual(structures);
  });

  it('keeps what changes after a rebuild, and takes further changes as a built index does', () => {
    const built = new CatalogueIndex();
    built.reset(catalogue(2000));
    built.upsert([
      { id: 2, words: ['zanzibar', 'tales'], title: 'zanzibar tales', isbn10: '0306406152', isbn13: null },
    ]);
    built.remove([1]);
    const restored = roundTrip(built);
    expect(answers(restored)).toEqual(answers(built));
    const edit: IndexedBook = {
      id: 100_000,
      words: ['quux'],
      title: 'quux',
      isbn10: null,
      isbn13: '9780000000002',
    };
    for (const index of [built, restored]) {
      index.upsert([edit]);
      index.remove([3]);
    }
    expect(answers(restored)).toEqual(answers(built));
    expect(restored.firstMatching([[{ text: 'quu', prefix: true }]], 5)).toEqual([100_000]);
  });

  it('restores an empty index', () => {
    const empty = new CatalogueIndex();
    expect(answers(roundTrip(empty))).toEqual(answers(empty));
  });

  it('refuses bytes of another format or cut short', () => {
    const built = new CatalogueIndex();
    built.reset(catalogue(100));
    const bytes = encodeSnapshot(built.current());
    expect(() => decodeSnapshot(bytes.subarray(0, bytes.length - 1))).toThrow(SnapshotFormatError);
    const other = Buffer.from(bytes);
    other.writeInt32LE(999, 4);
    expect(() => decodeSnapshot(other)).toThrow(SnapshotFormatError);
    expect(() => decodeSnapshot(Buffer.from('not a snapshot'))).toThrow(SnapshotFormatError);
  });
});
