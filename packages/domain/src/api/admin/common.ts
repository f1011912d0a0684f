/**
 * Shapes shared by every answer of the admin API (`/api/admin/...`). Every admin answer is
 * `Cache-Control: no-store`; every route but sign-in and set-up needs a staff bearer token
 * (`Authorization: Bearer <token>` from `POST /api/admin/auth/sign-in`), and answers 401 without
 * one (or with a shopper's or guest's) and 403 to a role that may not use it.
 */

/** Where a paged list stands: 1-based page, page size and how many items match in all. */
export interface AdminPage {
  page: number;
  per_page: number;
  total: number;
}

/** Page size the admin lists use when none is asked for, and the largest they accept. */
export const ADMIN_PAGE_SIZE = 25;
/** The most rows one page of any back-office list holds. */
export const ADMIN_MAX_PAGE_SIZE = 100;

/**
 * A staff action refused because the thing it acts on changed since it was shown (another staff
 * member got there first): 409, with the message to show and where it stands now.
 */
export interface AdminConflictResponse {
  error: string;
  data: { status: string };
}

/** Who did something, as lists show it: the staff member's id and e-mail. */
export interface StaffRef {
  id: number;
  email: string;
}

/**
 * What the admin API answers when it refuses who is asking. The back office sends the staff
 * member to the sign-in page on the first two (401) and shows the third (403).
 */
export const STAFF_AUTH_MESSAGES = {
  /** 401: no staff token (or a shopper's or guest's token, which is no staff token at all). */
  signInRequired: 'Please sign in to the back office.',
  /** 401: the staff token is wrong, signed out, past its 8 hours or 30 idle minutes, or its account removed. */
  sessionEnded: 'Your session has ended. Please sign in again.',
  /** 403: signed in, but the role may not do this. */
  roleRefused: 'Your role does not allow this.',
  /** 401 from sign-in: one message whichever of e-mail, password or code was wrong. */
  badCredentials: 'The email, password or code is incorrect.',
  /** 422 from set-up and TOTP enrolment. */
  setupLinkInvalid: 'This set-up link is not valid or has expired. Ask an owner for a new one.',
  totpSetupExpired: 'The set-up took too long. Please sign in again.',
  totpCodeWrong: 'That code is not right. Check the time on your phone and try the newest code.',
} as const;
