import { describe, expect, it } from 'vitest';
import { buildGiftCardPayload } from './build-gift-card-payload.js';

const form = {
  amount: '5,000',
  recipient_name: ' Sara ',
  recipient_email: 'sara@example.pk ',
  recipient_mobile: '+923211234567',
  name: 'Ayesha',
  email: ' ayesha@example.pk',
  mobile: '+923001234567 ',
  policy_check: true,
};

describe('buildGiftCardPayload', () => {
  it('gives the spec’s e-gift request with a numeric amount and trimmed text', () => {
    expect(buildGiftCardPayload(form)).toEqual({
      amount: 5000,
      recipient_name: 'Sara',
      recipient_email: 'sara@example.pk',
      recipient_mobile: '+923211234567',
      name: 'Ayesha',
      email: 'ayesha@example.pk',
      mobile: '+923001234567',
      policy_check: true,
    });
  });

  it('keeps a numeric amount as it is, and turns text that is no number into NaN', () => {
    expect(buildGiftCardPayload({ ...form, amount: 750 }).amount).toBe(750);
    expect(buildGiftCardPayload({ ...form, amount: 'lots' }).amount).toBeNaN();
    expect(buildGiftCardPayload({ ...form, amount: '1e3' }).amount).toBeNaN();
  });
});
