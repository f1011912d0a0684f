import {
  ADMIN_API_PATHS,
  type AdminOrderActionResponse,
  type AdminOrderDetail,
  type AdminOrderPrintResponse,
  type AdminOrderQueueQuery,
  type AdminOrderQueueResponse,
  type AdminOrderResponse,
  type CancelOrderByStaffRequest,
  type ConfirmCodRequest,
  type OrderStepRequest,
  type RefundOrderRequest,
  type ShipOrderRequest,
  type TransferReceivedRequest,
} from '@bookshop/domain';
import { adminApi, adminQueryString } from './admin-base-api.js';

/** An order action's arguments: the order and the action's body. */
export interface OrderActionArgs<Body> {
  id: number;
  body: Body;
}

/** What every order action changes besides the order itself. */
const afterAction = (id: number) =>
  [
    { type: 'AdminOrders', id: 'LIST' },
    { type: 'Dashboard', id: 'ALL' },
    { type: 'CancelDemands', id: 'LIST' },
    { type: 'Customer', id: 'LIST' },
    { type: 'Audit', id: 'LIST' },
    { type: 'AdminOrder', id: `print-${id}` },
  ] as const;

/**
 * The order desk: the queue, an order, its printable invoice and packing slip, and each action.
 * An action's answer carries the order as it is now, which replaces the order page's copy at
 * once; the lists around it are fetched again.
 */
export const adminOrdersApi = adminApi.injectEndpoints({
  endpoints: (build) => {
    const action = <Body>(path: (id: number) => string) =>
      build.mutation<AdminOrderActionResponse, OrderActionArgs<Body>>({
        query: ({ id, body }) => ({ url: path(id), method: 'POST', body }),
        async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(adminOrdersApi.util.updateQueryData('getAdminOrder', id, () => data.data.order));
          } catch {
            // A refused action (409: changed meanwhile) leaves the order to be fetched again.
          }
        },
        invalidatesTags: (result, _error, { id }) =>
          result ? [...afterAction(id)] : [{ type: 'AdminOrder', id }, ...afterAction(id)],
      });
    return {
      getOrderQueue: build.query<AdminOrderQueueResponse['data'], AdminOrderQueueQuery>({
        query: (query) => `${ADMIN_API_PATHS.orders}${adminQueryString(query)}`,
        transformResponse: (response: AdminOrderQueueResponse) => response.data,
        providesTags: [{ type: 'AdminOrders', id: 'LIST' }],
      }),
      getAdminOrder: build.query<AdminOrderDetail, number>({
        query: (id) => ADMIN_API_PATHS.order(id),
        transformResponse: (response: AdminOrderResponse) => response.data.order,
        providesTags: (_result, _error, id) => [{ type: 'AdminOrder', id }],
      }),
      getOrderPrint: build.query<AdminOrderPrintResponse['data'], number>({
        query: (id) => ADMIN_API_PATHS.orderPrint(id),
        transformResponse: (response: AdminOrderPrintResponse) => response.data,
        providesTags: (_result, _error, id) => [{ type: 'AdminOrder', id: `print-${id}` }],
      }),
      confirmCod: action<ConfirmCodRequest>(ADMIN_API_PATHS.confirmCod),
      markTransferReceived: action<TransferReceivedRequest>(ADMIN_API_PATHS.transferReceived),
      startProcessing: action<OrderStepRequest>(ADMIN_API_PATHS.processing),
      shipOrder: action<ShipOrderRequest>(ADMIN_API_PATHS.ship),
      deliverOrder: action<OrderStepRequest>(ADMIN_API_PATHS.deliver),
      cancelOrderByStaff: action<CancelOrderByStaffRequest>(ADMIN_API_PATHS.cancel),
      refundOrder: action<RefundOrderRequest>(ADMIN_API_PATHS.refund),
    };
  },
});

export const {
  /** React hook for `getOrderQueue`: the queue, filtered and paged, with counts per status. */
  useGetOrderQueueQuery,
  /** React hook for `getAdminOrder`: the order page's order. */
  useGetAdminOrderQuery,
  /** React hook for `getOrderPrint`: the printable invoice and packing slip. */
  useGetOrderPrintQuery,
  /** React hook for `confirmCod`: a cash-on-delivery order confirmed by phone. */
  useConfirmCodMutation,
  /** React hook for `markTransferReceived`: a bank transfer arrived (awaiting payment -> placed). */
  useMarkTransferReceivedMutation,
  /** React hook for `startProcessing`: placed -> processing. */
  useStartProcessingMutation,
  /** React hook for `shipOrder`: processing -> shipped, with courier and tracking number. */
  useShipOrderMutation,
  /** React hook for `deliverOrder`: shipped -> delivered. */
  useDeliverOrderMutation,
  /** React hook for `cancelOrderByStaff`: cancelled with a reason, everything given back. */
  useCancelOrderByStaffMutation,
  /** React hook for `refundOrder`: part of a captured payment given back. */
  useRefundOrderMutation,
} = adminOrdersApi;
