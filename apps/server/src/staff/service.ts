import {
  ADMIN_PAGE_SIZE,
  STAFF_AUTH_MESSAGES,
  type StaffMember,
  type StaffRole,
  type StaffSession,
  type StaffSignInResponse,
  type StaffTotpSetup,
} from '@bookshop/domain';
import type {
  StaffInviteValues,
  StaffSetupValues,
  StaffSignInValues,
  StaffTotpEnrolValues,
} from '@bookshop/validation';
import { createAuditRepository } from '../admin/audit/repository.js';
import { createLoginThrottle } from '../auth/login-throttle.js';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../auth/passwords.js';
import { createAuthRepository } from '../auth/repository.js';
import { hashSecret, minutesFromNow, newSecret } from '../auth/tokens.js';
import type { Database } from '../db/client.js';
import { HttpError, NotFoundError, ValidationError } from '../lib/errors.js';
import { createOutboxRepository } from '../mail/repository.js';
import { createStaffRepository, type StaffRow, toStaffMember } from './repository.js';
import { acceptedTotpStep, newTotpSecret, totpEnrolment } from './totp.js';

/** A staff session ends this long after sign-in, whatever happens. */
export const STAFF_SESSION_HOURS = 8;
/** ... and after this long without a call. */
export const STAFF_IDLE_MINUTES = 30;
/** How long a set-up link (from `cli staff add`, an invitation or a reset) works. */
export const SETUP_LINK_HOURS = 72;
/** How long the first sign-in's TOTP step waits for the first code. */
export const TOTP_SETUP_MINUTES = 10;

/** The back office's set-up page; the link carries the one-time token. */
export const STAFF_SETUP_PATH = '/admin/setup';

/** A signed-in staff member, as the guard puts it on the request. */
export interface StaffAuth {
  staff: StaffRow;
  sessionId: number;
  expiresAt: Date;
}

export interface StaffServiceDeps {
  db: Database;
  publicUrl: string;
  /** Starts delivering what was written to the outbox. */
  deliverMail?: () => void;
}

/** Where an action came from: the client's address (null from the command line). */
export type FromAddress = string | null;

const M = STAFF_AUTH_MESSAGES;

function badCredentials(): HttpError {
  return new HttpError(401, M.badCredentials);
}

/** Throttle keys of staff sign-ins: their own namespace beside shoppers' e-mails. */
function throttleKey(email: string): string {
  return `staff:${email}`;
}

/**
 * Staff accounts and their sign-in: a one-time set-up link sets the password, the first sign-in
 * sets up TOTP by QR code, every later sign-in needs password and code. Sessions are short and
 * revocable. Every change is written to the audit log in its own transaction.
 */
