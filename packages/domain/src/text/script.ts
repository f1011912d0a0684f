/**
 * Letters of the Arabic script as Urdu writes it: the Arabic block, its supplement and extended
 * blocks, and the presentation forms some old catalogue data still carries.
 */
const ARABIC_SCRIPT_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/g;

/** Latin letters, so a Latin title with one Urdu word is not taken for an Urdu one. */
const LATIN_LETTER = /[A-Za-z\u00C0-\u024F]/g;

/** Language and direction attributes of a piece of text: `{ lang: 'ur', dir: 'rtl' }` or none. */
export interface TextLangAttributes {
  lang?: 'ur';
  dir?: 'rtl';
}

/**
 * Whether a text is written in Urdu script: it has Arabic-script letters and more of them than
 * Latin letters. The shop sells Urdu books but no Arabic or Persian ones, so Arabic script is read
 * as Urdu. Digits, punctuation and spaces count for neither.
 *
 * @example isUrduScript('دیوانِ غالب') // true
 * @example isUrduScript('Diwan-e-Ghalib') // false
 * @example isUrduScript('Ghalib: دیوان') // false (more Latin letters than Urdu ones)
 */
export function isUrduScript(text: string | null | undefined): boolean {
  if (!text) return false;
  const urdu = text.match(ARABIC_SCRIPT_LETTER)?.length ?? 0;
  if (urdu === 0) return false;
  const latin = text.match(LATIN_LETTER)?.length ?? 0;
  return urdu > latin;
}

/**
 * The `lang` and `dir` attributes to put on an element showing this text, decided from the text
 * itself: Urdu script gets `lang="ur"` (so screen readers pick an Urdu voice and the Nastaliq font
 * applies) and `dir="rtl"`; anything else gets nothing and inherits the page's English.
 * Spread it on the element: `<h1 {...textLangAttributes(title)}>`.
 *
 * @example textLangAttributes('دیوانِ غالب') // { lang: 'ur', dir: 'rtl' }
 * @example textLangAttributes('Harry Potter') // {}
 */
export function textLangAttributes(text: string | null | undefined): TextLangAttributes {
  return isUrduScript(text) ? { lang: 'ur', dir: 'rtl' } : {};
}
