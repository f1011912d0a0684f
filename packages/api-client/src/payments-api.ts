import { baseApi } from './base-api.js';
import { paymentsEndpoints } from './endpoints/payments.js';

export * from './endpoints/payments.js';

/**
 * Saved cards, paying with one, wallet payment status and bank-card discounts. The card number
 * never passes here: the card-entry library sends it to the payment provider.
 */
export const paymentsApi = baseApi.injectEndpoints({ endpoints: paymentsEndpoints });

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
