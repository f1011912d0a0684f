import type {
  AddMethodIntentRequest,
  AddMethodIntentResponse,
  BinDiscountResponse,
  BinDiscountRule,
  BinDiscountRulesResponse,
  DeletePaymentMethodResponse,
  PayByTokenPayload,
  PaymentMethodsResponse,
  PaymentStatusResponse,
  PayUsingTokenResponse,
  RefundAddMethodFeeRequest,
  RefundAddMethodFeeResponse,
  SavedPaymentMethod,
} from '@bookshop/domain';
import { baseApi } from './base-api.js';

export type { BinDiscountRule, SavedPaymentMethod } from '@bookshop/domain';

/** How a card's discount is looked up: by a saved card's token, or by BIN and last four. */
export type BinLookupArgs = { token: string } | { bin: string; last4digits: string };

/**
 * Saved cards, paying with one, wallet payment status and bank-card discounts. The card number
 * never passes here: the card-entry library sends it to the payment provider.
 */
export const paymentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addMethodIntent: build.mutation<AddMethodIntentResponse, AddMethodIntentRequest>({
      query: (body) => ({ url: 'api/payments/intent/add-method', method: 'POST', body }),
      extraOptions: { shopper: true },
    }),
    refundAddMethodFee: build.mutation<RefundAddMethodFeeResponse, RefundAddMethodFeeRequest>({
      query: (body) => ({ url: 'api/payments/refund-add-method-fee', method: 'POST', body }),
      invalidatesTags: [{ type: 'PaymentMethods', id: 'LIST' }],
    }),
    // biome-ignore lint/suspicious/noConfusingVoidType: RTK Query makes a query's argument optional with void
    getPaymentMethods: build.query<readonly SavedPaymentMethod[], { email?: string } | void>({
      query: (args) =>
        args?.email
          ? `api/payments/payment-methods?email=${encodeURIComponent(args.email)}`
          : 'api/payments/payment-methods',
      transformResponse: (response: PaymentMethodsResponse) => response.data.paymentMethods,
      providesTags: [{ type: 'PaymentMethods', id: 'LIST' }],
    }),
    deletePaymentMethod: build.mutation<DeletePaymentMethodResponse, string>({
      query: (token) => ({ url: `api/payments/method/${encodeURIComponent(token)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'PaymentMethods', id: 'LIST' }],
    }),
    payUsingToken: build.mutation<PayUsingTokenResponse, PayByTokenPayload>({
      query: (body) => ({ url: 'api/payments/pay-using-token', method: 'POST', body }),
    }),
    paymentStatus: build.mutation<PaymentStatusResponse, number>({
      query: (orderId) => ({ url: 'api/payments/payment-status', method: 'POST', body: { orderId } }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Order', id },
        { type: 'Orders', id: 'LIST' },
      ],
    }),
    // The whole answer: besides the rule, a saved card says whether it already took its discount
    // today, which the checkout tells the shopper instead of the discount silently vanishing.
    binDiscount: build.query<BinDiscountResponse['data'], BinLookupArgs>({
      query: (args) => `api/bins?${new URLSearchParams('token' in args ? { token: args.token } : args)}`,
      transformResponse: (response: BinDiscountResponse) => ({
        binDiscountDetail: response.data.binDiscountDetail,
        usedToday: response.data.usedToday ?? null,
      }),
      keepUnusedDataFor: 0,
    }),
    getBinRules: build.query<readonly BinDiscountRule[], void>({
      query: () => 'api/bins/rules',
      transformResponse: (response: BinDiscountRulesResponse) => response.data.rules,
    }),
  }),
});

export const {
  /** React hook for the `addMethodIntent` call of {@link paymentsApi}: gives the trigger and the state of the last call. */
  useAddMethodIntentMutation,
  /** React hook for the `refundAddMethodFee` call of {@link paymentsApi}: gives the trigger and the state of the last call. */
  useRefundAddMethodFeeMutation,
  /** React hook for the `getPaymentMethods` query of {@link paymentsApi}: fetches, caches and refetches when its tags are invalidated. */
  useGetPaymentMethodsQuery,
  /** React hook for the `deletePaymentMethod` call of {@link paymentsApi}: gives the trigger and the state of the last call. */
  useDeletePaymentMethodMutation,
  /** React hook for the `payUsingToken` call of {@link paymentsApi}: gives the trigger and the state of the last call. */
  usePayUsingTokenMutation,
  /** React hook for the `paymentStatus` call of {@link paymentsApi}: gives the trigger and the state of the last call. */
  usePaymentStatusMutation,
  /** React hook for the `binDiscount` query of {@link paymentsApi} that fetches only when its trigger is called. */
  useLazyBinDiscountQuery,
  /** React hook for the `getBinRules` query of {@link paymentsApi}: fetches, caches and refetches when its tags are invalidated. */
  useGetBinRulesQuery,
} = paymentsApi;
