import {
  ADMIN_API_PATHS,
  type StaffInviteRequest,
  type StaffInviteResponse,
  type StaffListResponse,
} from '@bookshop/domain';
import type { AdminSuccessMessage } from './admin-auth-api.js';
import { adminApi, adminQueryString } from './admin-base-api.js';

/** Staff accounts (owners): the list, inviting, a new set-up link, removing. */
export const adminStaffApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listStaff: build.query<StaffListResponse['data'], { page?: number; per_page?: number } | void>({
      query: (query) => `${ADMIN_API_PATHS.staff}${adminQueryString(query ?? undefined)}`,
      transformResponse: (response: StaffListResponse) => response.data,
      providesTags: [{ type: 'Staff', id: 'LIST' }],
    }),
    inviteStaff: build.mutation<StaffInviteResponse, StaffInviteRequest>({
      query: (body) => ({ url: ADMIN_API_PATHS.staff, method: 'POST', body }),
      invalidatesTags: [
        { type: 'Staff', id: 'LIST' },
        { type: 'Audit', id: 'LIST' },
      ],
    }),
    resetStaff: build.mutation<StaffInviteResponse, number>({
      query: (id) => ({ url: ADMIN_API_PATHS.staffReset(id), method: 'POST' }),
      invalidatesTags: [
        { type: 'Staff', id: 'LIST' },
        { type: 'Audit', id: 'LIST' },
      ],
    }),
    removeStaff: build.mutation<AdminSuccessMessage, number>({
      query: (id) => ({ url: ADMIN_API_PATHS.staffMember(id), method: 'DELETE' }),
      invalidatesTags: [
        { type: 'Staff', id: 'LIST' },
        { type: 'Audit', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  /** React hook for `listStaff`: every staff account (owners). */
  useListStaffQuery,
  /** React hook for `inviteStaff`: a new account with a one-time set-up link. */
  useInviteStaffMutation,
  /** React hook for `resetStaff`: a new set-up link; password and TOTP cleared, sessions ended. */
  useResetStaffMutation,
  /** React hook for `removeStaff`: removes the account and ends its sessions. */
  useRemoveStaffMutation,
} = adminStaffApi;
