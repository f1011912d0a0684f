import type { ProfilePayload, ProfileResponse, User } from '@bookshop/domain';
import { baseApi } from './base-api.js';

export type { ProfilePayload } from '@bookshop/domain';

/** The logged-in user's own profile. */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<User, ProfilePayload>({
      query: (body) => ({ url: 'api/profile', method: 'PUT', body }),
      transformResponse: (response: ProfileResponse) => response.data.user,
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  /** React hook for the `updateProfile` call of {@link profileApi}: gives the trigger and the state of the last call. */
  useUpdateProfileMutation,
} = profileApi;
