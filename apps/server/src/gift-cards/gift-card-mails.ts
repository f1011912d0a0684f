import {
  formatGiftCardCode,
  formatRupees,
  GIFT_CARD_MESSAGES,
  giftCardOrderNumber,
  SITE_PATHS,
} from '@bookshop/domain';
import type { Mail } from '../mail/repository.js';
import type { GiftCardRow } from './repository.js';

/** The recipient's e-mail: who sent it, the value and the code, and how to use it. */
export function giftCardRecipientMail(card: GiftCardRow, code: string, publicUrl: string): Mail {
  return {
    to: card.recipientEmail,
    subject: `${card.buyerName} sent you a ${formatRupees(card.amount)} Bookshop e-gift card`,
    body: [
      `Dear ${card.recipientName},`,
      '',
      `${card.buyerName} has sent you a Bookshop e-gift card worth ${formatRupees(card.amount)}.`,
      '',
      `Your gift card code: ${formatGiftCardCode(code)}`,
      '',
      `To use it, add books to your cart at ${publicUrl}${SITE_PATHS.cart.href()}, open Checkout and enter the code in the Gift card field of the Payment section.`,
      GIFT_CARD_MESSAGES.valueWarning,
      '',
      'Keep this code safe: anyone who has it can use the card.',
      '',
      'The Bookshop',
    ].join('\n'),
  };
}

/** The buyer's receipt: the order number and what was sent, never the code (only its end). */
export function giftCardReceiptMail(card: GiftCardRow, publicUrl: string): Mail {
  return {
    to: card.buyerEmail,
    subject: `Your e-gift card order ${giftCardOrderNumber(card.id)}`,
    body: [
      `Dear ${card.buyerName},`,
      '',
      `Thank you. Your e-gift card order ${giftCardOrderNumber(card.id)} is paid and the card has been e-mailed to ${card.recipientName} (${card.recipientEmail}).`,
      '',
      `Value: ${formatRupees(card.amount)}`,
      `Code ending: ${card.codeLastFour ?? ''}`,
      ...(card.cardLastFour ? [`Paid with the card ending ${card.cardLastFour}.`] : []),
      '',
      GIFT_CARD_MESSAGES.agreement,
      '',
      `The Bookshop, ${publicUrl}`,
    ].join('\n'),
  };
}
