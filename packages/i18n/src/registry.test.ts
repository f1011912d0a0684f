import { afterEach, describe, expect, it } from 'vitest';
import { en } from './catalogue/en/index.js';
import { ur } from './catalogue/ur/index.js';
import { formatMessage } from './format-message.js';
import { isMessageKey, registerCatalogue } from './registry.js';

// This file imports the core modules only, as a browser does: nothing is registered until it says so.
const KEY = Symbol.for('@bookshop/i18n/registry');
afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[KEY];
});

describe('the catalogue registry', () => {
  it('refuses to format a language whose catalogue nobody registered, naming what to import', () => {
    expect(() => formatMessage('ur', 'address.phoneInvalid')).toThrow(
      "No ur catalogue is registered: import '@bookshop/i18n' (every language) or call registerCatalogue('ur', …) with '@bookshop/i18n/catalogue/ur' first",
    );
    expect(isMessageKey('address.phoneInvalid')).toBe(false);
  });

  it('takes a reference by its key’s shape before any catalogue is registered, so wording it says what to register', async () => {
    const { formatMessageRef, isMessageRef } = await import('./message-ref.js');
    const ref = { key: 'address.phoneInvalid' as const };
    expect(isMessageRef(ref)).toBe(true);
    expect(isMessageRef({ key: 'not a key' })).toBe(false);
    expect(() => formatMessageRef('en', ref)).toThrow(/No en catalogue is registered/);
  });

  it('formats the registered language only, so a page can carry one catalogue', () => {
    registerCatalogue('ur', ur);
    expect(formatMessage('ur', 'address.phoneInvalid')).toBe(ur['address.phoneInvalid']);
    expect(isMessageKey('address.phoneInvalid')).toBe(true);
    expect(() => formatMessage('en', 'address.phoneInvalid')).toThrow(/No en catalogue is registered/);
  });

  it('formats with a catalogue registered again, not with what was made from the one before', () => {
    registerCatalogue('en', en);
    expect(formatMessage('en', 'address.phoneInvalid')).toBe('Invalid phone number');
    registerCatalogue('en', { ...en, 'address.phoneInvalid': 'Wrong phone' });
    expect(formatMessage('en', 'address.phoneInvalid')).toBe('Wrong phone');
  });
});
