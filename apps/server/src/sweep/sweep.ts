import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/query-rows.js';

/** Same key on every replica: one sweep at a time, the others skip their turn. */
const SWEEP_LOCK_KEY = 727_008;

/** How long things are kept once they are of no more use. */
export const KEEP = {
  /** A delivered e-mail, for support questions ("did you send it?"). */
  deliveredMailDays: 30,
  /** A guest token (and its cart, addresses, history) nobody used. */
  idleGuestDays: 30,
  /** An address an account logged in from, that spares it from others' failures. */
  loginAddressDays: 30,
  /** Failed logins: the longest throttling window is an hour. */
  loginFailureHours: 1,
  /** A staff session that ended (expired or signed out): a month of sign-ins to look back on. */
  endedStaffSessionDays: 30,
} as const;

export interface SweepReport {
  /** False when another replica held the lock: nothing was done this time. */
  swept: boolean;
  expiredTokens: number;
  idleGuests: number;
  passwordResets: number;
  loginFailures: number;
  loginAddresses: number;
  deliveredMails: number;
  redactedMails: number;
  staffSessions: number;
  staffSetupTokens: number;
}

/**
 * Secrets in e-mail bodies: reset links (and any other `…token=` or `code=` link parameter) and
 * e-gift card codes (`Your gift card code: …`, in Urdu `آپ کا گفٹ کارڈ کوڈ: …`, gift-cards/gift-card-mails.ts). Once a message is
 * delivered the outbox keeps it without them; the recipient has them.
 */
export const SECRET_LINK_PATTERN =
  '([?&][A-Za-z]*([Tt]oken|[Cc]ode)=|Your gift card code: |آپ کا گفٹ کارڈ کوڈ: )[^&\\s]+';
export const SECRET_LINK_REPLACEMENT = '\\1[removed after delivery]';
/** The same in an e-mail's HTML part: a link there ends at a quote or a tag as well. */
export const HTML_SECRET_LINK_PATTERN = '([?&][A-Za-z]*([Tt]oken|[Cc]ode)=)[^&\\s"\'<>]+';

async function count(db: Pick<Database, 'execute'>, statement: SQL): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`with gone as (${statement} returning 1) select count(*)::int as n from gone`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Deletes what the shop no longer needs, in one transaction under an advisory lock so replicas
 * never sweep at once: expired and long-revoked tokens, guests idle for 30 days (their cart,
 * addresses and history go with the token), used or expired reset links, failed logins past the
 * longest window, old login addresses, staff sessions a month after they ended, used or expired
 * staff set-up tokens (with their pending TOTP secrets), and delivered e-mails after 30 days; delivered e-mails
 * younger than that lose their secret links.
 */
export async function sweepOnce(db: Database): Promise<SweepReport> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY}) as locked`,
    );
    const none: SweepReport = {
      swept: false,
      expiredTokens: 0,
      idleGuests: 0,
      passwordResets: 0,
      loginFailures: 0,
      loginAddresses: 0,
      deliveredMails: 0,
      redactedMails: 0,
      staffSessions: 0,
      staffSetupTokens: 0,
    };
    if (!lock?.locked) return none;
    const run = (statement: SQL) => count(tx, statement);
    return {
      swept: true,
      expiredTokens: await run(
        sql`delete from auth_tokens where expires_at < now() or revoked_at < now() - interval '1 day'`,
      ),
      idleGuests: await run(
        sql`delete from auth_tokens where kind = 'guest' and last_used_at < now() - make_interval(days => ${KEEP.idleGuestDays})`,
      ),
      passwordResets: await run(
        sql`delete from password_resets where expires_at < now() - interval '1 day' or used_at < now() - interval '1 day'`,
      ),
      loginFailures: await run(
        sql`delete from login_failures where failed_at < now() - make_interval(hours => ${KEEP.loginFailureHours})`,
      ),
      loginAddresses: await run(
        sql`delete from login_addresses where last_login_at < now() - make_interval(days => ${KEEP.loginAddressDays})`,
      ),
      deliveredMails: await run(
        sql`delete from outbox where sent_at < now() - make_interval(days => ${KEEP.deliveredMailDays})`,
      ),
      // Claimed an hour ago and still stamped: delivered (a failed delivery is handed back at once).
      redactedMails: await run(
        sql`update outbox set body = regexp_replace(body, ${SECRET_LINK_PATTERN}, ${SECRET_LINK_REPLACEMENT}, 'g'),
                html = regexp_replace(html, ${HTML_SECRET_LINK_PATTERN}, ${SECRET_LINK_REPLACEMENT}, 'g')
            where sent_at < now() - interval '1 hour' and body ~ ${SECRET_LINK_PATTERN}`,
      ),
      staffSessions: await run(
        sql`delete from staff_sessions
            where least(expires_at, coalesce(revoked_at, expires_at)) < now() - make_interval(days => ${KEEP.endedStaffSessionDays})`,
      ),
      // A set-up link or a first sign-in's pending TOTP secret, once used or out of date.
      staffSetupTokens: await run(
        sql`delete from staff_setup_tokens where expires_at < now() - interval '1 day' or used_at < now() - interval '1 day'`,
      ),
    };
  });
}
