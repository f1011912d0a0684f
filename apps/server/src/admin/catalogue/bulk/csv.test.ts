import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, readCell } from './csv.js';

describe('catalogue CSV cells', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvLine(['Rowling, J.K.', 'He said "hi"', 'two\nlines', 42, null])).toBe(
      '"Rowling, J.K.","He said ""hi""","two\nlines",42,\r\n',
    );
  });

  it('keeps a spreadsheet from running a title as a formula, and reads it back as written', () => {
    for (const title of ['=HYPERLINK("http://evil.example")', '+1 Trick', '-minus', '@SUM(A1)']) {
      const cell = csvCell(title);
      expect(cell.replace(/^"|"$/g, '').replace(/""/g, '"').startsWith("'")).toBe(true);
      expect(readCell(cell.replace(/^"|"$/g, '').replace(/""/g, '"'))).toBe(title);
    }
    expect(readCell("'plain")).toBe("'plain");
    expect(csvCell(-5)).toBe('-5');
  });
});
