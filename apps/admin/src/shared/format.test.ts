import { describe, expect, it } from 'vitest';
import { actorLabel, addressLines, formatDate, formatDateTime } from './format';

describe('formatting for the back office', () => {
  it("writes times in Pakistan's time zone whatever the browser's, and a dash for none", () => {
    expect(formatDateTime('2026-11-25T19:30:00.000Z')).toBe('26 Nov 2026, 00:30');
    expect(formatDate('2026-11-25T19:30:00.000Z')).toBe('26 Nov 2026');
    expect(formatDateTime(null)).toBe('—');
    expect(formatDate('not a time')).toBe('—');
  });

  it('names who moved an order', () => {
    expect(actorLabel('shopper')).toBe('the shopper');
    expect(actorLabel('system')).toBe('the shop');
    expect(actorLabel('cli')).toBe('the command line');
    expect(actorLabel('staff:4')).toBe('staff member #4');
  });

  it('writes an address as its non-empty lines', () => {
    expect(
      addressLines({
        id: 1,
        Name: 'Ayesha Khan',
        Phone: null,
        Address: '12 Mall Road',
        City: 'Lahore',
        Province: ' ',
        Country: 'Pakistan',
        PostCode: '54000',
      }).map((line) => line.text),
    ).toEqual(['Ayesha Khan', '12 Mall Road', 'Lahore 54000', 'Pakistan']);
    expect(addressLines(null)).toEqual([]);
  });
});
