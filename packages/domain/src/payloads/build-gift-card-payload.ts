import type { GiftCardPayload } from '../entities/gift-card.js';
import { parseGiftCardAmount } from '../gift-cards/gift-card-amount.js';

/** The values of the e-gift card form; the amount may still be the text typed in. */
export interface GiftCardFormValues {
  amount: number | string;
  recipient_name: string;
  recipient_email: string;
  recipient_mobile: string;
  name: string;
  email: string;
  mobile: string;
  policy_check: boolean;
}

/**
 * The e-gift card request (spec section 3). The amount becomes a number, read by
 * {@link parseGiftCardAmount} (digits with the thousands separators shoppers type, '5,000'); text is
 * trimmed. Validate with the gift card schema first: an amount that is not one comes out as NaN.
 */
export function buildGiftCardPayload(form: Readonly<GiftCardFormValues>): GiftCardPayload {
  return {
    amount: typeof form.amount === 'number' ? form.amount : (parseGiftCardAmount(form.amount) ?? Number.NaN),
    recipient_name: form.recipient_name.trim(),
    recipient_email: form.recipient_email.trim(),
    recipient_mobile: form.recipient_mobile.trim(),
    name: form.name.trim(),
    email: form.email.trim(),
    mobile: form.mobile.trim(),
    policy_check: form.policy_check,
  };
}
