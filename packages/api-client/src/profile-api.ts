import { baseApi } from './base-api.js';
import { profileEndpoints } from './endpoints/profile.js';

export * from './endpoints/profile.js';

/** The logged-in user's own profile. */
export const profileApi = baseApi.injectEndpoints({ endpoints: profileEndpoints });

export const {
  /** React hook for the `updateProfile` call of {@link profileApi}: gives the trigger and the state of the last call. */
  useUpdateProfileMutation,
} = profileApi;
