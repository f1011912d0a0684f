import { formatMessageRef } from '@bookshop/i18n';
import { describe, expect, it } from 'vitest';
import { validateForm } from '../validate-form.js';
import {
  ORDER_ACCESS_FORM_MESSAGES,
  orderLookupSchema,
  payNowSchema,
  returnRequestSchema,
} from './order-access-schemas.js';

/** The messages in English words, as the forms show them by default. */
const M = Object.fromEntries(
  Object.entries(ORDER_ACCESS_FORM_MESSAGES).map(([name, ref]) => [name, formatMessageRef('en', ref)]),
) as Record<keyof typeof ORDER_ACCESS_FORM_MESSAGES, string>;

describe('orderLookupSchema', () => {
  it('takes an order number with an e-mail, or with a phone given back in E.164', () => {
    expect(validateForm(orderLookupSchema, { orderId: '12', email: ' A@Example.pk ' })).toEqual({
      ok: true,
      value: { orderId: 12, email: 'A@Example.pk', phone: '' },
    });
    expect(validateForm(orderLookupSchema, { orderId: 12, phone: '0300 1234567' })).toEqual({
      ok: true,
      value: { orderId: 12, email: '', phone: '+923001234567' },
    });
  });

  it('asks for an e-mail or a phone when neither is given', () => {
    expect(validateForm(orderLookupSchema, { orderId: 12 })).toEqual({
      ok: false,
      errors: { email: [M.emailOrPhoneRequired] },
    });
  });

  it('refuses an order number that is not a whole number, and a phone that is not a mobile', () => {
    const result = validateForm(orderLookupSchema, { orderId: '1e3', phone: '042 1234567' });
    expect(result.ok ? {} : result.errors).toEqual({ orderId: [M.orderIdInvalid], phone: [M.phoneInvalid] });
  });
});

describe('payNowSchema', () => {
  it('refuses a token that is not a signed link token', () => {
    const result = validateForm(payNowSchema, { token: 'not a token' });
    expect(result.ok ? {} : result.errors).toEqual({ token: [M.tokenInvalid] });
  });
});

describe('returnRequestSchema', () => {
  it('keeps the line breaks of the reason and needs at least one line', () => {
    expect(validateForm(returnRequestSchema, { reason: 'Torn\ncover', lines: [] })).toEqual({
      ok: false,
      errors: { lines: [M.linesRequired] },
    });
    const ok = validateForm(returnRequestSchema, {
      reason: ' Torn\ncover ',
      lines: [{ Book_Id: 3, qty: '1' }],
    });
    expect(ok).toEqual({
      ok: true,
      value: { token: '', reason: 'Torn\ncover', lines: [{ Book_Id: 3, qty: 1 }] },
    });
  });
});
