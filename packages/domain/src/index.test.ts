import { describe, expect, it } from 'vitest';
import * as domain from './index.js';

describe('@bookshop/domain public API', () => {
  it('exports every rule the web app and the server rely on', () => {
    const names = [
      'unitPrice',
      'lineTotal',
      'cartSubtotal',
      'shippingFee',
      'priceOrder',
      'orderLines',
      'formatRupees',
      'DEFAULT_SHOP_FEES',
      'applyCardDiscount',
      'toCardDiscountLine',
      'cardDiscountDay',
      'nextCardDiscountDayStart',
      'cardDiscountUsedTodayMessage',
      'initialCheckoutState',
      'paymentMethodLabel',
      'checkBeforePlacing',
      'checkBeforeChangePayment',
      'checkBeforeSavingCard',
      'canPlaceOrder',
      'PAYMENT_METHOD',
      'CHECKOUT_MESSAGES',
      'buildPlaceOrderPayload',
      'buildAddressPayload',
      'buildPayByTokenPayload',
      'buildGiftCardPayload',
      'giftCardOrderNumber',
      'canCancelOrder',
      'groupCartLines',
      'cartQuantity',
      'maxCartQuantity',
      'cartSummary',
      'CART_MESSAGES',
      'ORDER_STATUSES',
      'STOCK_STATUSES',
      'CART_TYPES',
    ];
    for (const name of names) expect(domain, name).toHaveProperty(name);
  });
});
