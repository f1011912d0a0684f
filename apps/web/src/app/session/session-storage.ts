import type { SessionState } from './session-slice';
import { initialSessionState } from './session-slice';

const KEY = 'bookshop.session';

/** Reads the stored session; anything unreadable counts as no session rather than a crash. */
export function loadStoredSession(storage: Storage | undefined = globalThis.localStorage): SessionState {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return initialSessionState;
    const parsed = JSON.parse(raw) as Partial<SessionState>;
    return {
      user: parsed.user ?? null,
      token: typeof parsed.token === 'string' ? parsed.token : null,
      guestToken: typeof parsed.guestToken === 'string' ? parsed.guestToken : null,
    };
  } catch {
    return initialSessionState;
  }
}

export function storeSession(
  session: SessionState,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(KEY, JSON.stringify(session));
  } catch {
    // Private browsing can refuse storage; the session then lasts for the page only.
  }
}
