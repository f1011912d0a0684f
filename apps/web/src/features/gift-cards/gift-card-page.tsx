import { GIFT_CARD_MAX_AMOUNT, GIFT_CARD_MIN_AMOUNT } from '@bookshop/domain';
import { rupees } from '@bookshop/i18n/core';
import { Button, useMessages } from '@bookshop/ui';
import { useState } from 'react';
import { Page } from '../../shared/page';
import { GiftCardDialogContainer } from './gift-card-dialog-container';

/**
 * /gift-card: the Gift Card dialog's own route (linked from the footer and /card-discounts). The
 * dialog opens on arrival, and again from the page's button once closed.
 */
export function GiftCardPage() {
  const t = useMessages();
  const [open, setOpen] = useState(true);
  return (
    <Page
      title={t.format('checkout.giftCard.pageTitle')}
      description={t.format('checkout.giftCard.pageDescription')}
    >
      <p>
        {t.format('checkout.giftCard.pageIntro', {
          min: rupees(GIFT_CARD_MIN_AMOUNT),
          max: rupees(GIFT_CARD_MAX_AMOUNT),
        })}
      </p>
      <Button onClick={() => setOpen(true)}>{t.format('checkout.giftCard.send')}</Button>
      <GiftCardDialogContainer open={open} onClose={() => setOpen(false)} />
    </Page>
  );
}
