import {
  type NonCardPaymentMethodCode,
  PAYMENT_METHOD,
  type PaymentMethodCode,
  type SavedPaymentMethod,
} from '@bookshop/domain';
import { CardNetworkLogo } from '../card-network-logo';

/** A method that is not a saved card: a new card, a wallet, bank transfer or cash. */
export type PaymentChoiceMethod = typeof PAYMENT_METHOD.CARD | NonCardPaymentMethodCode;

/** The methods after the saved cards, in the spec's order (section 2). */
export const PAYMENT_CHOICE_METHODS: readonly (readonly [PaymentChoiceMethod, string])[] = [
  [PAYMENT_METHOD.CARD, 'Credit or Debit Card'],
  [PAYMENT_METHOD.JAZZCASH, 'JazzCash'],
  [PAYMENT_METHOD.BANK_TRANSFER, 'Bank Transfer'],
  [PAYMENT_METHOD.CASH, 'Cash'],
  [PAYMENT_METHOD.EASYPAISA, 'Easypaisa'],
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
  const isCard = selectedMethod === PAYMENT_METHOD.CARD;
  return (
    <fieldset className="bk-payment-choice">
      <legend>Choose a payment method</legend>
      {savedCards.map((card) => (
        <label key={card.id} className="bk-payment-choice__option">
          <input
            type="radio"
            name="payment-method"
            checked={isCard && selectedToken === card.id}
            onChange={() => onCard(card)}
          />
          <CardNetworkLogo network={card.card_details.card_network} />
          <span>•••• {card.card_details.last_four_digits}</span>
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
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}
