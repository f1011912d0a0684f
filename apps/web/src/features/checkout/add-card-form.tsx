import { useAddMethodIntentMutation, useRefundAddMethodFeeMutation } from '@bookshop/api-client';
import { CHECKOUT_MESSAGES, type SavedPaymentMethod } from '@bookshop/domain';
import { Button, TextField } from '@bookshop/ui';
import { type FormEvent, useId, useState } from 'react';
import { CardEntryError, confirmCardWithProvider } from './sandbox-card-entry';

export interface AddCardFormProps {
  customer: { email: string; name: string };
  /** Users choose whether to keep the card (on by default); guests never see the box. */
  isLoggedIn: boolean;
  saveCard: boolean;
  onSaveCardChange: (value: boolean) => void;
  /** Runs checkBeforeSavingCard; a message stops the card from being sent. */
  checkBeforeSaving: () => string | null;
  onStarted: () => void;
  onAdded: (card: SavedPaymentMethod) => void;
  onFailed: (message: string) => void;
  busy: boolean;
}

/** "MM/YY" into numbers, or null when it is not a month of a year. */
function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

/**
 * The Add new card form (spec section 2): the number, expiry and CVC go sealed to the sandbox
 * provider by the card-entry library; the shop then refunds the Rs. 10 verification fee and
 * learns the card's token, network, BIN and last four.
 */
export function AddCardForm(props: AddCardFormProps) {
  const titleId = useId();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [createIntent] = useAddMethodIntentMutation();
  const [refundFee] = useRefundAddMethodFeeMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = props.checkBeforeSaving();
    if (problem) {
      props.onFailed(problem);
      return;
    }
    const parsedExpiry = parseExpiry(expiry);
    if (!parsedExpiry) {
      setError('Enter the expiry as MM/YY.');
      return;
    }
    setError(null);
    props.onStarted();
    try {
      const intent = await createIntent({ paymentMethod: 'card', customer: props.customer }).unwrap();
      await confirmCardWithProvider(intent, { number, cvc, ...parsedExpiry });
      const saved = await refundFee({
        paymentIntentId: intent.paymentIntentId,
        saveCard: props.isLoggedIn && props.saveCard,
      }).unwrap();
      props.onAdded(saved.data.paymentMethod);
    } catch (caught) {
      const message = caught instanceof CardEntryError ? caught.message : CHECKOUT_MESSAGES.couldNotSaveCard;
      setError(message);
      props.onFailed(message);
    }
  };

  return (
    <form className="checkout-card-form" aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h3 id={titleId}>Add new card</h3>
      <TextField
        label="Card Number"
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        required
        value={number}
        onChange={(event) => setNumber(event.target.value)}
      />
      <TextField
        label="Expiry (MM/YY)"
        name="cardExpiry"
        autoComplete="cc-exp"
        required
        value={expiry}
        onChange={(event) => setExpiry(event.target.value)}
      />
      <TextField
        label="CVC"
        name="cardCvc"
        inputMode="numeric"
        autoComplete="cc-csc"
        required
        value={cvc}
        onChange={(event) => setCvc(event.target.value)}
        error={error ?? undefined}
      />
      {props.isLoggedIn ? (
        <label className="checkout-check">
          <input
            type="checkbox"
            checked={props.saveCard}
            onChange={(event) => props.onSaveCardChange(event.target.checked)}
          />
          Save card
        </label>
      ) : null}
      <Button type="submit" busy={props.busy} busyLabel="Please wait…">
        Add Card
      </Button>
    </form>
  );
}
