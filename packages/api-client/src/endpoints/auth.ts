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
import type { ShopEndpointBuilder } from '../shop-api-definition.js';

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

/** The endpoint definitions of `authApi` (React-free: `createBookshopApi` of the core is made of them too). */
export const authEndpoints = (build: ShopEndpointBuilder) => ({
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
});
