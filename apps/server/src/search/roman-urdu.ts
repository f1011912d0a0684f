import type { Term } from './catalogue-index.js';
import { ROMAN_URDU_SPELLINGS } from './roman-urdu-spellings.js';

/**
 * Roman Urdu search: Urdu titles and names found by the Latin spellings shoppers type
 * ("ghalib", "galib", "ghaalib" find غالب).
 *
 * Urdu script writes consonants and long vowels (ا و ی) and leaves short vowels unwritten; Latin
 * spellings of one word disagree mostly on vowels and digraphs (gh/g, kh/k, q/k, ee/i, oo/u). So
 * both sides become the same key: the consonants (digraphs folded: غ and gh → g, خ and kh → k),
 * the written long vowels between them as a, u or i (غالب → galb), and "a" for a vowel that
 * starts or ends the word (اقبال → akbal, بستی → bsta). A typed word cannot tell its short vowels
 * from its long ones, so it gives every key its vowels allow: each single vowel letter either is
 * a long vowel or is left out (ghalib → glb, galb, glib, galib: galb is غالب), a doubled one
 * ("aa", "ee", "ei") must be a written one (so "being" never meets بانگ, nor "short" سیرت).
 *
 * Each Urdu word of a title or author is stored with its key and its common spellings from
 * ROMAN_URDU_SPELLINGS as extra search words, behind ROMAN_MARKER so they never equal a real
 * word; a typed Latin word also matches the keys and spellings it can be. Keys match only with
 * three consonants or more, and as the start of a word (while typing) only with four: shorter
 * Urdu words ("faiz", "mir") are found through the table.
 */

/**
 * Starts every Roman Urdu search word. A letter (so the text search parser keeps it inside the
 * word), lower case and without decomposition (so folding leaves it alone), and one no title or
 * name uses: "ʀglb" is never a word a book really has.
 */
export const ROMAN_MARKER = 'ʀ';

/** The izafat ("-e-" in "diwan-e-ghalib"), written as a kasra under the end of a word. */
const IZAFAT_WORD = `${ROMAN_MARKER}e`;

/** Fewest consonants of a key matched as a whole word; fewer lie too close to English words. */
const MIN_KEY_CONSONANTS = 3;
/** Fewest consonants of a key matched as the start of a word (the word still being typed). */
const MIN_PREFIX_KEY_CONSONANTS = 4;
/** Shortest typed word matched as the start of a table spelling ("ghali" → ghalib). */
const MIN_PREFIX_SPELLING = 5;

/*
 * Letters read as sound classes: a consonant as the Latin letter it sounds as (digraphs folded:
 * خ kh → k, غ gh → g, ش sh → s, چ ch → c, ق q → k); a long vowel as a (ا), u (و) or i (ی, ے);
 * * for ع and ء, which carry a vowel of any sound; W and Y for و and ی, consonants at the start of
 * a word (وفا wafa, یوسفی yusufi) and long vowels elsewhere; E for ہ, a vowel at the end of a
 * word (راجہ raja, نامہ nama) and h elsewhere.
 */
const URDU_SOUNDS: Readonly<Record<string, string>> = {
  ا: 'a',
  ع: '*',
  ء: '*',
  ے: 'i',
  ب: 'b',
  پ: 'p',
  ت: 't',
  ٹ: 't',
  ط: 't',
  ۃ: 't',
  ث: 's',
  س: 's',
  ص: 's',
  ش: 's',
  ج: 'j',
  چ: 'c',
  ح: 'h',
  خ: 'k',
  ق: 'k',
  ک: 'k',
  د: 'd',
  ڈ: 'd',
  ذ: 'z',
  ز: 'z',
  ض: 'z',
  ظ: 'z',
  ژ: 'z',
  ر: 'r',
  ڑ: 'r',
  غ: 'g',
  گ: 'g',
  ف: 'f',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ں: 'n',
  و: 'W',
  // و with a hamza (امراؤ umrao) reads as و.
  ؤ: 'W',
  ی: 'Y',
  ہ: 'E',
  // ھ only marks the consonant before it as aspirated (بھ bh, کھ kh), as the h of a typed digraph.
  ھ: '',
};

const LATIN_SOUNDS: Readonly<Record<string, string>> = {
  a: 'a',
  e: 'i',
  i: 'i',
  o: 'u',
  u: 'u',
  y: 'Y',
  w: 'W',
  v: 'W',
  q: 'k',
  x: 'ks',
};

const URDU_WORD = /^[\u0600-\u06ff\u0750-\u077f]+$/u;
const LATIN_WORD = /^[a-z]+$/;

