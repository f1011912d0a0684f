import {
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  type FetchBaseQueryError,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query/react';

/**
 * What the back office's store hands every admin request through the thunk's extra argument:
 * the staff session's bearer token, and a way to hear that the server ended the session. Staff
 * tokens never mix with a shopper's: this API has its own store seam, its own reducer path and
 * nothing of the storefront's guest-token handling.
 */
export interface AdminApiExtra {
  getStaffToken(): string | null;
  /** The server refused the staff token (401: expired, idle too long, revoked): forget the session. */
  staffSessionEnded?(): void;
  /** How requests reach the API; the global `fetch` when absent (tests give their own). */
  fetch?: typeof fetch;
}

function isAdminApiExtra(value: unknown): value is AdminApiExtra {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AdminApiExtra).getStaffToken === 'function'
  );
}

/** Every tag the admin endpoints use: one list so cross-resource invalidation is visible here. */
export const ADMIN_TAG_TYPES = [
  'StaffMe',
  'Staff',
  'AdminOrders',
  'AdminOrder',
  'CancelDemands',
  'Dashboard',
  'Customers',
  'Customer',
  'Audit',
] as const;

/** One of {@link ADMIN_TAG_TYPES}. */
export type AdminTagType = (typeof ADMIN_TAG_TYPES)[number];

/** Absolute, because fetch outside a browser (tests) cannot resolve '/api/...'. */
const baseUrl = typeof location === 'undefined' ? 'http://localhost/' : `${location.origin}/`;

function fetchQueryWith(fetchFn?: typeof fetch) {
  return fetchBaseQuery({
    baseUrl,
    ...(fetchFn ? { fetchFn } : {}),
    prepareHeaders(headers, { extra }) {
      const token = isAdminApiExtra(extra) ? extra.getStaffToken() : null;
      if (token) headers.set('authorization', `Bearer ${token}`);
      return headers;
    },
  });
}

const globalFetchQuery = fetchQueryWith();
const fetchQueries = new WeakMap<typeof fetch, ReturnType<typeof fetchQueryWith>>();

/**
 * The admin API's one session seam: sends the staff token, and when the server answers 401 to a
 * call that carried one, the session is over (expired, idle, revoked, the account removed) and
 * the store is told, so the back office asks for a sign-in. A 401 to a call without a token (a
 * wrong password at sign-in) is the call's own answer and passes through.
 */
export const adminBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const extra = isAdminApiExtra(api.extra) ? api.extra : null;
  let query = globalFetchQuery;
  if (extra?.fetch) {
    query = fetchQueries.get(extra.fetch) ?? fetchQueryWith(extra.fetch);
    fetchQueries.set(extra.fetch, query);
  }
  const sentToken = extra?.getStaffToken() ?? null;
  const result = await query(args, api, extraOptions ?? {});
  if (result.error?.status === 401 && sentToken !== null && extra?.getStaffToken() === sentToken) {
    extra.staffSessionEnded?.();
  }
  return result;
};

/**
 * The back office's RTK Query API (`@bookshop/api-client/admin`), apart from the storefront's
 * `baseApi`: its own reducer path (`adminApi`), tags and token. Every page visit fetches afresh,
 * since other staff change the same orders meanwhile.
 */
export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: adminBaseQuery,
  tagTypes: ADMIN_TAG_TYPES,
  keepUnusedDataFor: 30,
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});

/** A query string of the given values, leaving out empty ones; '' when nothing is left. */
export function adminQueryString(params: object | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
