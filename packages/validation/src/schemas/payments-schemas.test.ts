import { describe, expect, it } from 'vitest';
import { errorsFor, validValue } from '../test-support.js';
import { addMethodIntentSchema, paymentStatusSchema, refundAddMethodFeeSchema } from './payments-schemas.js';

describe('payment schemas', () => {
  it('add-method needs the customer email, with the save-card message', () => {
    expect(errorsFor(addMethodIntentSchema, { paymentMethod: 'card', customer: { email: '' } })).toEqual({
      'customer.email': ['Please enter your email on the previous step'],
    });
    expect(
      validValue(addMethodIntentSchema, { paymentMethod: 'card', customer: { email: 'a@b.pk', name: 'A' } }),
    ).toEqual({ paymentMethod: 'card', customer: { email: 'a@b.pk', name: 'A' } });
  });

  it('refund needs a payment intent id of the provider’s shape', () => {
    expect(errorsFor(refundAddMethodFeeSchema, { paymentIntentId: 'x' })).toEqual({
      paymentIntentId: ['Invalid payment intent'],
    });
  });

  it('payment-status needs an order id', () => {
    expect(errorsFor(paymentStatusSchema, { orderId: 'abc' })).toEqual({ orderId: ['Invalid order id'] });
  });
});
