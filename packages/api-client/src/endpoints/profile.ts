import type { ProfilePayload, ProfileResponse, User } from '@bookshop/domain';
import type { ShopEndpointBuilder } from '../shop-api-definition.js';

export type { ProfilePayload } from '@bookshop/domain';

/** The endpoint definitions of `profileApi` (React-free: `createBookshopApi` of the core is made of them too). */
export const profileEndpoints = (build: ShopEndpointBuilder) => ({
  updateProfile: build.mutation<User, ProfilePayload>({
    query: (body) => ({ url: 'api/profile', method: 'PUT', body }),
    transformResponse: (response: ProfileResponse) => response.data.user,
    invalidatesTags: ['User'],
  }),
});
