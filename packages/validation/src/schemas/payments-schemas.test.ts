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
    expect(
      errorsFor(refundAddMethodFeeSchema, { paymentIntentId: 'x', clientSecret: 'pi_1_secret_abc' }),
    ).toEqual({ paymentIntentId: ['Invalid payment intent'] });
  });

  it('refund needs the intent’s client secret: an intent id alone is refused', () => {
    const paymentIntentId = 'pi_abcdefghijklmnop';
    expect(errorsFor(refundAddMethodFeeSchema, { paymentIntentId })).toEqual({
      clientSecret: ['The client secret is required.'],
    });
    for (const clientSecret of [
      'short',
      'has spaces in it here',
      ['pi_abcdefghijklmnop_secret_x'],
      'x'.repeat(201),
    ])
      expect(errorsFor(refundAddMethodFeeSchema, { paymentIntentId, clientSecret })).toEqual({
        clientSecret: ['Invalid client secret'],
      });
    expect(
      validValue(refundAddMethodFeeSchema, {
        paymentIntentId,
        clientSecret: `${paymentIntentId}_secret_Zx-9`,
      }),
    ).toEqual({ paymentIntentId, clientSecret: `${paymentIntentId}_secret_Zx-9`, saveCard: true });
  });

  it('payment-status needs an order id', () => {
    expect(errorsFor(paymentStatusSchema, { orderId: 'abc' })).toEqual({ orderId: ['Invalid order id'] });
  });
});
