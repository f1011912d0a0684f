import { useAddMethodIntentMutation, useRefundAddMethodFeeMutation } from '@bookshop/api-client';
import { CHECKOUT_MESSAGES, parseCardExpiry, type SavedPaymentMethod } from '@bookshop/domain';
import { type NewCardField, NewCardForm } from '@bookshop/ui';
import { useState } from 'react';
import { CardEntryError, confirmCardWithProvider } from '../../shared/payments/sandbox-card-entry';

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

/** The shop takes cards through the built-in sandbox provider (DESIGN.md): said where cards are typed. */
export const SANDBOX_CARD_NOTE =
  'Sandbox payments: no real money moves. Try 4242 4242 4242 4242, or 4000 0000 0000 0002 for a declined card.';

/**
 * The Add new card form (spec section 2): the number, expiry and CVC go sealed to the sandbox
 * provider by the card-entry library; the shop then refunds the Rs. 10 verification fee and
 * learns the card's token, network, BIN and last four.
 */
export function AddCardForm(props: AddCardFormProps) {
  const [values, setValues] = useState<Record<NewCardField, string>>({
    cardNumber: '',
    cardExpiry: '',
    cardCvc: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [createIntent] = useAddMethodIntentMutation();
  const [refundFee] = useRefundAddMethodFeeMutation();

  const submit = async () => {
    const problem = props.checkBeforeSaving();
    if (problem) {
      props.onFailed(problem);
      return;
    }
    const parsedExpiry = parseCardExpiry(values.cardExpiry);
    if (!parsedExpiry) {
      setError('Enter the expiry as MM/YY.');
      return;
    }
    setError(null);
    props.onStarted();
    try {
      const intent = await createIntent({ paymentMethod: 'card', customer: props.customer }).unwrap();
      await confirmCardWithProvider(intent, {
        number: values.cardNumber,
        cvc: values.cardCvc,
        ...parsedExpiry,
      });
      // The secret proves this browser asked for the intent: the id alone saves no card.
      const saved = await refundFee({
        paymentIntentId: intent.paymentIntentId,
        clientSecret: intent.clientSecret,
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
    <NewCardForm
      values={values}
      onFieldChange={(field, value) => setValues((old) => ({ ...old, [field]: value }))}
      offerSaveCard={props.isLoggedIn}
      saveCard={props.saveCard}
      onSaveCardChange={props.onSaveCardChange}
      onSubmit={() => void submit()}
      busy={props.busy}
      error={error}
      note={SANDBOX_CARD_NOTE}
    />
  );
}
