import { useAddMethodIntentMutation, useRefundAddMethodFeeMutation } from '@bookshop/api-client';
import { parseCardExpiry, type SavedPaymentMethod } from '@bookshop/domain';
import { type NewCardField, NewCardForm, useMessages } from '@bookshop/ui';
import { useState } from 'react';
import { CardEntryError, confirmCardWithProvider } from '../../shared/payments/sandbox-card-entry';
import { checkoutProblemIn } from './checkout-words';

export interface AddCardFormProps {
  customer: { email: string; name: string };
  /** Users choose whether to keep the card (on by default); guests never see the box. */
  isLoggedIn: boolean;
  saveCard: boolean;
  onSaveCardChange: (value: boolean) => void;
  /** Runs checkBeforeSavingCard; a message (the domain's English) stops the card from being sent. */
  checkBeforeSaving: () => string | null;
  onStarted: () => void;
  onAdded: (card: SavedPaymentMethod) => void;
  /** Why the card was not added, in the page's language. */
  onFailed: (message: string) => void;
  busy: boolean;
}

/** The sandbox provider's test cards (DESIGN.md), named where cards are typed: one paid, one declined. */
export const SANDBOX_TEST_CARDS = { good: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/**
 * The Add new card form (spec section 2): the number, expiry and CVC go sealed to the sandbox
 * provider by the card-entry library; the shop then refunds the Rs. 10 verification fee and
 * learns the card's token, network, BIN and last four.
 */
export function AddCardForm(props: AddCardFormProps) {
  const t = useMessages();
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
      props.onFailed(checkoutProblemIn(t, problem));
      return;
    }
    const parsedExpiry = parseCardExpiry(values.cardExpiry);
    if (!parsedExpiry) {
      setError(t.format('checkout.newCard.expiryFormat'));
      return;
    }
    setError(null);
    props.onStarted();
    try {
      const intent = await createIntent({ paymentMethod: 'card', customer: props.customer }).unwrap();
      await confirmCardWithProvider(
        intent,
        { number: values.cardNumber, cvc: values.cardCvc, ...parsedExpiry },
        { messages: t },
      );
      // The secret proves this browser asked for the intent: the id alone saves no card.
      const saved = await refundFee({
        paymentIntentId: intent.paymentIntentId,
        clientSecret: intent.clientSecret,
        saveCard: props.isLoggedIn && props.saveCard,
      }).unwrap();
      props.onAdded(saved.data.paymentMethod);
    } catch (caught) {
      const message =
        caught instanceof CardEntryError ? caught.message : t.format('checkout.problem.couldNotSaveCard');
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
      note={t.format('checkout.newCard.sandboxNote', SANDBOX_TEST_CARDS)}
    />
  );
}
