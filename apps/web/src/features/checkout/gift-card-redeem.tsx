import { readApiError, useCheckGiftCardMutation } from '@bookshop/api-client';
import { normalizeGiftCardCode, type PricedOrder } from '@bookshop/domain';
import { rupees } from '@bookshop/i18n/core';
import { Button, TextField, useMessages } from '@bookshop/ui';
import { useState } from 'react';
import './gift-card-redeem.css';

/** A gift card the server said can be redeemed, to send with the order. */
export interface AppliedGiftCard {
  code: string;
  value: number;
  lastFour: string;
}

export interface GiftCardRedeemProps {
  /** The order as `priceOrder` priced it with the applied card: what the card pays, what is left, what lapses. */
  order: Pick<PricedOrder, 'giftCard' | 'giftCardLapsed' | 'total'>;
  applied: AppliedGiftCard | null;
  onApplied: (card: AppliedGiftCard | null) => void;
}

/**
 * The payment section's Gift card field (issue 12): the code is checked with the server, then
 * sent with the order, which redeems it once. When the total is less than the card's value the
 * spec's notice says the remainder lapses (spec section 8).
 */
export function GiftCardRedeem({ order, applied, onApplied }: GiftCardRedeemProps) {
  const t = useMessages();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [check, checking] = useCheckGiftCardMutation();

  const apply = async () => {
    const result = await check({ code });
    if (result.error) {
      setError(readApiError(result.error, t.format('giftCard.invalidCode')).message);
      return;
    }
    setError(undefined);
    setCode('');
    onApplied({ code: normalizeGiftCardCode(code), ...result.data });
  };

  if (applied) {
    return (
      <div className="checkout-gift-card">
        <p role="status" className="checkout-discount">
          {t.format('checkout.giftCardRedeem.applied', {
            lastFour: applied.lastFour,
            amount: rupees(order.giftCard),
            total: rupees(order.total),
          })}{' '}
          <button type="button" className="checkout-link" onClick={() => onApplied(null)}>
            {t.format('checkout.giftCardRedeem.remove')}
          </button>
        </p>
        {order.giftCardLapsed > 0 ? (
          <p className="checkout-gift-card__notice">{t.format('checkout.giftCardRedeem.remainderLapses')}</p>
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
        label={t.format('checkout.giftCardRedeem.label')}
        name="giftCardCode"
        autoComplete="off"
        dir="ltr"
        placeholder="XXXX-XXXX-XXXX-XXXX"
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button
        type="submit"
        variant="secondary"
        busy={checking.isLoading}
        busyLabel={t.format('checkout.giftCardRedeem.checking')}
      >
        {t.format('checkout.giftCardRedeem.redeem')}
      </Button>
    </form>
  );
}
