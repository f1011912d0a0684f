import { createHash, randomBytes } from 'node:crypto';

/** How long a token works after it is issued. Guests keep theirs longer so a cart survives a holiday. */
export const USER_TOKEN_DAYS = 30;
export const GUEST_TOKEN_DAYS = 90;
export const PASSWORD_RESET_MINUTES = 60;

/**
 * Live sessions one account may hold (phones, laptops, the shop's own apps): logging in once more
 * logs the oldest out. Unbounded, a script logged one account in 351 times in 10 seconds.
 */
export const USER_SESSIONS_MAX = 20;

/** 256 random bits, URL-safe so the same generator serves bearer tokens and reset links. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps instead of a secret. A plain SHA-256 is enough (no salt, no slow hash)
 * because the secret itself has 256 bits of entropy; it also lets a lookup use the unique index.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function daysFromNow(days: number, now = new Date()): Date {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}

export function minutesFromNow(minutes: number, now = new Date()): Date {
  return new Date(now.getTime() + minutes * 60 * 1000);
}
