import {
  ADMIN_API_PATHS,
  type StaffMeResponse,
  type StaffSessionResponse,
  type StaffSetupInfoResponse,
  type StaffSetupRequest,
  type StaffSignInRequest,
  type StaffSignInResponse,
  type StaffTotpEnrolRequest,
} from '@bookshop/domain';
import { adminApi } from './admin-base-api.js';

/** Answer of `POST /api/admin/auth/setup` and `/sign-out`. */
export interface AdminSuccessMessage {
  success: true;
  message: string;
}

/**
 * Staff set-up (the one-time link sets the password), sign-in (password, then the TOTP code; the
 * first sign-in sets TOTP up from a QR code), who is signed in, and signing out.
 */
export const adminAuthApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getStaffSetup: build.query<StaffSetupInfoResponse['data'], string>({
      query: (token) => `${ADMIN_API_PATHS.setup}?token=${encodeURIComponent(token)}`,
      transformResponse: (response: StaffSetupInfoResponse) => response.data,
    }),
    setUpStaffPassword: build.mutation<AdminSuccessMessage, StaffSetupRequest>({
      query: (body) => ({ url: ADMIN_API_PATHS.setup, method: 'POST', body }),
    }),
    staffSignIn: build.mutation<StaffSignInResponse['data'], StaffSignInRequest>({
      query: (body) => ({ url: ADMIN_API_PATHS.signIn, method: 'POST', body }),
      transformResponse: (response: StaffSignInResponse) => response.data,
    }),
    enrolStaffTotp: build.mutation<StaffSessionResponse['data'], StaffTotpEnrolRequest>({
      query: (body) => ({ url: ADMIN_API_PATHS.totp, method: 'POST', body }),
      transformResponse: (response: StaffSessionResponse) => response.data,
    }),
    getStaffMe: build.query<StaffMeResponse['data'], void>({
      query: () => ADMIN_API_PATHS.me,
      transformResponse: (response: StaffMeResponse) => response.data,
      providesTags: ['StaffMe'],
    }),
    staffSignOut: build.mutation<AdminSuccessMessage, void>({
      query: () => ({ url: ADMIN_API_PATHS.signOut, method: 'POST' }),
    }),
  }),
});

export const {
  /** React hook for `getStaffSetup`: whose one-time set-up link this is (404 when spent or expired). */
  useGetStaffSetupQuery,
  /** React hook for `setUpStaffPassword`: sets the password with the one-time link's token. */
  useSetUpStaffPasswordMutation,
  /** React hook for `staffSignIn`: password (and code); answers signed in or TOTP to set up. */
  useStaffSignInMutation,
  /** React hook for `enrolStaffTotp`: the first code after scanning the QR code; signs in. */
  useEnrolStaffTotpMutation,
  /** React hook for `getStaffMe`: who the staff token belongs to. */
  useGetStaffMeQuery,
  /** React hook for `staffSignOut`: ends the session on the server. */
  useStaffSignOutMutation,
} = adminAuthApi;
