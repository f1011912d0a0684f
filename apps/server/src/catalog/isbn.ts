/** ISBN helpers for the catalogue: the importer and search both normalise through these. */

/** Strips hyphens and spaces and upper-cases a trailing x. */
export function compactIsbn(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

export function isValidIsbn10(isbn: string): boolean {
  if (!/^\d{9}[\dX]$/.test(isbn)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const ch = isbn[i] as string;
    sum += (ch === 'X' ? 10 : Number(ch)) * (10 - i);
  }
  return sum % 11 === 0;
}

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
