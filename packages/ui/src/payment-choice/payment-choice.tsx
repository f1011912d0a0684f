import {
  type NonCardPaymentMethodCode,
  PAYMENT_METHOD,
  type PaymentMethodCode,
  type SavedPaymentMethod,
} from '@bookshop/domain';
import type { MessageKey } from '@bookshop/i18n/core';
import { CardNetworkLogo } from '../card-network-logo';
import { Ltr, useMessages } from '../i18n';

/** A method that is not a saved card: a new card, a wallet, bank transfer or cash. */
export type PaymentChoiceMethod = typeof PAYMENT_METHOD.CARD | NonCardPaymentMethodCode;

/**
 * A method's name: a catalogue key, or a wallet's brand name, which stays in Latin letters in
 * every language (JazzCash and Easypaisa print it so on their own Urdu screens).
 */
export type PaymentChoiceLabel = { readonly key: MessageKey } | { readonly brand: string };

/** The methods after the saved cards, in the spec's order (section 2). */
export const PAYMENT_CHOICE_METHODS: readonly (readonly [PaymentChoiceMethod, PaymentChoiceLabel])[] = [
  [PAYMENT_METHOD.CARD, { key: 'checkout.method.card' }],
  [PAYMENT_METHOD.JAZZCASH, { brand: 'JazzCash' }],
  [PAYMENT_METHOD.BANK_TRANSFER, { key: 'checkout.method.bankTransfer' }],
  [PAYMENT_METHOD.CASH, { key: 'checkout.method.cash' }],
  [PAYMENT_METHOD.EASYPAISA, { brand: 'Easypaisa' }],
];

export interface PaymentChoiceProps {
  savedCards: readonly SavedPaymentMethod[];
  selectedMethod: PaymentMethodCode | null;
  /** The saved card chosen, when the method is a card. */
  selectedToken: string | null;
  onCard: (card: SavedPaymentMethod) => void;
  onMethod: (method: PaymentChoiceMethod) => void;
}

/**
 * The payment choice (spec section 2): saved cards with their network logo and last four digits,
 * then Credit or Debit Card (a new card), JazzCash, Bank Transfer, Cash and Easypaisa, as one
 * radio group. Use it in the checkout's Payment section after Change.
 */
export function PaymentChoice({
  savedCards,
  selectedMethod,
  selectedToken,
  onCard,
  onMethod,
}: PaymentChoiceProps) {
  const t = useMessages();
  const isCard = selectedMethod === PAYMENT_METHOD.CARD;
  return (
    <fieldset className="bk-payment-choice">
      <legend>{t.format('checkout.paymentChoice.legend')}</legend>
      {savedCards.map((card) => (
        <label key={card.id} className="bk-payment-choice__option">
          <input
            type="radio"
            name="payment-method"
            checked={isCard && selectedToken === card.id}
            onChange={() => onCard(card)}
          />
          <CardNetworkLogo network={card.card_details.card_network} />
          <Ltr>•••• {card.card_details.last_four_digits}</Ltr>
        </label>
      ))}
      {PAYMENT_CHOICE_METHODS.map(([method, label]) => (
        <label key={method} className="bk-payment-choice__option">
          <input
            type="radio"
            name="payment-method"
            checked={
              method === PAYMENT_METHOD.CARD ? isCard && selectedToken == null : selectedMethod === method
            }
            onChange={() => onMethod(method)}
          />
          <span>{'key' in label ? t.format(label.key) : label.brand}</span>
        </label>
      ))}
    </fieldset>
  );
}
