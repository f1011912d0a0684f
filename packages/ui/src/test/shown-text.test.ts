import { describe, expect, it } from 'vitest';
import {
  containsRun,
  latinRuns,
  messageLiterals,
  parsedMessageLiterals,
  shownStrings,
  withoutPlayFunctions,
} from './shown-text';

describe('latinRuns', () => {
  it('takes words joined by spaces as one run and leaves Urdu, digits and addresses out', () => {
    expect(latinRuns('Place order ۔ Rs. 1,500 کارٹ JazzCash')).toEqual(['Place order', 'Rs.', 'JazzCash']);
    expect(latinRuns('لکھیں help@bookshop.pk یا www.bookshop.pk/help دیکھیں')).toEqual([]);
  });
});

describe('containsRun', () => {
  it('finds a run only as whole words', () => {
    expect(containsRun('Pay with JazzCash', 'JazzCash')).toBe(true);
    expect(containsRun('Pay with JazzCash', 'Cash')).toBe(false);
    expect(containsRun('ayesha@example.com', 'ayesha')).toBe(true);
    expect(containsRun('Rs. 10', 'Rs.')).toBe(true);
  });
});

describe('messageLiterals', () => {
  it('keeps the text of a message and its plural options, not argument names or keywords', () => {
    expect(messageLiterals('{count, plural, one {# book} other {# books}} for {name}').join('|')).toBe(
      '# book|# books| for ',
    );
    expect(messageLiterals('{when, date, long} ({amount})').join('|')).toBe(' (|)');
  });

  it('drops rich-text tag names', () => {
    expect(messageLiterals('Read the <link>terms</link>').join('').replace(/\s+/g, ' ')).toBe(
      'Read the terms ',
    );
  });
});

describe('parsedMessageLiterals', () => {
  it("reads a parsed message's literals, inside plural options and tags too", () => {
    // formatjs's AST for "Pay <b>{count, plural, one {# book} other {# books}}</b> by JazzCash"
    const parsed = [
      { type: 0, value: 'Pay ' },
      {
        type: 8,
        value: 'b',
        children: [
          {
            type: 6,
            value: 'count',
            options: {
              one: { value: [{ type: 7 }, { type: 0, value: ' book' }] },
              other: { value: [{ type: 7 }, { type: 0, value: ' books' }] },
            },
          },
        ],
      },
      { type: 0, value: ' by JazzCash' },
    ];
    expect(parsedMessageLiterals(parsed)).toEqual(['Pay ', ' book', ' books', ' by JazzCash']);
  });
});

describe('withoutPlayFunctions', () => {
  it('removes each play function, braces and all, and keeps the rest', () => {
    const source = `export const A = { args: { title: 'Kept' }, play: async () => { if (x) { getByText('Gone'); } } };
export const B = { play: async ({ canvasElement }) => { await expect(1).toBe(1); }, args: { label: 'Also kept' } };`;
    const stripped = withoutPlayFunctions(source);
    expect(stripped).toContain("'Kept'");
    expect(stripped).toContain("'Also kept'");
    expect(stripped).not.toContain('Gone');
    expect(stripped).not.toContain('canvasElement');
  });
});

describe('shownStrings', () => {
  it('reads text and the attributes a shopper sees or hears, not scripts or a drawn logo', () => {
    document.body.innerHTML = `<div>
      <p>Hello <b>there</b></p>
      <img alt="Cover" src="x.png" /><input placeholder="Search" /><button aria-label="Close" title="Close it">×</button>
      <script>var hidden = 1;</script>
      <svg role="img" aria-label="Visa"><title>Visa</title><text>VISA</text></svg>
    </div>`;
    expect(shownStrings(document.body)).toEqual([
      'Hello',
      'there',
      'Cover',
      'Search',
      'Close',
      'Close it',
      '×',
      'Visa',
      'Visa',
    ]);
    document.body.innerHTML = '';
  });
});
