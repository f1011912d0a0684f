import { initialStaffSessionState, type StaffSessionState } from './staff-session-slice';

/**
 * The staff session lives in the tab's sessionStorage, not localStorage: closing the tab (a shared
 * counter laptop) forgets it, and another tab asks for its own sign-in.
 */
const KEY = 'bookshop.staff-session';

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage can be switched off; the session then lasts as long as the page.
    return null;
  }
}

/** The stored session, unless it is missing, unreadable or past its end. */
export function loadStaffSession(now: Date = new Date()): StaffSessionState {
  const text = storage()?.getItem(KEY);
  if (!text) return initialStaffSessionState;
  try {
    const stored = JSON.parse(text) as Partial<StaffSessionState>;
    if (typeof stored.token !== 'string' || !stored.staff || typeof stored.expiresAt !== 'string') {
      return initialStaffSessionState;
    }
    if (Date.parse(stored.expiresAt) <= now.getTime()) return initialStaffSessionState;
    return { token: stored.token, staff: stored.staff, expiresAt: stored.expiresAt, ended: false };
  } catch {
    return initialStaffSessionState;
  }
}

/** Keeps the session for a reload of this tab; forgets it once signed out or ended. */
export function storeStaffSession(state: StaffSessionState): void {
  const store = storage();
  if (!store) return;
  if (!state.token) {
    store.removeItem(KEY);
    return;
  }
  store.setItem(KEY, JSON.stringify({ token: state.token, staff: state.staff, expiresAt: state.expiresAt }));
}
