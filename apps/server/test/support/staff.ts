import type { StaffRole } from '@bookshop/domain';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '../../src/db/client.js';
import { createStaffService } from '../../src/staff/service.js';

export const STAFF_PASSWORD = 'correct horse battery staple';

/** The authenticator app's code for a secret, `periodsAhead` periods from now (same library as the shop). */
export function totpCode(secret: string, periodsAhead = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + periodsAhead * 30_000 });
}

/** The token of a one-time set-up link. */
export function tokenOfLink(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

let addresses = 0;
/** A fresh client address per sign-in, so throttling of one test does not reach another. */
export function staffAddress(): string {
  addresses += 1;
  return `10.77.${(addresses >> 8) & 255}.${addresses & 255}`;
}

export interface SignedInStaff {
  id: number;
  email: string;
  role: StaffRole;
  token: string;
  secret: string;
  headers: { authorization: string };
  /** The address the staff member signed in from (a known address for the throttle). */
  address: string;
}

let made = 0;

/**
 * A staff member made as `cli staff add` makes one, who used the set-up link and signed in the
 * first time (TOTP set up with the code of the QR code's secret): a live session.
 */
export async function signedInStaff(
  app: FastifyInstance,
  db: Database,
  role: StaffRole,
  email = `staff${++made}-${Date.now()}@shop.example.pk`,
): Promise<SignedInStaff> {
  const added = await createStaffService({ db, publicUrl: 'https://shop.example.pk' }).add(
    { email, role },
    { actor: 'cli' },
  );
  const setup = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/setup',
    payload: {
      token: tokenOfLink(added.link),
      password: STAFF_PASSWORD,
      password_confirmation: STAFF_PASSWORD,
    },
    remoteAddress: staffAddress(),
  });
  if (setup.statusCode !== 200) throw new Error(`set-up failed: ${setup.statusCode} ${setup.body}`);
  const remoteAddress = staffAddress();
  const first = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/sign-in',
    payload: { email, password: STAFF_PASSWORD },
    remoteAddress,
  });
  const step = first.json().data;
  if (step?.step !== 'totp_setup') throw new Error(`first sign-in: ${first.statusCode} ${first.body}`);
  const enrol = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/totp',
    payload: { setup_token: step.setup_token, code: totpCode(step.secret) },
    remoteAddress,
  });
  if (enrol.statusCode !== 200) throw new Error(`TOTP set-up failed: ${enrol.statusCode} ${enrol.body}`);
  const session = enrol.json().data;
  return {
    id: session.staff.id,
    email,
    role,
    token: session.token,
    secret: step.secret,
    headers: { authorization: `Bearer ${session.token}` },
    address: remoteAddress,
  };
}
