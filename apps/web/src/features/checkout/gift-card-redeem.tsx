import { readApiError, useCheckGiftCardMutation } from '@bookshop/api-client';
import { applyGiftCard, formatRupees, GIFT_CARD_MESSAGES, normalizeGiftCardCode } from '@bookshop/domain';
import { Button, TextField } from '@bookshop/ui';
import { useState } from 'react';
import './gift-card-redeem.css';

/** A gift card the server said can be redeemed, to send with the order. */
export interface AppliedGiftCard {
  code: string;
  value: number;
  lastFour: string;
}

export interface GiftCardRedeemProps {
  /** The order total before the gift card. */
  total: number;
  applied: AppliedGiftCard | null;
  onApplied: (card: AppliedGiftCard | null) => void;
}

/**
 * The payment section's Gift card field (issue 12): the code is checked with the server, then
 * sent with the order, which redeems it once. When the total is less than the card's value the
 * spec's notice says the remainder lapses (spec section 8).
 */
export function GiftCardRedeem({ total, applied, onApplied }: GiftCardRedeemProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [check, checking] = useCheckGiftCardMutation();

  const apply = async () => {
    const result = await check({ code });
    if (result.error) {
      setError(readApiError(result.error, GIFT_CARD_MESSAGES.invalidCode).message);
      return;
    }
    setError(undefined);
    setCode('');
    onApplied({ code: normalizeGiftCardCode(code), ...result.data });
  };

  if (applied) {
    const use = applyGiftCard(total, applied.value);
    return (
      <div className="checkout-gift-card">
        <p role="status" className="checkout-discount">
          Gift card ending {applied.lastFour}: −{formatRupees(use.giftCard)}, to pay {formatRupees(use.total)}{' '}
          <button type="button" className="checkout-link" onClick={() => onApplied(null)}>
            Remove
          </button>
        </p>
        {use.lapsed > 0 ? (
          <p className="checkout-gift-card__notice">{GIFT_CARD_MESSAGES.remainderLapses}</p>
        ) : null}
      </div>
    );
  }
  return (
    <form
      className="checkout-gift-card checkout-gift-card__entry"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!checking.isLoading) void apply();
      }}
    >
      <TextField
        label="Gift card"
        name="giftCardCode"
        autoComplete="off"
        placeholder="XXXX-XXXX-XXXX-XXXX"
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" variant="secondary" busy={checking.isLoading} busyLabel="Checking…">
        Redeem
      </Button>
    </form>
  );
}