const VOWELS = new Set(['a', 'u', 'i', '*', 'W', 'Y']);
const isConsonant = (s: string) => !VOWELS.has(s);

/** A word as its consonants and the vowel runs around them. */
interface Shape {
  startsWithVowel: boolean;
  endsWithVowel: boolean;
  consonants: string[];
  /** between[i]: the vowel sounds between consonants i and i + 1, as written or typed. */
  between: string[][];
}

function shapeOf(sounds: readonly string[]): Shape | null {
  const s = sounds.map((x, i) => {
    // و and ی start a word as consonants; elsewhere they are long vowels.
    if (i === 0 && x === 'W') return 'w';
    if (i === 0 && x === 'Y') return 'y';
    if (x === 'W') return 'u';
    if (x === 'Y') return 'i';
    return x;
  });
  const firstConsonant = s.findIndex(isConsonant);
  if (firstConsonant < 0) return null;
  let lastConsonant = s.length - 1;
  while (!isConsonant(s[lastConsonant] as string)) lastConsonant--;
  const consonants: string[] = [];
  const between: string[][] = [];
  let run: string[] = [];
  for (let i = firstConsonant; i <= lastConsonant; i++) {
    const x = s[i] as string;
    if (isConsonant(x)) {
      if (consonants.length > 0) between.push(run);
      consonants.push(x);
      run = [];
    } else {
      run.push(x);
    }
  }
  return {
    startsWithVowel: firstConsonant > 0,
    endsWithVowel: lastConsonant < s.length - 1,
    consonants,
    between,
  };
}

/** Adjacent repeats merged: "ii" is one long i, as "ee" is. */
function merged(sounds: readonly string[]): string {
  return sounds.filter((x, i) => x !== sounds[i - 1]).join('');
}

/**
 * The key of a shape with one choice of vowels between its consonants. A consonant written twice
 * with no vowel between is one (ممتاز, اللہ are written with one; mumtaz, allah typed with two).
 */
function keyOf(shape: Shape, vowels: readonly string[], withEnd: boolean): string {
  let key = shape.startsWithVowel ? 'a' : '';
  shape.consonants.forEach((c, i) => {
    const before = i > 0 ? (vowels[i - 1] as string) : '';
    if (!(i > 0 && before === '' && c === shape.consonants[i - 1])) key += before + c;
    else key += before;
  });
  return withEnd && shape.endsWithVowel ? `${key}a` : key;
}

/** How many consonants a shape has once written doubles are one. */
function consonantCount(shape: Shape): number {
  return shape.consonants.filter((c, i) => c !== shape.consonants[i - 1]).length;
}

/** A word's search keys: whole, and (stems) without the vowel that may still end it. */
export interface RomanKeys {
  keys: string[];
  stems: string[];
  consonants: number;
}

/** The key of a folded Urdu word, or null when it has a letter the table does not read. */
export function urduKeys(word: string): RomanKeys | null {
  const sounds: string[] = [];
  for (const letter of word) {
    const sound = URDU_SOUNDS[letter];
    if (sound === undefined) return null;
    if (sound !== '') sounds.push(sound);
  }
  const last = sounds.length - 1;
  const shape = shapeOf(sounds.map((x, i) => (x === 'E' ? (i === last && i > 0 ? '*' : 'h') : x)));
  if (!shape) return null;
  // ع and ء carry a vowel whose sound the letters do not tell: they add no long vowel.
  const vowels = shape.between.map((run) => merged(run.filter((x) => x !== '*')));
  return {
    keys: [keyOf(shape, vowels, true)],
    stems: [keyOf(shape, vowels, false)],
    consonants: consonantCount(shape),
  };
}

/** Most keys one typed word may stand for; a longer word with many vowel runs gives none. */
const MAX_TYPED_KEYS = 64;

/** The long vowels a typed vowel run may be: any one or more of its sounds, in order. */
function runChoices(run: readonly string[]): string[] {
  if (run.length === 0) return [''];
  const sounds = merged(run).split('');
  const choices = new Set<string>();
  for (let mask = 1; mask < 1 << sounds.length; mask++) {
    choices.add(merged(sounds.filter((_, i) => mask & (1 << i))));
  }
  // One vowel letter may be a short vowel, unwritten in Urdu; two or more are a long one.
  if (run.length === 1) choices.add('');
  return [...choices];
}

