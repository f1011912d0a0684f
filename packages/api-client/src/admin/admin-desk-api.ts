import {
  type AcceptCancelDemandRequest,
  ADMIN_API_PATHS,
  type AdminAuditQuery,
  type AdminAuditResponse,
  type AdminCancelDemandResponse,
  type AdminCancelDemandsQuery,
  type AdminCancelDemandsResponse,
  type AdminCustomerResponse,
  type AdminCustomersQuery,
  type AdminCustomersResponse,
  type AdminDashboardResponse,
  type AdminPasswordResetResponse,
  type DeclineCancelDemandRequest,
} from '@bookshop/domain';
import { adminApi, adminQueryString } from './admin-base-api.js';
import { adminOrdersApi } from './admin-orders-api.js';

/** What answering a cancel demand changes besides the demand. */
const AFTER_ANSWER = [
  { type: 'CancelDemands', id: 'LIST' },
  { type: 'AdminOrders', id: 'LIST' },
  { type: 'Dashboard', id: 'ALL' },
  { type: 'Customer', id: 'LIST' },
  { type: 'Audit', id: 'LIST' },
] as const;

/**
 * The rest of the order desk: cancel demands (accept, decline with a reply), the dashboard,
 * customers (search, one customer, a password reset link) and the audit log.
 */
export const adminDeskApi = adminApi.injectEndpoints({
  endpoints: (build) => {
    const answer = <Body>(path: (id: number) => string) =>
      build.mutation<AdminCancelDemandResponse, { id: number; body: Body }>({
        query: ({ id, body }) => ({ url: path(id), method: 'POST', body }),
        async onQueryStarted(_args, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            const { order } = data.data;
            dispatch(adminOrdersApi.util.updateQueryData('getAdminOrder', order.id, () => order));
          } catch {
            // Refused (409: already answered): the list is fetched again below.
          }
        },
        invalidatesTags: [...AFTER_ANSWER],
      });
    return {
      listCancelDemands: build.query<AdminCancelDemandsResponse['data'], AdminCancelDemandsQuery>({
        query: (query) => `${ADMIN_API_PATHS.cancelDemands}${adminQueryString(query)}`,
        transformResponse: (response: AdminCancelDemandsResponse) => response.data,
        providesTags: [{ type: 'CancelDemands', id: 'LIST' }],
      }),
      acceptCancelDemand: answer<AcceptCancelDemandRequest>(ADMIN_API_PATHS.acceptCancelDemand),
      declineCancelDemand: answer<DeclineCancelDemandRequest>(ADMIN_API_PATHS.declineCancelDemand),
      getDashboard: build.query<AdminDashboardResponse['data'], void>({
        query: () => ADMIN_API_PATHS.dashboard,
        transformResponse: (response: AdminDashboardResponse) => response.data,
        providesTags: [{ type: 'Dashboard', id: 'ALL' }],
      }),
      searchCustomers: build.query<AdminCustomersResponse['data'], AdminCustomersQuery>({
        query: (query) => `${ADMIN_API_PATHS.customers}${adminQueryString(query)}`,
        transformResponse: (response: AdminCustomersResponse) => response.data,
        providesTags: [{ type: 'Customers', id: 'LIST' }],
      }),
      getCustomer: build.query<AdminCustomerResponse['data'], number>({
        query: (id) => ADMIN_API_PATHS.customer(id),
        transformResponse: (response: AdminCustomerResponse) => response.data,
        providesTags: (_result, _error, id) => [
          { type: 'Customer', id },
          { type: 'Customer', id: 'LIST' },
        ],
      }),
      sendCustomerPasswordReset: build.mutation<AdminPasswordResetResponse, number>({
        query: (id) => ({ url: ADMIN_API_PATHS.customerPasswordReset(id), method: 'POST' }),
        invalidatesTags: [{ type: 'Audit', id: 'LIST' }],
      }),
      getAudit: build.query<AdminAuditResponse['data'], AdminAuditQuery>({
        query: (query) => `${ADMIN_API_PATHS.audit}${adminQueryString(query)}`,
        transformResponse: (response: AdminAuditResponse) => response.data,
        providesTags: [{ type: 'Audit', id: 'LIST' }],
      }),
    };
  },
});

export const {
  /** React hook for `listCancelDemands`: open ones first (the default), answered, or all. */
  useListCancelDemandsQuery,
  /** React hook for `acceptCancelDemand`: cancels the order and refunds it; the shopper is e-mailed. */
  useAcceptCancelDemandMutation,
  /** React hook for `declineCancelDemand`: the reply is e-mailed to the shopper. */
  useDeclineCancelDemandMutation,
  /** React hook for `getDashboard`: today's and this week's figures, what waits, low stock. */
  useGetDashboardQuery,
  /** React hook for `searchCustomers`: by name, e-mail or phone. */
  useSearchCustomersQuery,
  /** React hook for `getCustomer`: the account, its orders, addresses and requests. */
  useGetCustomerQuery,
  /** React hook for `sendCustomerPasswordReset`: e-mails the shopper the reset link. */
  useSendCustomerPasswordResetMutation,
  /** React hook for `getAudit`: the audit log, newest first (owners). */
  useGetAuditQuery,
} = adminDeskApi;
