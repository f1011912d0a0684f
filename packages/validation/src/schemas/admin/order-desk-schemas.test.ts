import { describe, expect, it } from 'vitest';
import { validateForm } from '../../validate-form.js';
import {
  declineCancelDemandSchema,
  ORDER_DESK_MESSAGES as M,
  orderQueueQuerySchema,
  refundOrderSchema,
  shipOrderSchema,
} from './order-desk-schemas.js';

describe('order desk schemas', () => {
  it('ships with a courier and a tracking number of letters, digits and dashes', () => {
    expect(validateForm(shipOrderSchema, { courier: ' TCS ', tracking_number: 'TCS-778812' })).toEqual({
      ok: true,
      value: { courier: 'TCS', tracking_number: 'TCS-778812' },
    });
    expect(validateForm(shipOrderSchema, { courier: 'TCS', tracking_number: '<script>' })).toEqual({
      ok: false,
      errors: { tracking_number: [M.trackingInvalid] },
    });
  });

  it('refunds whole rupees written with digits only', () => {
    for (const amount of ['1e3', '0x3e8', 12.5, 0, -4]) {
      expect(validateForm(refundOrderSchema, { amount, reason: 'damaged' })).toEqual({
        ok: false,
        errors: { amount: [M.amountInvalid] },
      });
    }
    expect(
      validateForm(refundOrderSchema, { amount: '250', reason: 'one book damaged\nin transit' }),
    ).toEqual({
      ok: true,
      value: { amount: 250, reason: 'one book damaged\nin transit' },
    });
  });

  it('needs the reply a declined cancel demand sends', () => {
    expect(validateForm(declineCancelDemandSchema, { reply: '  ' })).toEqual({
      ok: false,
      errors: { reply: [M.replyRequired] },
    });
  });

  it('reads the queue filters with defaults and refuses unknown statuses and upside-down dates', () => {
    expect(validateForm(orderQueueQuerySchema, {})).toEqual({
      ok: true,
      value: { q: '', page: 1, per_page: 25 },
    });
    expect(validateForm(orderQueueQuerySchema, { status: 'lost' })).toEqual({
      ok: false,
      errors: { status: [M.statusInvalid] },
    });
    expect(validateForm(orderQueueQuerySchema, { payment_method: '9' })).toEqual({
      ok: false,
      errors: { payment_method: [M.methodInvalid] },
    });
    expect(validateForm(orderQueueQuerySchema, { from: '2025-02-01', to: '2025-01-01' })).toEqual({
      ok: false,
      errors: { from: [M.dateRange] },
    });
    expect(
      validateForm(orderQueueQuerySchema, { status: 'shipped', payment_method: '4', per_page: '10' }),
    ).toEqual({
      ok: true,
      value: { status: 'shipped', payment_method: 4, q: '', page: 1, per_page: 10 },
    });
  });
});
