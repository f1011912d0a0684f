import { baseApi } from './base-api.js';
import { authEndpoints } from './endpoints/auth.js';

export * from './endpoints/auth.js';

/** Guest tokens, login, registration, logout, the current user, and password and account changes. */
export const authApi = baseApi.injectEndpoints({ endpoints: authEndpoints });

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
