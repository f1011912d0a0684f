import type {
  AuthResponse,
  AuthSession,
  ChangePasswordPayload,
  ForgotPasswordPayload,
  ForgotPasswordResponse,
  GuestTokenResponse,
  LoginPayload,
  MeResponse,
  RegisterPayload,
  ResetPasswordPayload,
  SuccessMessage,
  User,
  WithGuestToken,
} from '@bookshop/domain';
import { baseApi } from './base-api.js';

export type {
  AuthSession,
  ChangePasswordPayload,
  ForgotPasswordPayload,
  ForgotPasswordResponse,
  LoginPayload,
  RegisterPayload,
  ResetPasswordPayload,
  SuccessMessage,
} from '@bookshop/domain';

function withoutEmptyGuestToken<T extends WithGuestToken>({ guestToken, ...rest }: T) {
  return guestToken ? { ...rest, guestToken } : rest;
}

/** Guest tokens, login, registration, logout, the current user, and password and account changes. */
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
      transformResponse: (response: MeResponse) => response.data.user,
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
  /** React hook for the `createGuestToken` call of {@link authApi}: gives the trigger and the state of the last call. */
  useCreateGuestTokenMutation,
  /** React hook for the `login` call of {@link authApi}: gives the trigger and the state of the last call. */
  useLoginMutation,
  /** React hook for the `register` call of {@link authApi}: gives the trigger and the state of the last call. */
  useRegisterMutation,
  /** React hook for the `logout` call of {@link authApi}: gives the trigger and the state of the last call. */
  useLogoutMutation,
  /** React hook for the `getMe` query of {@link authApi}: fetches, caches and refetches when its tags are invalidated. */
  useGetMeQuery,
  /** React hook for the `forgotPassword` call of {@link authApi}: gives the trigger and the state of the last call. */
  useForgotPasswordMutation,
  /** React hook for the `resetPassword` call of {@link authApi}: gives the trigger and the state of the last call. */
  useResetPasswordMutation,
  /** React hook for the `changePassword` call of {@link authApi}: gives the trigger and the state of the last call. */
  useChangePasswordMutation,
  /** React hook for the `deleteAccount` call of {@link authApi}: gives the trigger and the state of the last call. */
  useDeleteAccountMutation,
} = authApi;
