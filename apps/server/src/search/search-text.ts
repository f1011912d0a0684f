/**
 * Search text folding, done in JavaScript for both the stored search columns (the catalogue
 * writer) and the shopper's query, so both sides are folded by the very same code. Doing it in
 * SQL would tie the result to the database's locale, which differs between PGlite and
 * PostgreSQL installations (lower() and regex classes only know ASCII under the C locale).
 */

import { romanUrduWords } from './roman-urdu.js';

/** Arabic code points that Urdu keyboards and data sets use interchangeably with the Urdu ones. */
const URDU_LETTER_FOLDS: Readonly<Record<string, string>> = {
  ي: 'ی', // Arabic yeh → Farsi/Urdu yeh
  ى: 'ی', // alef maksura → Urdu yeh
  ك: 'ک', // Arabic kaf → keheh
  ه: 'ہ', // Arabic heh → heh goal
  ة: 'ۃ', // teh marbuta → teh marbuta goal
};

const URDU_LETTER_PATTERN = /[يىكهة]/g;

/** Arabic-Indic (U+0660…) and Extended Arabic-Indic (Urdu, U+06F0…) digits → ASCII. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

function asciiDigit(ch: string): string {
  const code = ch.charCodeAt(0);
  return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
}

/**
 * Folds text for matching: accents and Urdu/Arabic vowel marks dropped, lower case, Arabic letter
 * variants mapped to their Urdu forms, Eastern digits to ASCII, apostrophes and dots removed (so
 * "J.K." matches "jk" and "sorcerer's" matches "sorcerers"), every other non-letter, non-digit
 * run collapsed to one space. The result contains only letters, digits and single spaces, which
 * also makes its words safe to put into a tsquery.
 */
export function foldSearchText(raw: string): string {
  return (
    raw
      // NFKD splits accented letters (é → e + ◌́) and Urdu letters with hamza or madda
      // (آ → ا + ◌ٓ) into base and mark; the marks go next, as shoppers rarely type them.
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(URDU_LETTER_PATTERN, (ch) => URDU_LETTER_FOLDS[ch] ?? ch)
      .replace(EASTERN_DIGITS, asciiDigit)
      // U+0640 tatweel only stretches a letter; it is not a letter itself.
      .replace(/['’‘`´.\u0640]/g, '')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

/** The words of a folded text. */
export function searchWords(folded: string): string[] {
  return folded === '' ? [] : folded.split(' ');
}

/**
 * A folded text followed by the Roman Urdu search words of its Urdu words (roman-urdu.ts), so a
 * title's words keep their place at the start (prefix and whole-title matches) and the Latin
 * spellings share the text's weight in the search vector.
 */
function withRomanUrdu(raw: string): string {
  const folded = foldSearchText(raw);
  return [folded, ...romanUrduWords(raw, folded)].filter((part) => part !== '').join(' ');
}

/**
 * What the catalogue writer stores in the search columns of a book; start-up's
 * refreshSearchColumns (refresh-search-columns.ts) brings rows written by older versions to it.
 */
export function searchColumnsOf(item: {
  title: string;
  authors: readonly string[];
  publisher: string | null;
}): { searchTitle: string; searchAuthors: string; searchPublisher: string } {
  return {
    searchTitle: withRomanUrdu(item.title),
    searchAuthors: withRomanUrdu(item.authors.join(' ')),
    searchPublisher: foldSearchText(item.publisher ?? ''),
  };
}
