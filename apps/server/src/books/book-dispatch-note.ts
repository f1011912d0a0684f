import { type DeliveryRules, type DispatchNote, dispatchNote, type StockStatus } from '@bookshop/domain';

/** Notes worked out for today's date and the rules in force; a new day or new rules start afresh. */
let memo: { today: string; rules: DeliveryRules; notes: Map<string, DispatchNote | null> } | null = null;
/** A catalogue holds few distinct dispatch dates; the bound only keeps a strange one from growing it. */
const MAX_NOTES = 1_000;

/**
 * The dispatch note of a book page (issue 26): when an on-demand or pre-order book would leave the
 * shop if ordered today. Every on-demand book shares one note and every pre-order one too (unless
 * staff gave it a date), so the working-day counting is done once a day per distinct answer, not
 * on every book read (issue 28: it was a tenth of a read that missed the cache).
 */
export function bookDispatchNote(
  stockStatus: StockStatus,
  dispatchDate: string | null,
  today: string,
  rules: DeliveryRules,
): DispatchNote | null {
  if (stockStatus !== 'on_demand' && stockStatus !== 'pre_order') return null;
  if (memo?.today !== today || memo.rules !== rules) memo = { today, rules, notes: new Map() };
  const key = `${stockStatus}|${dispatchDate ?? ''}`;
  let note = memo.notes.get(key);
  if (note === undefined) {
    note = dispatchNote({ stockStatus, dispatchDate }, today, rules);
    if (memo.notes.size < MAX_NOTES) memo.notes.set(key, note);
  }
  return note;
}
