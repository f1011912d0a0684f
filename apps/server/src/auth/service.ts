import type { User } from '@bookshop/domain';
import type { Language } from '@bookshop/i18n';
import type {
  ChangePasswordValues,
  LoginValues,
  RegisterValues,
  ResetPasswordValues,
} from '@bookshop/validation';
import { canonicalEmail, createAccountsRepository, type Executor, toUser } from '../accounts/repository.js';
import type { Database } from '../db/client.js';
import { HttpError, ValidationError } from '../lib/errors.js';
import { mailWords } from '../mail/mail-words.js';
import type { Mailer } from '../mail/mailer.js';
import { createOutboxRepository, type Mail } from '../mail/repository.js';
import { withUrduHtml } from '../mail/text-mail-html.js';
import { anonymizeOrdersOf } from '../orders/anonymize-orders.js';
import { createBackgroundQueue } from './background-queue.js';
import { mergeGuestIntoUser } from './guest-merge.js';
import { accountKey, createChangePasswordThrottle, createLoginThrottle } from './login-throttle.js';
import { hashPassword, passwordNeedsRehash, verifyAgainstNothing, verifyPassword } from './passwords.js';
import { createAuthRepository } from './repository.js';
import type { UserAuth } from './request-auth.js';
import type { TokenCache } from './token-cache.js';
import {
  daysFromNow,
  GUEST_TOKEN_DAYS,
  hashSecret,
  minutesFromNow,
  newSecret,
  PASSWORD_RESET_MINUTES,
  USER_SESSIONS_MAX,
  USER_TOKEN_DAYS,
} from './tokens.js';
import { welcomeMail } from './welcome-mail.js';

export const EMAIL_TAKEN = 'The email has already been taken.';
export const BAD_CREDENTIALS = 'These credentials do not match our records.';
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired.';
export const CURRENT_PASSWORD_WRONG = 'The current password is incorrect.';
export const FORGOT_PASSWORD_SENT =
  'If an account exists for this e-mail, we have sent a link to reset the password.';

/** More reset e-mails than this per hour to one account are silently skipped (mailbox flooding). */
const RESET_MAILS_PER_HOUR = 5;

export interface AuthServiceDeps {
  db: Database;
  mailer: Mailer;
  /** The shop's public address; reset links are built from it, never from the request. */
  publicUrl: string;
  /** Where work done after the answer (reset mails) reports failures. */
  onBackgroundError?: (err: unknown) => void;
  /**
   * The process's live tokens (token-cache.ts): a guest token issued here is kept at once, so the
   * guest's first request (a first add to the cart) costs no lookup.
   */
  tokenCache?: TokenCache;
}

export interface Session {
  user: User;
  token: string;
}

/**
 * A new session of the user, inside the caller's transaction; past {@link USER_SESSIONS_MAX} live
 * sessions the oldest are logged out.
 */
export async function issueUserToken(tx: Executor, userId: number): Promise<string> {
  const token = newSecret();
  const tokens = createAuthRepository(tx);
  await tokens.lockUser(userId);
  await tokens.insertToken({
    tokenHash: hashSecret(token),
    kind: 'user',
    userId,
    expiresAt: daysFromNow(USER_TOKEN_DAYS),
  });
  await tokens.revokeSessionsBeyond(userId, USER_SESSIONS_MAX);
  return token;
}

/** The reset e-mail, in the account's language, its link to the reset page in that language. */
function resetMail(
  user: { email: string; firstName: string; language: Language },
  secret: string,
  publicUrl: string,
): Mail {
  const w = mailWords(user.language);
  const link = w.shopUrl(publicUrl, `/reset-password?resetPasswordToken=${encodeURIComponent(secret)}`);
  const hello = w.t('mail.passwordReset.hello', { name: user.firstName });
  const asked = w.t('mail.passwordReset.someoneAsked', { url: w.ltr(publicUrl) });
  const within = w.t('mail.passwordReset.openWithin', { minutes: PASSWORD_RESET_MINUTES });
  const once = w.t('mail.passwordReset.worksOnce');
  const mail: Mail = {
    to: user.email,
    subject: w.t('mail.passwordReset.subject'),
    body: [hello, '', asked, within, '', link, '', once].join('\n'),
  };
  return withUrduHtml(mail, user.language, publicUrl, {
    heading: hello,
    paragraphs: [`${asked}\n${within}`, link, once],
  });
}

