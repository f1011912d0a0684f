/**
 * The catalogue index's lookup structures as bytes, so a starting server can take them from the
 * database (catalogue-index-store.ts) instead of reading every book and sorting a million titles
 * again. Only what costs time to make is kept: the books' word numbers, the vocabulary, titles
 * and ISBNs, and the title and ISBN orders. Postings and typo trigrams are derived again at load,
 * in linear time, by the same code that derives them when the index is built from rows.
 *
 * Layout: a header (magic, FORMAT, section count), then sections in a fixed order, each a byte
 * length and its bytes (little-endian Int32 arrays, or a string list: its strings' lengths in
 * UTF-16 code units, -1 for none, then their UTF-8 text joined). UTF-8 round-trips every string
 * the index holds: they come from PostgreSQL text, which has no lone surrogates.
 */

import { type Compact, postingsOf } from './catalogue-index.js';
import { TrigramVocabulary } from './trigram-vocabulary.js';

/**
 * The layout's number. Change it whenever the layout, how the store keeps it (gzip'd, see
 * catalogue-index-store.ts), or what the index keeps of a book (the words
 * catalogue-index-sync.ts reads) changes: a snapshot of another format is not loaded.
 */
export const SNAPSHOT_FORMAT = 2;

const MAGIC = 0x58494b42; // "BKIX"
const SECTIONS = 9;

/** The snapshot could not be read back: the caller reads the index from the rows instead. */
export class SnapshotFormatError extends Error {}

function int32Bytes(values: Int32Array): Buffer {
  // Node is little-endian on every platform it runs the shop on (x64, arm64).
  return Buffer.from(values.buffer, values.byteOffset, values.byteLength);
}

function stringListBytes(list: ReadonlyArray<string | null | undefined>): Buffer {
  const lengths = new Int32Array(list.length);
  const parts: string[] = [];
  list.forEach((s, i) => {
    lengths[i] = s == null ? -1 : s.length;
    if (s) parts.push(s);
  });
  const text = Buffer.from(parts.join(''), 'utf8');
  const count = Buffer.alloc(4);
  count.writeInt32LE(list.length);
  return Buffer.concat([count, int32Bytes(lengths), text]);
}

/**
 * The ISBN list as one number per entry: the book's position times two, plus one when the entry
 * is the book's ISBN-13 (the text is then taken from isbn10/isbn13, not stored twice).
 */
function isbnEntries(c: Compact): Int32Array {
  const entries = new Int32Array(c.isbns.length);
  for (let i = 0; i < c.isbns.length; i++) {
    const p = c.isbnBooks[i] as number;
    entries[i] = p * 2 + (c.isbns[i] === c.isbn10[p] ? 0 : 1);
  }
  return entries;
}

/** The structures as bytes. */
export function encodeSnapshot(c: Compact): Buffer {
  const sections = [
    int32Bytes(c.ids),
    int32Bytes(c.wordStart),
    int32Bytes(c.bookWords),
    int32Bytes(c.titleOrder),
    int32Bytes(isbnEntries(c)),
    stringListBytes(c.vocabulary),
    stringListBytes(c.titles),
    stringListBytes(c.isbn10),
    stringListBytes(c.isbn13),
  ];
  const header = Buffer.alloc(12 + 4 * sections.length);
  header.writeUInt32LE(MAGIC, 0);
  header.writeInt32LE(SNAPSHOT_FORMAT, 4);
  header.writeInt32LE(sections.length, 8);
  sections.forEach((s, i) => {
    header.writeInt32LE(s.byteLength, 12 + 4 * i);
  });
  return Buffer.concat([header, ...sections]);
}

/** Reads sections back, checking every length against the bytes there are. */
class Reader {
  private offset: number;
  private readonly lengths: number[] = [];

