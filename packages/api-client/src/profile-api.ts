import type { User } from '@bookshop/domain';
import { baseApi } from './base-api.js';

/** Body of `PUT /api/profile`. */
export interface ProfilePayload {
  first_name: string;
  last_name: string;
  phone: string;
}

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<User, ProfilePayload>({
      query: (body) => ({ url: 'api/profile', method: 'PUT', body }),
      transformResponse: (response: { data: { user: User } }) => response.data.user,
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useUpdateProfileMutation } = profileApi;