export function createAuthService({ db, mailer, publicUrl, onBackgroundError, tokenCache }: AuthServiceDeps) {
  const accounts = createAccountsRepository(db);
  const tokens = createAuthRepository(db);
  const throttle = createLoginThrottle(tokens);
  const passwordThrottle = createChangePasswordThrottle(tokens);
  // Reset mails are prepared after the answer, one at a time, so a known e-mail answers as fast
  // as an unknown one and a burst of requests cannot pile work onto the database.
  const afterAnswer = createBackgroundQueue({ limit: 1000, onError: (err) => onBackgroundError?.(err) });

  async function sendResetLink(emailInput: string): Promise<void> {
    const user = await accounts.findByEmail(emailInput);
    if (!user) return;
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    if ((await tokens.countPasswordResetsSince(user.id, hourAgo)) >= RESET_MAILS_PER_HOUR) return;
    const secret = newSecret();
    await tokens.insertPasswordReset({
      userId: user.id,
      tokenHash: hashSecret(secret),
      expiresAt: minutesFromNow(PASSWORD_RESET_MINUTES),
    });
    await mailer.sendMail(resetMail(user, secret, publicUrl));
  }

  /** Issues the user's token and takes over the guest's cart, all or nothing. */
  async function openSession(userId: number, guestTokenId: number | null): Promise<string> {
    return db.transaction(async (tx) => {
      if (guestTokenId !== null) await mergeGuestIntoUser(tx, guestTokenId, userId);
      return issueUserToken(tx, userId);
    });
  }

  return {
    async createGuestToken(): Promise<string> {
      const token = newSecret();
      const since = tokenCache?.epoch() ?? 0;
      const issued = { tokenHash: hashSecret(token), expiresAt: daysFromNow(GUEST_TOKEN_DAYS) };
      const tokenId = await tokens.insertToken({ ...issued, kind: 'guest', userId: null });
      // As a lookup would find it: live, no user, used today (the row's last_used_at is now()).
      tokenCache?.set(
        issued.tokenHash,
        { tokenId, kind: 'guest', user: null, lastUsedAt: new Date(), expiresAt: issued.expiresAt },
        since,
      );
      return token;
    },

    /**
     * The guest token a login or registration carries: the request's own bearer token when it is
     * a guest's, else a `guestToken` field of the body (a web app that already holds a stale user
     * token sends its guest token that way).
     */
    async guestTokenIdOf(bearerGuestId: number | null, bodyToken: unknown): Promise<number | null> {
      if (bearerGuestId !== null) return bearerGuestId;
      if (typeof bodyToken !== 'string' || bodyToken.length === 0 || bodyToken.length > 128) return null;
      const live = await tokens.findLiveToken(hashSecret(bodyToken));
      return live?.kind === 'guest' ? live.tokenId : null;
    },

    /** `language` is the page's the shopper registered from: the account's e-mails are written in it. */
    async register(
      values: RegisterValues,
      guestTokenId: number | null,
      ip?: string,
      language: Language = 'en',
    ): Promise<Session> {
      if (await accounts.findByEmail(values.email)) throw new ValidationError({ email: [EMAIL_TAKEN] });
      // Hashing is slow on purpose; doing it before the transaction keeps the transaction short.
      const passwordHash = await hashPassword(values.password);
      const session = await db.transaction(async (tx) => {
        const row = await createAccountsRepository(tx).create({
          email: values.email,
          firstName: values.first_name,
          lastName: values.last_name,
          passwordHash,
          language,
        });
        if (!row) throw new ValidationError({ email: [EMAIL_TAKEN] });
        if (guestTokenId !== null) await mergeGuestIntoUser(tx, guestTokenId, row.id);
        // The address that registered is the owner's: others' guessing never holds it back.
        if (ip !== undefined) await createAuthRepository(tx).rememberLoginAddress(row.email, ip, new Date());
        // Written with the account, so a welcome is never sent for an account that was not made.
        await createOutboxRepository(tx).insert(welcomeMail(row, publicUrl, row.language));
        return { user: toUser(row), token: await issueUserToken(tx, row.id) };
      });
      void mailer.deliverPending();
      return session;
    },

    async login(values: LoginValues, ip: string, guestTokenId: number | null): Promise<Session> {
      const email = canonicalEmail(values.email);
      const attempt = await throttle.begin(email, ip);
      const user = await accounts.findByEmail(email);
      const ok = user
        ? await verifyPassword(user.passwordHash, values.password)
        : await verifyAgainstNothing(values.password);
      if (!user || !ok) {
        await attempt.failed();
        throw new HttpError(401, BAD_CREDENTIALS);
      }
      await attempt.succeeded();
      if (passwordNeedsRehash(user.passwordHash)) {
        await accounts.updatePasswordHash(user.id, await hashPassword(values.password));
      }
      return { user: toUser(user), token: await openSession(user.id, guestTokenId) };
    },

    async logout(tokenId: number): Promise<void> {
      await tokens.revokeToken(tokenId);
    },

    /**
     * Queues a single-use reset link, sent when the account exists. The caller answers the same
     * either way and without waiting for the lookup or the mail, so neither the text nor the
     * time of the answer tells who has an account.
     */
    async forgotPassword(emailInput: string): Promise<void> {
      afterAnswer.push(() => sendResetLink(emailInput));
    },

    /** Resolves when the reset mails asked for so far are written (tests, shutdown). */
    settled: () => afterAnswer.idle(),

    /**
     * Sets a new password through a reset link. The link must be live and belong to the e-mail
     * given; it is used up, older links die with it, and every session is logged out, because a
     * reset usually means the old password is no longer trusted.
     */
    async resetPassword(tempToken: string | undefined, values: ResetPasswordValues): Promise<void> {
      const invalid = new ValidationError({ email: [RESET_LINK_INVALID] });
      if (!tempToken || tempToken.length > 128) throw invalid;
      const tokenHash = hashSecret(tempToken);
      const userId = await tokens.findLivePasswordReset(tokenHash);
      const user = userId === null ? null : await accounts.findById(userId);
      // A mistyped e-mail does not use the link up, so the owner can correct it and try again.
      if (!user || user.email !== canonicalEmail(values.email)) throw invalid;
      const passwordHash = await hashPassword(values.password);
      await db.transaction(async (tx) => {
        const txTokens = createAuthRepository(tx);
        if ((await txTokens.consumePasswordReset(tokenHash)) !== user.id) throw invalid;
        await createAccountsRepository(tx).updatePasswordHash(user.id, passwordHash);
        await txTokens.retirePasswordResets(user.id);
        await txTokens.revokeUserTokens(user.id);
        // The owner proved control of the mailbox: earlier failed logins must not lock them out.
        await txTokens.deleteLoginFailuresForKey(accountKey(user.email));
      });
    },

    /** Changes the password and logs out every other session; the one asking stays logged in. */
    async changePassword(auth: UserAuth, values: ChangePasswordValues): Promise<void> {
      const attempt = await passwordThrottle.begin(auth.user.id);
      const user = await accounts.findById(auth.user.id);
      if (!user || !(await verifyPassword(user.passwordHash, values.current_password))) {
        await attempt.failed();
        throw new ValidationError({ current_password: [CURRENT_PASSWORD_WRONG] });
      }
      await attempt.succeeded();
      const passwordHash = await hashPassword(values.new_password);
      await db.transaction(async (tx) => {
        const txTokens = createAuthRepository(tx);
        await createAccountsRepository(tx).updatePasswordHash(user.id, passwordHash);
        await txTokens.revokeUserTokens(user.id, auth.tokenId);
        await txTokens.retirePasswordResets(user.id);
      });
    },

    /**
     * Deletes the account and its personal data. Tokens, addresses, reset links, cart and wish
     * list go with the user row (cascade); failed-login records and e-mails are keyed by the
     * address, so they are removed by it. The e-mail is then free to register again.
     */
    async deleteAccount(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        // Orders stay for the shop's books, without the customer's personal data.
        await anonymizeOrdersOf(tx, userId);
        const row = await createAccountsRepository(tx).delete(userId);
        if (!row) return;
        await createAuthRepository(tx).deleteLoginFailuresForKey(accountKey(row.email));
        await createAuthRepository(tx).forgetLoginAddresses(row.email);
        await createOutboxRepository(tx).deleteForRecipient(row.email);
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
