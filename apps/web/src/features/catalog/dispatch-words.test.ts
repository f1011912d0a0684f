import { dispatchNote } from '@bookshop/domain';
import { createMessages } from '@bookshop/i18n';
import { describe, expect, it } from 'vitest';
import { dispatchWords } from './dispatch-words';

describe('dispatchWords', () => {
  const span = dispatchNote({ stockStatus: 'on_demand', dispatchDate: null }, '2026-06-01');
  const oneDay = dispatchNote({ stockStatus: 'pre_order', dispatchDate: '2026-06-10' }, '2026-06-01');

  it('says in English exactly what the domain says', () => {
    if (!span || !oneDay) throw new Error('expected dispatch notes');
    expect(dispatchWords(createMessages('en'), span)).toBe(span.words);
    expect(dispatchWords(createMessages('en'), oneDay)).toBe(oneDay.words);
  });

  it('says it in Urdu with Urdu day and month names and Western digits', () => {
    if (!oneDay) throw new Error('expected a dispatch note');
    expect(dispatchWords(createMessages('ur'), oneDay)).toBe('بدھ، 10 جون کو روانہ ہو گی');
  });
});
