import { HttpError } from '../lib/errors.js';
import type { AuthRepository } from './repository.js';

export const LOGIN_WINDOW_MINUTES = 15;
export const LOGIN_MAX_FAILURES = 10;

export function accountKey(email: string): string {
  return `email:${email}`;
}

export function clientKey(ip: string): string {
  return `ip:${ip}`;
}

export interface LoginAttempt {
  /** The password was right: the attempt is not a failure, and the account's count starts again. */
  succeeded(): Promise<void>;
}

function tooManyAttempts(minutes: number): HttpError {
  const unit = minutes === 1 ? 'minute' : 'minutes';
  return new HttpError(429, `Too many login attempts. Please try again in ${minutes} ${unit}.`);
}

/**
 * Counts failed logins per account and per client address over a sliding window of 15 minutes;
 * the 11th attempt inside the window is refused. Each attempt is written as a failure before the
 * password is checked and taken back when it turns out right, so parallel requests cannot slip
 * more guesses past the count than the limit allows.
 */
export function createLoginThrottle(repo: AuthRepository, clock: () => Date = () => new Date()) {
  return {
    async begin(keys: readonly string[]): Promise<LoginAttempt> {
      const now = clock();
      const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MINUTES * 60_000);
      const ids = await repo.insertLoginFailures(keys, now);
      let retryAt: number | null = null;
      for (const key of keys) {
        const times = await repo.loginFailureTimes(key, windowStart);
        // This attempt's own row is among them: the ones before it are the failures so far.
        const earlier = times.length - 1;
        if (earlier >= LOGIN_MAX_FAILURES) {
          // The block lifts once fewer than the limit remain inside the window.
          const lifting = times[earlier - LOGIN_MAX_FAILURES];
          if (lifting) {
            const at = lifting.getTime() + LOGIN_WINDOW_MINUTES * 60_000;
            retryAt = Math.max(retryAt ?? 0, at);
          }
        }
      }
      if (retryAt !== null) {
        // A refused attempt is not a guess, so it does not push the block further out.
        await repo.deleteLoginFailuresById(ids);
        throw tooManyAttempts(Math.max(1, Math.ceil((retryAt - now.getTime()) / 60_000)));
      }
      return {
        async succeeded() {
          await repo.deleteLoginFailuresById(ids);
          const account = keys.find((k) => k.startsWith('email:'));
          if (account) await repo.deleteLoginFailuresForKey(account);
        },
      };
    },

    /** Drops failures that no longer count; called now and then rather than on a timer. */
    async prune(keys: readonly string[]): Promise<void> {
      const windowStart = new Date(clock().getTime() - LOGIN_WINDOW_MINUTES * 60_000);
      for (const key of keys) await repo.pruneLoginFailures(key, windowStart);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
