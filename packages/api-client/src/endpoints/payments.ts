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
import type { ShopEndpointBuilder } from '../shop-api-definition.js';

export type { BinDiscountRule, SavedPaymentMethod } from '@bookshop/domain';

/** How a card's discount is looked up: by a saved card's token, or by BIN and last four. */
export type BinLookupArgs = { token: string } | { bin: string; last4digits: string };

/** The endpoint definitions of `paymentsApi` (React-free: `createBookshopApi` of the core is made of them too). */
export const paymentsEndpoints = (build: ShopEndpointBuilder) => ({
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
});