export function createStaffService(deps: StaffServiceDeps) {
  const { db, publicUrl } = deps;
  const staffRepo = createStaffRepository(db);
  const throttle = createLoginThrottle(createAuthRepository(db));

  function setupLink(token: string): string {
    return `${publicUrl}${STAFF_SETUP_PATH}?token=${encodeURIComponent(token)}`;
  }

  /** A new set-up token for an account, inside the caller's transaction. */
  async function issueSetupLink(
    tx: Parameters<Parameters<Database['transaction']>[0]>[0],
    staffId: number,
  ): Promise<{ link: string; expiresAt: Date }> {
    const token = newSecret();
    const expiresAt = minutesFromNow(SETUP_LINK_HOURS * 60);
    const repo = createStaffRepository(tx);
    await repo.retireSetupTokens(staffId);
    await repo.insertSetupToken({ staffId, tokenHash: hashSecret(token), purpose: 'setup', expiresAt });
    return { link: setupLink(token), expiresAt };
  }

  function inviteMail(email: string, role: StaffRole, link: string) {
    return {
      to: email,
      subject: 'Your Bookshop back office account',
      body: `You have been given a ${role} account in the Bookshop back office.\n\nSet your password here (the link works once, for ${SETUP_LINK_HOURS} hours):\n${link}\n\nAfter that, sign in at ${publicUrl}/admin and set up your authenticator app by scanning the QR code shown.\n`,
    };
  }

  async function openSession(staff: StaffRow, address: FromAddress): Promise<StaffSession> {
    const token = newSecret();
    const expiresAt = minutesFromNow(STAFF_SESSION_HOURS * 60);
    await db.transaction(async (tx) => {
      await createStaffRepository(tx).insertSession({
        staffId: staff.id,
        tokenHash: hashSecret(token),
        address,
        expiresAt,
      });
      await createAuditRepository(tx).append({
        actor: { staffId: staff.id },
        action: 'staff.signed_in',
        target: { type: 'staff', id: staff.id },
        address,
      });
    });
    const fresh = (await staffRepo.findLive(staff.id)) ?? staff;
    return {
      token,
      staff: toStaffMember(fresh),
      expires_at: expiresAt.toISOString(),
      idle_minutes: STAFF_IDLE_MINUTES,
    };
  }

  async function totpSetupFor(staff: StaffRow): Promise<StaffTotpSetup> {
    const secret = newTotpSecret();
    const token = newSecret();
    await db.transaction(async (tx) => {
      const repo = createStaffRepository(tx);
      await repo.insertSetupToken({
        staffId: staff.id,
        tokenHash: hashSecret(token),
        purpose: 'totp',
        totpSecret: secret,
        expiresAt: minutesFromNow(TOTP_SETUP_MINUTES),
      });
    });
    const { otpauthUri, qrCode } = await totpEnrolment(secret, staff.email);
    return { setup_token: token, otpauth_uri: otpauthUri, qr_code: qrCode, secret };
  }

  return {
    /**
     * A new staff account and its one-time set-up link, from the command line (`cli staff add`)
     * or an owner's invitation; the link is also e-mailed. 422 when the e-mail already has one.
     */
    async add(
      values: StaffInviteValues,
      by: { actor: 'cli' } | { actor: StaffAuth; address: FromAddress },
    ): Promise<{ staff: StaffMember; link: string; expiresAt: Date }> {
      const email = values.email.trim().toLowerCase();
      if (await staffRepo.findLiveByEmail(email)) {
        throw new ValidationError({ email: ['A staff account with this e-mail already exists.'] });
      }
      const result = await db.transaction(async (tx) => {
        const row = await createStaffRepository(tx).insert({ email, role: values.role });
        const { link, expiresAt } = await issueSetupLink(tx, row.id);
        await createOutboxRepository(tx).insert(inviteMail(email, row.role, link));
        await createAuditRepository(tx).append({
          actor: by.actor === 'cli' ? 'cli' : { staffId: by.actor.staff.id },
          action: 'staff.invited',
          target: { type: 'staff', id: row.id },
          after: { email, role: row.role },
          address: by.actor === 'cli' ? null : by.address,
        });
        return { staff: toStaffMember(row), link, expiresAt };
      });
      deps.deliverMail?.();
      return result;
    },

    /** Whose set-up link a token is (the set-up page greets them); 404 when spent or expired. */
    async setupInfo(token: string): Promise<{ email: string; role: StaffRole }> {
      const found = await staffRepo.findLiveSetupToken(hashSecret(token), 'setup');
      if (!found) throw new NotFoundError(M.setupLinkInvalid);
      return { email: found.staff.email, role: found.staff.role };
    },

    /** Sets the password through the one-time link, which is then used up. */
    async setup(values: StaffSetupValues, address: FromAddress): Promise<void> {
      const invalid = new ValidationError({ token: [M.setupLinkInvalid] });
      const tokenHash = hashSecret(values.token);
      const found = await staffRepo.findLiveSetupToken(tokenHash, 'setup');
      if (!found) throw invalid;
      const passwordHash = await hashPassword(values.password);
      await db.transaction(async (tx) => {
        const repo = createStaffRepository(tx);
        if (!(await repo.consumeSetupToken(found.token.id))) throw invalid;
        await repo.setPassword(found.staff.id, passwordHash);
        await repo.revokeSessionsOf(found.staff.id);
        await createAuditRepository(tx).append({
          actor: { staffId: found.staff.id },
          action: 'staff.password_set',
          target: { type: 'staff', id: found.staff.id },
          address,
        });
      });
    },

    /**
     * Password and code: a session. Before TOTP is set up, the password alone leads to the QR
     * code step instead. Throttled like shopper logins; one message whichever part was wrong.
     */
    async signIn(values: StaffSignInValues, address: string): Promise<StaffSignInResponse['data']> {
      const email = values.email.trim().toLowerCase();
      const attempt = await throttle.begin(throttleKey(email), address);
      const staff = await staffRepo.findLiveByEmail(email);
      if (!staff?.passwordHash) {
        await verifyAgainstNothing(values.password);
        await attempt.failed();
        throw badCredentials();
      }
      if (!(await verifyPassword(staff.passwordHash, values.password))) {
        await attempt.failed();
        throw badCredentials();
      }
      if (!staff.totpEnrolledAt || !staff.totpSecret) {
        await attempt.succeeded();
        return { step: 'totp_setup', ...(await totpSetupFor(staff)) };
      }
      const step = values.code ? acceptedTotpStep(staff.totpSecret, values.code) : null;
      if (step === null || !(await staffRepo.claimTotpStep(staff.id, step))) {
        await attempt.failed();
        throw badCredentials();
      }
      await attempt.succeeded();
      return { step: 'signed_in', ...(await openSession(staff, address)) };
    },

    /** The first code after scanning: TOTP is set up and the staff member signed in. */
    async enrolTotp(values: StaffTotpEnrolValues, address: string): Promise<StaffSession> {
      const found = await staffRepo.findLiveSetupToken(hashSecret(values.setup_token), 'totp');
      if (!found?.token.totpSecret) throw new ValidationError({ setup_token: [M.totpSetupExpired] });
      const attempt = await throttle.begin(throttleKey(found.staff.email), address);
      const secret = found.token.totpSecret;
      const step = acceptedTotpStep(secret, values.code);
      if (step === null) {
        await attempt.failed();
        throw new ValidationError({ code: [M.totpCodeWrong] });
      }
      const enrolled = await db.transaction(async (tx) => {
        const repo = createStaffRepository(tx);
        if (!(await repo.consumeSetupToken(found.token.id))) return null;
        const row = await repo.enrolTotp(found.staff.id, secret, step);
        if (!row) return null;
        await createAuditRepository(tx).append({
          actor: { staffId: row.id },
          action: 'staff.totp_enrolled',
          target: { type: 'staff', id: row.id },
          address,
        });
        return row;
      });
      if (!enrolled) throw new ValidationError({ setup_token: [M.totpSetupExpired] });
      await attempt.succeeded();
      return openSession(enrolled, address);
    },

    /** The live session of a bearer token, or null (the guard answers 401). */
    async resolve(token: string): Promise<StaffAuth | null> {
      const found = await staffRepo.findLiveSession(hashSecret(token), STAFF_IDLE_MINUTES);
      if (!found) return null;
      // Idle time counts from the last call; a write per minute at most, not per request.
      if (Date.now() - found.session.lastUsedAt.getTime() > 60_000) {
        await staffRepo.touchSession(found.session.id);
      }
      return { staff: found.staff, sessionId: found.session.id, expiresAt: found.session.expiresAt };
    },

    async signOut(auth: StaffAuth, address: FromAddress): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await createStaffRepository(tx).revokeSession(auth.sessionId))) return;
        await createAuditRepository(tx).append({
          actor: { staffId: auth.staff.id },
          action: 'staff.signed_out',
          target: { type: 'staff', id: auth.staff.id },
          address,
        });
      });
    },

    async list(page: number, perPage = ADMIN_PAGE_SIZE): Promise<{ staff: StaffMember[]; total: number }> {
      const { rows, total } = await staffRepo.listLive({ limit: perPage, offset: (page - 1) * perPage });
      return { staff: rows.map(toStaffMember), total };
    },

    /**
     * Removes a staff member: their sessions end at once and they cannot sign in again. An owner
     * cannot remove themselves, and the last owner cannot be removed.
     */
    async remove(id: number, by: StaffAuth, address: FromAddress): Promise<void> {
      if (id === by.staff.id) throw new HttpError(422, 'You cannot remove your own account.');
      await db.transaction(async (tx) => {
        const repo = createStaffRepository(tx);
        const removed = await repo.markRemoved(id);
        if (!removed) throw new NotFoundError('No such staff member.');
        if (removed.role === 'owner' && (await repo.countLiveOwners()) === 0)
          throw new HttpError(422, 'The last owner cannot be removed.');
        await repo.revokeSessionsOf(id);
        await repo.retireSetupTokens(id);
        await createAuditRepository(tx).append({
          actor: { staffId: by.staff.id },
          action: 'staff.removed',
          target: { type: 'staff', id },
          before: { email: removed.email, role: removed.role },
          address,
        });
      });
    },

    /**
     * A lost phone or password: the account's password and TOTP are cleared, its sessions end, and
     * a new set-up link is issued (and e-mailed).
     */
    async reset(
      id: number,
      by: StaffAuth,
      address: FromAddress,
    ): Promise<{ staff: StaffMember; link: string; expiresAt: Date }> {
      if (id === by.staff.id) throw new HttpError(422, 'Ask another owner to reset your own account.');
      const result = await db.transaction(async (tx) => {
        const repo = createStaffRepository(tx);
        const before = await repo.findLive(id);
        const row = before ? await repo.clearCredentials(id) : null;
        if (!before || !row) throw new NotFoundError('No such staff member.');
        await repo.revokeSessionsOf(id);
        const { link, expiresAt } = await issueSetupLink(tx, id);
        await createOutboxRepository(tx).insert(inviteMail(row.email, row.role, link));
        await createAuditRepository(tx).append({
          actor: { staffId: by.staff.id },
          action: 'staff.reset',
          target: { type: 'staff', id },
          before: {
            state: before.passwordHash ? 'active' : 'invited',
            totp_enrolled: before.totpEnrolledAt !== null,
          },
          after: { state: 'invited', totp_enrolled: false },
          address,
        });
        return { staff: toStaffMember(row), link, expiresAt };
      });
      deps.deliverMail?.();
      return result;
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
