import { useId } from 'react';
import { Button } from '../button';
import { FieldFrame, useFieldWiring } from '../field-frame/field-frame';
import { useMessages } from '../i18n';
import { TextField } from '../text-field';

export interface CheckoutOptionsProps {
  giftWrap: boolean;
  onGiftWrapChange: (value: boolean) => void;
  /** On by default (spec section 9). */
  sendInvoice: boolean;
  onSendInvoiceChange: (value: boolean) => void;
  specialInstructions: string;
  onSpecialInstructionsChange: (text: string) => void;
}

/**
 * The checkout's order options (spec section 2): gift wrap, send invoice, a special instructions
 * box of 4 rows, and the promo code field with its Apply button, both disabled as the spec has
 * them. Use it in the checkout panel under Payment.
 */
export function CheckoutOptions({
  giftWrap,
  onGiftWrapChange,
  sendInvoice,
  onSendInvoiceChange,
  specialInstructions,
  onSpecialInstructionsChange,
}: CheckoutOptionsProps) {
  const t = useMessages();
  const headingId = useId();
  const instructions = useFieldWiring({ id: undefined, hint: undefined, error: undefined });
  return (
    <section className="bk-checkout-options" aria-labelledby={headingId}>
      <h3 id={headingId}>{t.format('checkout.options.title')}</h3>
      <label className="bk-check">
        <input
          type="checkbox"
          checked={giftWrap}
          onChange={(event) => onGiftWrapChange(event.target.checked)}
        />
        {t.format('checkout.options.giftWrap')}
      </label>
      <label className="bk-check">
        <input
          type="checkbox"
          checked={sendInvoice}
          onChange={(event) => onSendInvoiceChange(event.target.checked)}
        />
        {t.format('checkout.options.sendInvoice')}
      </label>
      <FieldFrame
        wiring={instructions}
        label={t.format('checkout.options.specialInstructions')}
        hint={undefined}
        error={undefined}
        required={false}
        className={undefined}
      >
        <textarea
          id={instructions.controlId}
          name="specialInstructions"
          rows={4}
          className="bk-field__input bk-field__textarea"
          value={specialInstructions}
          onChange={(event) => onSpecialInstructionsChange(event.target.value)}
        />
      </FieldFrame>
      <div className="bk-checkout-options__promo">
        <TextField
          label={t.format('checkout.options.promoCode')}
          name="promoCode"
          disabled
          value=""
          readOnly
        />
        <Button variant="secondary" disabled>
          {t.format('checkout.options.apply')}
        </Button>
      </div>
    </section>
  );
}
