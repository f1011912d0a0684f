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