  constructor(private readonly bytes: Buffer) {
    if (bytes.byteLength < 12 || bytes.readUInt32LE(0) !== MAGIC)
      throw new SnapshotFormatError('no snapshot');
    if (bytes.readInt32LE(4) !== SNAPSHOT_FORMAT) throw new SnapshotFormatError('another format');
    if (bytes.readInt32LE(8) !== SECTIONS) throw new SnapshotFormatError('sections');
    for (let i = 0; i < SECTIONS; i++) this.lengths.push(bytes.readInt32LE(12 + 4 * i));
    this.offset = 12 + 4 * SECTIONS;
    const total = this.lengths.reduce((a, b) => a + b, this.offset);
    if (total !== bytes.byteLength) throw new SnapshotFormatError('truncated');
  }

  private next(): Buffer {
    const length = this.lengths.shift();
    if (length === undefined || length < 0) throw new SnapshotFormatError('sections');
    const section = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    return section;
  }

  int32s(): Int32Array {
    const section = this.next();
    if (section.byteLength % 4 !== 0) throw new SnapshotFormatError('int32 section');
    // Copied: the index keeps these arrays, and must not keep the whole snapshot alive with them.
    const copy = new Int32Array(section.byteLength / 4);
    new Uint8Array(copy.buffer).set(section);
    return copy;
  }

  strings(): Array<string | null> {
    const section = this.next();
    const count = section.readInt32LE(0);
    if (count < 0 || 4 + 4 * count > section.byteLength) throw new SnapshotFormatError('string list');
    const lengths = new Int32Array(count);
    new Uint8Array(lengths.buffer).set(section.subarray(4, 4 + 4 * count));
    const text = section.toString('utf8', 4 + 4 * count);
    const list = new Array<string | null>(count);
    let at = 0;
    for (let i = 0; i < count; i++) {
      const length = lengths[i] as number;
      if (length < 0) {
        list[i] = null;
        continue;
      }
      list[i] = text.slice(at, at + length);
      at += length;
    }
    if (at !== text.length) throw new SnapshotFormatError('string lengths');
    return list;
  }
}

function present(list: Array<string | null>, what: string): string[] {
  if (list.some((s) => s === null)) throw new SnapshotFormatError(what);
  return list as string[];
}

/** The structures back from encodeSnapshot's bytes; SnapshotFormatError when they do not fit. */
export function decodeSnapshot(bytes: Buffer): Compact {
  const r = new Reader(bytes);
  const ids = r.int32s();
  const wordStart = r.int32s();
  const bookWords = r.int32s();
  const titleOrder = r.int32s();
  const entries = r.int32s();
  const vocabulary = present(r.strings(), 'vocabulary');
  const titles = present(r.strings(), 'titles');
  const isbn10 = r.strings();
  const isbn13 = r.strings();
  const n = ids.length;
  if (
    wordStart.length !== n + 1 ||
    wordStart[n] !== bookWords.length ||
    titleOrder.length !== n ||
    titles.length !== n ||
    isbn10.length !== n ||
    isbn13.length !== n
  ) {
    throw new SnapshotFormatError('sizes');
  }
  for (let i = 0; i < bookWords.length; i++) {
    const w = bookWords[i] as number;
    if (w < 0 || w >= vocabulary.length) throw new SnapshotFormatError('word number');
  }
  const isbns: string[] = new Array(entries.length);
  const isbnBooks = new Int32Array(entries.length);
  for (let i = 0; i < entries.length; i++) {
    const p = (entries[i] as number) >> 1;
    const text = (entries[i] as number) & 1 ? isbn13[p] : isbn10[p];
    if (p < 0 || p >= n || !text) throw new SnapshotFormatError('isbn entry');
    isbns[i] = text;
    isbnBooks[i] = p;
  }
  return {
    ids,
    vocabulary,
    wordStart,
    bookWords,
    ...postingsOf(vocabulary.length, wordStart, bookWords),
    titles,
    titleOrder,
    isbn10,
    isbn13,
    isbns,
    isbnBooks,
    trigrams: new TrigramVocabulary(vocabulary),
  };
}
