/**
 * CSV as the catalogue desk writes and reads it: RFC 4180 quoting, one header line, UTF-8 with a
 * byte order mark (so a spreadsheet shows Urdu titles as Urdu). A cell starting with =, +, -, @,
 * tab or CR is written with a leading apostrophe, so a spreadsheet opening the export never runs a
 * title as a formula (CSV injection); reading strips that apostrophe again, so an export reads back
 * unchanged.
 */

/** What starts a formula in a spreadsheet. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as text, guarded and quoted when it needs to be. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // Numbers (a discount, a negative never) are data, not formulas.
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, ended with CRLF. */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A cell as read: trimmed, with the export's formula guard taken off. */
export function readCell(raw: string | undefined): string {
  const text = (raw ?? '').trim();
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** The byte order mark a spreadsheet needs to read UTF-8. */
export const UTF8_BOM = '\uFEFF';
