import { DEFAULT_DELIVERY_RULES, dispatchNote } from '@bookshop/domain';
import { describe, expect, it } from 'vitest';
import { bookDispatchNote } from './book-dispatch-note.js';

describe('bookDispatchNote', () => {
  it('gives the domain dispatch note of each status and date, and none for a book on the shelf', () => {
    for (const today of ['2026-11-26', '2026-11-27']) {
      for (const [status, date] of [
        ['on_demand', null],
        ['pre_order', null],
        ['pre_order', '2026-12-15'],
        ['pre_order', '2026-11-01'],
      ] as const) {
        expect(bookDispatchNote(status, date, today, DEFAULT_DELIVERY_RULES)).toEqual(
          dispatchNote({ stockStatus: status, dispatchDate: date }, today, DEFAULT_DELIVERY_RULES),
        );
      }
      expect(bookDispatchNote('available', null, today, DEFAULT_DELIVERY_RULES)).toBeNull();
    }
  });

  it('works the note out again for new delivery rules', () => {
    const before = bookDispatchNote('on_demand', null, '2026-11-26', DEFAULT_DELIVERY_RULES);
    const slower = { ...DEFAULT_DELIVERY_RULES, onDemandDispatchDays: [10, 12] as const };
    const after = bookDispatchNote('on_demand', null, '2026-11-26', slower);
    expect(after).toEqual(dispatchNote({ stockStatus: 'on_demand' }, '2026-11-26', slower));
    expect(after?.from).not.toBe(before?.from);
  });
});
