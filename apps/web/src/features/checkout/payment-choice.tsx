import {
  type NonCardPaymentMethodCode,
  PAYMENT_METHOD,
  type PaymentMethodCode,
  type SavedPaymentMethod,
} from '@bookshop/domain';
import { CardNetworkLogo } from '@bookshop/ui';

/** The methods after the saved cards, in the spec's order (section 2). */
const METHODS: readonly (readonly [typeof PAYMENT_METHOD.CARD | NonCardPaymentMethodCode, string])[] = [
  [PAYMENT_METHOD.CARD, 'Credit or Debit Card'],
  [PAYMENT_METHOD.JAZZCASH, 'JazzCash'],
  [PAYMENT_METHOD.BANK_TRANSFER, 'Bank Transfer'],
  [PAYMENT_METHOD.CASH, 'Cash'],
  [PAYMENT_METHOD.EASYPAISA, 'Easypaisa'],
];

/**
 * The payment choice (spec section 2): saved cards with their network logo, then Credit or Debit
 * Card (a new card), JazzCash, Bank Transfer, Cash and Easypaisa, as one radio group.
 */
export function PaymentChoice({
  savedCards,
  selectedMethod,
  selectedToken,
  onCard,
  onMethod,
}: {
  savedCards: readonly SavedPaymentMethod[];
  selectedMethod: PaymentMethodCode | null;
  selectedToken: string | null;
  onCard: (card: SavedPaymentMethod) => void;
  onMethod: (method: typeof PAYMENT_METHOD.CARD | NonCardPaymentMethodCode) => void;
}) {
  const isCard = selectedMethod === PAYMENT_METHOD.CARD;
  return (
    <fieldset className="checkout-payment-choice">
      <legend>Choose a payment method</legend>
      {savedCards.map((card) => (
        <label key={card.id} className="checkout-payment-option">
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
      {METHODS.map(([method, label]) => (
        <label key={method} className="checkout-payment-option">
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
