import { RetryLaterError } from '../lib/errors.js';
import type { AuthRepository } from './repository.js';

export const LOGIN_WINDOW_MINUTES = 15;
/** Failures one address may make on one account inside the window. */
export const LOGIN_MAX_FAILURES = 10;
/** Failures one address may make across all accounts inside the window (credential stuffing). */
export const ADDRESS_MAX_FAILURES = 100;
/** Failures an account takes in an hour from addresses it never logged in from (ASVS 2.2.1). */
export const ACCOUNT_MAX_FAILURES_PER_HOUR = 100;
/** Failures an account takes from unknown addresses before each next try must wait. */
export const ACCOUNT_FREE_FAILURES = 10;
/** The longest wait between tries on an account under attack. */
export const ACCOUNT_MAX_DELAY_SECONDS = 60;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export function accountKey(email: string): string {
  return `email:${email}`;
}

export function clientKey(ip: string): string {
  return `ip:${ip}`;
}

/** The (account, address) pair: the owner's own address keeps its own count. */
export function pairKey(email: string, ip: string): string {
  return `pair:${email}|${ip}`;
}

export interface LoginAttempt {
  /** The password was right: the attempt is not a failure, and the pair's count starts again. */
  succeeded(): Promise<void>;
  /** The password was wrong: older failures past every window are dropped. */
  failed(): Promise<void>;
}

function tooManyAttempts(retryAt: number, now: number): RetryLaterError {
  const seconds = Math.max(1, Math.ceil((retryAt - now) / 1000));
  const minutes = Math.ceil(seconds / 60);
  const unit = minutes === 1 ? 'minute' : 'minutes';
  return new RetryLaterError(
    429,
    `Too many login attempts. Please try again in ${minutes} ${unit}.`,
    seconds,
  );
}

/** The wait after the n-th failure on an account from unknown addresses: 1, 2, 4 … 60 seconds. */
export function accountDelaySeconds(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(ACCOUNT_MAX_DELAY_SECONDS, 2 ** (failures - ACCOUNT_FREE_FAILURES));
}

/** When a count of failures (oldest first) inside a window lets the next attempt through. */
function liftAt(times: Date[], max: number, windowMs: number): number | null {
  if (times.length < max) return null;
  const lifting = times[times.length - max];
  return lifting ? lifting.getTime() + windowMs : null;
}

/**
 * Login throttling that an attacker cannot turn against the owner:
 * - per (account, address): 10 failures in 15 minutes block that pair only;
 * - per address: 100 failures in 15 minutes across accounts block that address;
 * - per account, for addresses it has not logged in from in the last 30 days: after 10 failures in
 *   an hour each next try waits 1, 2, 4 … up to 60 seconds after the last failure, and 100
 *   failures in an hour stop such tries until the hour has passed. An address the owner logged in
 *   from is never held back by what other addresses did, so ten addresses guessing cannot lock
 *   the owner out.
 * Each attempt is written as a failure before the password is checked and taken back when it
 * turns out right (or is refused), so parallel requests cannot slip more guesses past the counts.
 */
export function createLoginThrottle(repo: AuthRepository, clock: () => Date = () => new Date()) {
  return {
    async begin(email: string, ip: string): Promise<LoginAttempt> {
      const now = clock();
      const nowMs = now.getTime();
      const pair = pairKey(email, ip);
      const account = accountKey(email);
      const address = clientKey(ip);
      const known = await repo.isKnownLoginAddress(email, ip, new Date(nowMs - 30 * 24 * HOUR));
      const keys = known ? [pair, address] : [pair, address, account];
      const ids = await repo.insertLoginFailures(keys, now);
      const retryAts: number[] = [];
      // Each count includes this attempt's own row: those before it are the failures so far.
      const earlier = async (key: string, windowMs: number) =>
        (await repo.loginFailureTimes(key, new Date(nowMs - windowMs))).slice(0, -1);
      const pairLift = liftAt(
        await earlier(pair, LOGIN_WINDOW_MINUTES * MINUTE),
        LOGIN_MAX_FAILURES,
        LOGIN_WINDOW_MINUTES * MINUTE,
      );
      if (pairLift !== null) retryAts.push(pairLift);
      const addressLift = liftAt(
        await earlier(address, LOGIN_WINDOW_MINUTES * MINUTE),
        ADDRESS_MAX_FAILURES,
        LOGIN_WINDOW_MINUTES * MINUTE,
      );
      if (addressLift !== null) retryAts.push(addressLift);
      if (!known) {
        const hour = await earlier(account, HOUR);
        const ceiling = liftAt(hour, ACCOUNT_MAX_FAILURES_PER_HOUR, HOUR);
        if (ceiling !== null) retryAts.push(ceiling);
        const last = hour[hour.length - 1];
        const delay = accountDelaySeconds(hour.length);
        if (last && delay > 0 && last.getTime() + delay * 1000 > nowMs) {
          retryAts.push(last.getTime() + delay * 1000);
        }
      }
      if (retryAts.length > 0) {
        // A refused attempt is not a guess, so it does not push any block further out.
        await repo.deleteLoginFailuresById(ids);
        throw tooManyAttempts(Math.max(...retryAts), nowMs);
      }
      return {
        async succeeded() {
          await repo.deleteLoginFailuresById(ids);
          await repo.deleteLoginFailuresForKey(pair);
          await repo.rememberLoginAddress(email, ip, clock());
        },
        async failed() {
          for (const key of keys) await repo.pruneLoginFailures(key, new Date(clock().getTime() - HOUR));
        },
      };
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/** Wrong current passwords one account may give in 15 minutes when changing its password. */
export const CHANGE_PASSWORD_MAX_FAILURES = 10;

/**
 * Throttles change-password per account: a stolen session must not become an unlimited oracle
 * for the current password. Same write-first counting as logins.
 */
export function createChangePasswordThrottle(repo: AuthRepository, clock: () => Date = () => new Date()) {
  return {
    async begin(userId: number): Promise<LoginAttempt> {
      const now = clock();
      const key = `password:${userId}`;
      const windowMs = LOGIN_WINDOW_MINUTES * MINUTE;
      const ids = await repo.insertLoginFailures([key], now);
      const times = (await repo.loginFailureTimes(key, new Date(now.getTime() - windowMs))).slice(0, -1);
      const lift = liftAt(times, CHANGE_PASSWORD_MAX_FAILURES, windowMs);
      if (lift !== null) {
        await repo.deleteLoginFailuresById(ids);
        const seconds = Math.max(1, Math.ceil((lift - now.getTime()) / 1000));
        const minutes = Math.ceil(seconds / 60);
        throw new RetryLaterError(
          429,
          `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
          seconds,
        );
      }
      return {
        async succeeded() {
          await repo.deleteLoginFailuresForKey(key);
        },
        async failed() {
          await repo.pruneLoginFailures(key, new Date(clock().getTime() - windowMs));
        },
      };
    },
  };
}
