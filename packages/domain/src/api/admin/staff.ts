import type { StaffRole } from '../../staff/staff-roles.js';
import type { AdminPage } from './common.js';

/** A staff account as the back office shows it (never its password hash or TOTP secret). */
export interface StaffMember {
  id: number;
  email: string;
  role: StaffRole;
  /**
   * `invited`: the set-up link was not used yet; `active`: a password is set (TOTP is set up on
   * the first sign-in).
   */
  state: 'invited' | 'active';
  totp_enrolled: boolean;
  /** ISO 8601 timestamps. */
  created_at: string;
  last_sign_in_at: string | null;
}

/** Answer of `GET /api/admin/auth/setup?token=` (public): whose set-up link this is. 404 when spent or expired. */
export interface StaffSetupInfoResponse {
  data: { email: string; role: StaffRole };
}

/** Body of `POST /api/admin/auth/setup` (public): the one-time link's token and the new password. */
export interface StaffSetupRequest {
  token: string;
  password: string;
  password_confirmation: string;
}

/**
 * Body of `POST /api/admin/auth/sign-in` (public, throttled like shopper logins). `code` is the
 * authenticator's current 6-digit code; it is left out only on the first sign-in, before TOTP is
 * set up.
 */
export interface StaffSignInRequest {
  email: string;
  password: string;
  code?: string;
}

/** A signed-in staff session: the bearer token for later admin calls and when it ends. */
export interface StaffSession {
  token: string;
  staff: StaffMember;
  /** ISO 8601: the session ends then whatever happens (8 hours after sign-in). */
  expires_at: string;
  /** Minutes without a call after which the session ends (30). */
  idle_minutes: number;
}

/**
 * The first sign-in's second step: scan the QR code (or type the secret) into an authenticator
 * app, then send its code with `setup_token` to `POST /api/admin/auth/totp`.
 */
export interface StaffTotpSetup {
  /** Short-lived (10 minutes), good only for `POST /api/admin/auth/totp`. */
  setup_token: string;
  /** The `otpauth://totp/...` URI the QR code holds. */
  otpauth_uri: string;
  /** The QR code as a `data:image/png;base64,...` URL for an `<img>`. */
  qr_code: string;
  /** The secret in base32, for typing in by hand. */
  secret: string;
}

/** Answer of `POST /api/admin/auth/sign-in`: signed in, or (first sign-in) TOTP to set up. */
export type StaffSignInResponse =
  | { data: { step: 'signed_in' } & StaffSession }
  | { data: { step: 'totp_setup' } & StaffTotpSetup };

/** Body of `POST /api/admin/auth/totp`: the set-up token and the authenticator's first code. */
export interface StaffTotpEnrolRequest {
  setup_token: string;
  code: string;
}

/** Answer of `POST /api/admin/auth/totp`: TOTP is set up and the staff member is signed in. */
export interface StaffSessionResponse {
  data: { step: 'signed_in' } & StaffSession;
}

/** Answer of `GET /api/admin/auth/me` (any role): who the token belongs to. */
export interface StaffMeResponse {
  data: { staff: StaffMember; expires_at: string; idle_minutes: number };
}

/** Answer of `GET /api/admin/staff` (owner). */
export interface StaffListResponse {
  data: { staff: readonly StaffMember[] } & AdminPage;
}

/** Body of `POST /api/admin/staff` (owner): invite someone. */
export interface StaffInviteRequest {
  email: string;
  role: StaffRole;
}

/**
 * Answer of `POST /api/admin/staff` (201) and `POST /api/admin/staff/{id}/reset` (owner): the
 * one-time set-up link (also e-mailed to the staff member) and until when it works.
 */
export interface StaffInviteResponse {
  success: true;
  message: string;
  data: { staff: StaffMember; setup_link: string; setup_expires_at: string };
}