/** The keys a folded Latin word may stand for, or null for anything but ASCII letters. */
export function latinKeys(word: string): RomanKeys | null {
  if (!LATIN_WORD.test(word) || word.length > 30) return null;
  const sounds: string[] = [];
  for (let i = 0; i < word.length; i++) {
    const letter = word[i] as string;
    // c is ch (چ) before h and k otherwise.
    const sound = letter === 'c' ? (word[i + 1] === 'h' ? 'c' : 'k') : (LATIN_SOUNDS[letter] ?? letter);
    const previous = sounds[sounds.length - 1];
    if (sound === 'h' && previous !== undefined) {
      // The h of a digraph (gh, kh, sh, ch, th, bh) only changes the consonant before it; an h
      // after the word's last vowel is silent (shah, allah).
      if (isConsonant(previous)) continue;
      if (i === word.length - 1) continue;
    }
    sounds.push(...sound);
  }
  const shape = shapeOf(sounds);
  if (!shape) return null;
  let choices: string[][] = [[]];
  for (const run of shape.between) {
    const options = runChoices(run);
    choices = choices.flatMap((chosen) => options.map((o) => [...chosen, o]));
    if (choices.length > MAX_TYPED_KEYS) return { keys: [], stems: [], consonants: consonantCount(shape) };
  }
  return {
    keys: [...new Set(choices.map((v) => keyOf(shape, v, true)))],
    stems: [...new Set(choices.map((v) => keyOf(shape, v, false)))],
    consonants: consonantCount(shape),
  };
}

const SPELLINGS = new Set(Object.values(ROMAN_URDU_SPELLINGS).flat());
const SORTED_SPELLINGS = [...SPELLINGS].sort();

/** Whether a word is written in the Urdu (Arabic) script. */
export function isUrduWord(word: string): boolean {
  return URDU_WORD.test(word);
}

/**
 * The Roman Urdu search words of a text: for each Urdu word, its key (when long enough to be
 * matched) and its table spellings, each behind ROMAN_MARKER, without repeats. `raw` is the
 * text before folding, where the izafat's kasra can still be seen; `folded` its folded form.
 */
export function romanUrduWords(raw: string, folded: string): string[] {
  const words = new Set<string>();
  for (const word of folded.split(' ')) {
    if (!isUrduWord(word)) continue;
    const key = urduKeys(word);
    if (key && key.consonants >= MIN_KEY_CONSONANTS) for (const k of key.keys) words.add(ROMAN_MARKER + k);
    for (const spelling of ROMAN_URDU_SPELLINGS[word] ?? []) words.add(ROMAN_MARKER + spelling);
  }
  // A kasra ending a word: "دیوانِ غالب" is typed "diwan e ghalib".
  if (/\u0650(?=\s|$)/u.test(raw.normalize('NFC'))) words.add(IZAFAT_WORD);
  return [...words];
}

/**
 * Whether the catalogue holds a Latin word: whole, or (asPrefix, for the word being typed) as
 * the start of one. Such a word is answered as before, never through keys: "hamid" stays Mohsin
 * Hamid and does not also become حمید.
 */
export type LatinVocabulary = (word: string, asPrefix: boolean) => boolean;

/**
 * The Roman Urdu search words a typed word also matches, as index terms: its keys (whole
 * from three consonants, as a start from four while the word is being typed) and the table
 * spellings it equals (or starts, while typed, from five letters). Empty for words that cannot
 * be Roman Urdu, and for most English words.
 */
export function romanUrduTerms(word: string, last: boolean, known?: LatinVocabulary): Term[] {
  if (word === 'e') return [{ text: IZAFAT_WORD, prefix: false }];
  const terms: Term[] = [];
  if (!LATIN_WORD.test(word)) return terms;
  // A word the catalogue holds in Latin letters keeps its meaning: the spelling table alone.
  const key = known?.(word, last) ? null : latinKeys(word);
  if (key && last && key.consonants >= MIN_PREFIX_KEY_CONSONANTS) {
    for (const stem of key.stems) terms.push({ text: ROMAN_MARKER + stem, prefix: true });
  } else if (key && key.consonants >= MIN_KEY_CONSONANTS) {
    for (const k of key.keys) terms.push({ text: ROMAN_MARKER + k, prefix: false });
  }
  if (last && word.length >= MIN_PREFIX_SPELLING && startsSomeSpelling(word)) {
    terms.push({ text: ROMAN_MARKER + word, prefix: true });
  } else if (SPELLINGS.has(word)) {
    terms.push({ text: ROMAN_MARKER + word, prefix: false });
  }
  return terms;
}

function startsSomeSpelling(word: string): boolean {
  let lo = 0;
  let hi = SORTED_SPELLINGS.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((SORTED_SPELLINGS[mid] as string) < word) lo = mid + 1;
    else hi = mid;
  }
  return SORTED_SPELLINGS[lo]?.startsWith(word) ?? false;
}
