import type { Term } from './catalogue-index.js';
import { type LatinVocabulary, ROMAN_MARKER, romanUrduTerms } from './roman-urdu.js';
import { foldSearchText, searchWords } from './search-text.js';

/** A shopper's search text, read once into everything the SQL needs. */
export interface SearchQuery {
  /** The folded text. */
  text: string;
  /** The first string after every string that starts with `text`: the end of a prefix range. */
  textEnd: string;
  /**
   * The start of a title that is `text` whole followed by its Roman Urdu search words (see
   * searchColumnsOf), and the end of that range: such a title is still the title as typed.
   */
  wholeTitleStart: string;
  wholeTitleEnd: string;
  words: string[];
  /**
   * Every word required, as a prefix (`harry:* & pot:*`), except finished words of one or two
   * letters, which must match whole ("a", "of", "کا"): as prefixes they would match most of the
   * catalogue and make the index do the most work for the least meaning. Null without words.
   */
  prefixTsquery: string | null;
  /** The same words, held to the title (weight A): `harry:*A & pot:*A`. */
  titleTsquery: string | null;
  /**
   * The query read as (the start of) an ISBN, hyphens and spaces dropped, or null when it is not
   * one. Four digits at least, so that short numbers stay title words ("1984").
   */
  isbn: string | null;
  isbnEnd: string | null;
}

/** Longest text searched; anything longer is cut, as no title needs more to be found. */
export const MAX_QUERY_LENGTH = 100;

/** Words shorter than this are not typo-corrected: too many words lie one letter away. */
export const MIN_CORRECTED_WORD = 3;

/**
 * The first string greater than every string starting with `prefix`, in byte order (which is
 * code-point order in UTF-8): the last code point plus one. `~>=~ prefix and ~<~ end` is then a
 * prefix range that byte-order (text_pattern_ops) indexes answer whatever the collation, and
 * unlike LIKE it stays an index range when the prefix is a bound parameter.
 */
export function prefixEnd(prefix: string): string {
  const points = [...prefix];
  const last = points.pop();
  if (last === undefined) return '\u{10FFFF}';
  return points.join('') + String.fromCodePoint((last.codePointAt(0) ?? 0) + 1);
}

const ISBN_LIKE = /^(?:\d{4,13}|\d{9}X)$/;

/**
 * `known` tells which Latin words the catalogue holds, so they keep their meaning (roman-urdu.ts);
 * without it every typed word may also stand for Urdu words.
 */
export function readSearchQuery(raw: string, known?: LatinVocabulary): SearchQuery {
  const cut = raw.slice(0, MAX_QUERY_LENGTH);
  const text = foldSearchText(cut);
  const words = searchWords(text);
  const compact = cut.replace(/[\s-]/g, '').toUpperCase();
  const isbn = ISBN_LIKE.test(compact) ? compact : null;
  const wholeTitleStart = `${text} ${ROMAN_MARKER}`;
  return {
    text,
    textEnd: prefixEnd(text),
    wholeTitleStart,
    wholeTitleEnd: prefixEnd(wholeTitleStart),
    words,
    // Folded words hold only letters and digits, so they cannot carry tsquery operators.
    prefixTsquery: wordsTsquery(words, '', known),
    titleTsquery: wordsTsquery(words, 'A', known),
    isbn,
    isbnEnd: isbn ? prefixEnd(isbn) : null,
  };
}

/** Shorter finished words match only whole (see SearchQuery.prefixTsquery). */
const MIN_PREFIX_WORD = 3;

/** Whether a query word matches as the start of a word: while typed (the last), or when long enough. */
export function isPrefixWord(word: string, last: boolean): boolean {
  return last || [...word].length >= MIN_PREFIX_WORD;
}

/**
 * What one typed word matches: itself (a prefix while being typed, or when long enough) and the
 * Roman Urdu search words it stands for (roman-urdu.ts), if any.
 */
export function wordTerms(word: string, last: boolean, known?: LatinVocabulary): Term[] {
  return [{ text: word, prefix: isPrefixWord(word, last) }, ...romanUrduTerms(word, last, known)];
}

/**
 * One word of a tsquery: a prefix while being typed (the last word) or when long enough, or one
 * of its Roman Urdu search words: `(ghalib:* | ʀglb | ʀghalib)`.
 */
export function wordQuery(word: string, last: boolean, weight = '', known?: LatinVocabulary): string {
  const terms = wordTerms(word, last, known).map((t) =>
    t.prefix ? `${t.text}:*${weight}` : weight === '' ? t.text : `${t.text}:${weight}`,
  );
  return terms.length === 1 ? (terms[0] as string) : `(${terms.join(' | ')})`;
}

/** Every word required, each as wordQuery reads it; null without words. */
export function wordsTsquery(
  words: readonly string[],
  weight: string,
  known?: LatinVocabulary,
): string | null {
  if (words.length === 0) return null;
  return words.map((w, i) => wordQuery(w, i === words.length - 1, weight, known)).join(' & ');
}

/** A text[] literal for words that are letters and digits only (see foldSearchText). */
export function wordsArrayLiteral(words: readonly string[]): string {
  return `{${words.map((w) => `"${w}"`).join(',')}}`;
}
