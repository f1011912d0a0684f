import { type ReactNode, useId } from 'react';
import { Button } from '../button';
import { useMessages } from '../i18n';
import { TextField } from '../text-field';

export type NewCardField = 'cardNumber' | 'cardExpiry' | 'cardCvc';

export interface NewCardFormProps {
  values: Readonly<Record<NewCardField, string>>;
  onFieldChange: (field: NewCardField, value: string) => void;
  /** Logged-in users may keep the card (spec section 6); guests are not offered the box. */
  offerSaveCard: boolean;
  saveCard: boolean;
  onSaveCardChange: (value: boolean) => void;
  onSubmit: () => void;
  /** The card is being verified: Add Card reads 'Please wait…'. */
  busy?: boolean;
  /** Why the card could not be added. */
  error?: string | null;
  /** A line under the heading, e.g. which payment provider takes the card. */
  note?: ReactNode;
}

/**
 * The Add new card form of the checkout (spec section 2): number, expiry and CVC, Save card for
 * users (on by default), Add Card. It only shows and raises; the container hands the digits to
 * the payment provider's card-entry library, never to the shop.
 */
export function NewCardForm({
  values,
  onFieldChange,
  offerSaveCard,
  saveCard,
  onSaveCardChange,
  onSubmit,
  busy = false,
  error,
  note,
}: NewCardFormProps) {
  const t = useMessages();
  const titleId = useId();
  return (
    <form
      className="bk-new-card-form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h3 id={titleId}>{t.format('checkout.newCard.title')}</h3>
      {note ? <p className="bk-new-card-form__note">{note}</p> : null}
      <TextField
        label={t.format('checkout.newCard.cardNumber')}
        name="cardNumber"
        dir="ltr"
        inputMode="numeric"
        autoComplete="cc-number"
        required
        value={values.cardNumber}
        onChange={(event) => onFieldChange('cardNumber', event.target.value)}
      />
      <div className="bk-new-card-form__row">
        <TextField
          label={t.format('checkout.newCard.expiry')}
          name="cardExpiry"
          dir="ltr"
          autoComplete="cc-exp"
          required
          value={values.cardExpiry}
          onChange={(event) => onFieldChange('cardExpiry', event.target.value)}
        />
        <TextField
          label="CVC"
          name="cardCvc"
          dir="ltr"
          inputMode="numeric"
          autoComplete="cc-csc"
          required
          value={values.cardCvc}
          onChange={(event) => onFieldChange('cardCvc', event.target.value)}
        />
      </div>
      {error ? (
        <p role="alert" className="bk-form__error">
          {error}
        </p>
      ) : null}
      {offerSaveCard ? (
        <label className="bk-check">
          <input
            type="checkbox"
            checked={saveCard}
            onChange={(event) => onSaveCardChange(event.target.checked)}
          />
          {t.format('checkout.newCard.saveCard')}
        </label>
      ) : null}
      <Button type="submit" busy={busy} busyLabel={t.format('checkout.newCard.pleaseWait')}>
        {t.format('checkout.newCard.addCard')}
      </Button>
    </form>
  );
}
