import { formatRupees, GIFT_CARD_MAX_AMOUNT, GIFT_CARD_MIN_AMOUNT } from '@bookshop/domain';
import { Button } from '@bookshop/ui';
import { useState } from 'react';
import { Page } from '../../shared/page';
import { GiftCardDialogContainer } from './gift-card-dialog-container';

/**
 * /gift-card: the Gift Card dialog's own route (linked from the footer and /card-discounts). The
 * dialog opens on arrival, and again from the page's button once closed.
 */
export function GiftCardPage() {
  const [open, setOpen] = useState(true);
  return (
    <Page
      title="E-Gift Cards"
      description="Send a Bookshop e-gift card by e-mail, paid by bank card, redeemed once at checkout."
    >
      <p>
        Send a Bookshop e-gift card worth {formatRupees(GIFT_CARD_MIN_AMOUNT)} to{' '}
        {formatRupees(GIFT_CARD_MAX_AMOUNT)} by e-mail. The recipient enters its code in the Gift card field
        at checkout; a card is used once, on one order.
      </p>
      <Button onClick={() => setOpen(true)}>Send a Gift Card</Button>
      <GiftCardDialogContainer open={open} onClose={() => setOpen(false)} />
    </Page>
  );
}
