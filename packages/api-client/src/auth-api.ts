import type { AuthResponse, GuestTokenResponse, User } from '@bookshop/domain';
import { baseApi } from './base-api.js';

/** A logged-in session as login and registration return it. */
export interface AuthSession {
  user: User;
  token: string;
}

/**
 * The guest's token, when there is one, goes with login and registration so the server can merge
 * the guest's cart into the user's. It is also the bearer token of those calls when nobody is
 * logged in; sending it in the body as well keeps the merge working whatever token is current.
 */
interface WithGuestToken {
  guestToken?: string | null;
}

export interface LoginPayload extends WithGuestToken {
  email: string;
  password: string;
}

export interface RegisterPayload extends WithGuestToken {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export interface ForgotPasswordPayload {
  email: string;
}

/** Body of a successful `POST /api/auth/forget-password`: where the web app goes next. */
export interface ForgotPasswordResponse {
  success: boolean;
  message: string;
  redirectUrl: string;
}

export interface ResetPasswordPayload {
  /** The `resetPasswordToken` of the link, sent as the `tempToken` query parameter. */
  tempToken: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export interface ChangePasswordPayload {
  current_password: string;
  new_password: string;
  new_confirm_password: string;
}

/** The `{ success, message }` answer of calls that return nothing else. */
export interface SuccessMessage {
  success: boolean;
  message: string;
}

function withoutEmptyGuestToken<T extends WithGuestToken>({ guestToken, ...rest }: T) {
  return guestToken ? { ...rest, guestToken } : rest;
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createGuestToken: build.mutation<string, void>({
      query: () => ({ url: 'api/auth/guest', method: 'POST' }),
      transformResponse: (response: GuestTokenResponse) => response.data.token,
    }),
    login: build.mutation<AuthSession, LoginPayload>({
      query: (payload) => ({ url: 'api/auth/login', method: 'POST', body: withoutEmptyGuestToken(payload) }),
      transformResponse: (response: AuthResponse) => response.data,
    }),
    register: build.mutation<AuthSession, RegisterPayload>({
      query: (payload) => ({
        url: 'api/auth/register',
        method: 'POST',
        body: withoutEmptyGuestToken(payload),
      }),
      transformResponse: (response: AuthResponse) => response.data,
    }),
    logout: build.mutation<SuccessMessage, void>({
      query: () => ({ url: 'api/auth/logout', method: 'POST' }),
    }),
    getMe: build.query<User, void>({
      query: () => 'api/auth/me',
      transformResponse: (response: { data: { user: User } }) => response.data.user,
      providesTags: ['User'],
    }),
    forgotPassword: build.mutation<ForgotPasswordResponse, ForgotPasswordPayload>({
      query: (body) => ({ url: 'api/auth/forget-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<SuccessMessage, ResetPasswordPayload>({
      query: ({ tempToken, ...body }) => ({
        url: 'api/auth/forget-password/reset-password',
        method: 'POST',
        params: { tempToken },
        body,
      }),
    }),
    changePassword: build.mutation<SuccessMessage, ChangePasswordPayload>({
      query: (body) => ({ url: 'api/auth/change-password', method: 'POST', body }),
    }),
    deleteAccount: build.mutation<SuccessMessage, void>({
      query: () => ({ url: 'api/auth/delete-account', method: 'POST' }),
    }),
  }),
});

export const {
  useCreateGuestTokenMutation,
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useGetMeQuery,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
  useDeleteAccountMutation,
} = authApi;
