/**
 * ISBN rules of the catalogue: the importer, search, the catalogue desk's form and its server all
 * read ISBNs through these, so a number the form accepts is one the server accepts.
 */

/** Strips hyphens and spaces and upper-cases a trailing x. */
export function compactIsbn(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

/** Whether ten characters are an ISBN-10 with a right check digit (`X` for ten). */
export function isValidIsbn10(isbn: string): boolean {
  if (!/^\d{9}[\dX]$/.test(isbn)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const ch = isbn[i] as string;
    sum += (ch === 'X' ? 10 : Number(ch)) * (10 - i);
  }
  return sum % 11 === 0;
}

/** Whether thirteen digits are an ISBN-13 with a right check digit. */
export function isValidIsbn13(isbn: string): boolean {
  if (!/^\d{13}$/.test(isbn)) return false;
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += Number(isbn[i]) * (i % 2 === 0 ? 1 : 3);
  return sum % 10 === 0;
}

/** ISBN-13 of a valid ISBN-10: the 978 prefix and a recomputed check digit. */
export function isbn13FromIsbn10(isbn10: string): string {
  const body = `978${isbn10.slice(0, 9)}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** ISBN-10 of a valid ISBN-13 that has one (the 978 prefix); null for 979 numbers, which have none. */
export function isbn10FromIsbn13(isbn13: string): string | null {
  if (!isbn13.startsWith('978')) return null;
  const body = isbn13.slice(3, 12);
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(body[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return `${body}${check === 10 ? 'X' : String(check)}`;
}

/**
 * Reads an ISBN-10 as spreadsheets leave it: leading zeros may have been dropped. Returns the
 * ten-character ISBN, or null when what is left is not a valid ISBN-10.
 */
export function readIsbn10(raw: string): string | null {
  const compact = compactIsbn(raw);
  if (compact === '' || compact.length > 10) return null;
  const padded = compact.padStart(10, '0');
  return isValidIsbn10(padded) ? padded : null;
}

/** Both forms of one book's ISBN; `isbn10` is null for a 979 number. */
export interface BookIsbns {
  isbn13: string;
  isbn10: string | null;
}

/**
 * Reads an ISBN-10 or ISBN-13 as typed (hyphens and spaces allowed) and gives both forms, or null
 * when it is neither (a wrong check digit included). A 10-character ISBN must be whole: unlike
 * {@link readIsbn10}, no leading zeros are restored for what a person typed.
 */
export function readIsbn(raw: string): BookIsbns | null {
  const compact = compactIsbn(raw);
  if (compact.length === 13 && isValidIsbn13(compact)) {
    return { isbn13: compact, isbn10: isbn10FromIsbn13(compact) };
  }
  if (compact.length === 10 && isValidIsbn10(compact)) {
    return { isbn13: isbn13FromIsbn10(compact), isbn10: compact };
  }
  return null;
}
