import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { ayesha } from '../../test/app-test-utils';
import { checkoutEvent } from './checkout-slice';
import { loadGuestEmail, storeGuestEmail } from './guest-email-storage';

describe('the guest’s checkout e-mail', () => {
  it('is kept for the tab and found again by a store made after a reload', () => {
    sessionStorage.clear();
    const first = makeStore();
    first.dispatch(checkoutEvent({ type: 'emailChanged', email: 'guest@example.pk' }));
    expect(loadGuestEmail()).toBe('guest@example.pk');
    const reloaded = makeStore();
    expect(reloaded.getState().checkout.email).toBe('guest@example.pk');
  });

  it('is forgotten when emptied, and a logged-in shopper’s e-mail is never kept', () => {
    sessionStorage.clear();
    storeGuestEmail('guest@example.pk');
    storeGuestEmail('');
    expect(loadGuestEmail()).toBe('');
    const store = makeStore({ session: { user: ayesha, token: 'user-token', guestToken: null } });
    store.dispatch(checkoutEvent({ type: 'emailChanged', email: ayesha.email }));
    expect(loadGuestEmail()).toBe('');
  });
});
