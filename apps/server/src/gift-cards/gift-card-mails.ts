import { formatGiftCardCode, giftCardOrderNumber, SITE_PATHS } from '@bookshop/domain';
import type { Language } from '@bookshop/i18n';
import { mailWords } from '../mail/mail-words.js';
import type { Mail } from '../mail/repository.js';
import { withUrduHtml } from '../mail/text-mail-html.js';
import type { GiftCardRow } from './repository.js';

/*
 * The gift card's e-mails, in the language the buyer bought it in (recorded on the card). The
 * recipient's e-mail stays plain text in both languages: the code in it is removed from the
 * outbox after delivery by a pattern on the text (sweep.ts), which an HTML part would escape.
 */

/** The recipient's e-mail: who sent it, the value and the code, and how to use it. */
export function giftCardRecipientMail(
  card: GiftCardRow,
  code: string,
  publicUrl: string,
  language: Language = 'en',
): Mail {
  const w = mailWords(language);
  const amount = w.rupees(card.amount);
  return {
    to: card.recipientEmail,
    subject: w.t('mail.giftCard.recipientSubject', { buyer: card.buyerName, amount }),
    body: [
      w.t('mail.dear', { name: card.recipientName }),
      '',
      w.t('mail.giftCard.sentYou', { buyer: card.buyerName, amount }),
      '',
      w.t('mail.giftCard.yourCode', { code: w.ltr(formatGiftCardCode(code)) }),
      '',
      w.t('mail.giftCard.howToUse', { url: w.shopUrl(publicUrl, SITE_PATHS.cart.href()) }),
      w.t('mail.giftCard.valueWarning'),
      '',
      w.t('mail.giftCard.keepSafe'),
      '',
      w.t('mail.giftCard.signature'),
    ].join('\n'),
  };
}

/** The buyer's receipt: the order number and what was sent, never the code (only its end). */
export function giftCardReceiptMail(card: GiftCardRow, publicUrl: string, language: Language = 'en'): Mail {
  const w = mailWords(language);
  const number = w.ltr(giftCardOrderNumber(card.id));
  const dear = w.t('mail.dear', { name: card.buyerName });
  const paid = w.t('mail.giftCard.receiptPaid', {
    number,
    name: card.recipientName,
    email: w.ltr(card.recipientEmail),
  });
  const figures = [
    w.t('mail.giftCard.value', { amount: w.rupees(card.amount) }),
    w.t('mail.giftCard.codeEnding', { lastFour: w.ltr(card.codeLastFour ?? '') }),
    ...(card.cardLastFour ? [w.t('mail.giftCard.paidWithCard', { lastFour: w.ltr(card.cardLastFour) })] : []),
  ];
  const agreement = w.t('mail.giftCard.agreement');
  const signature = w.t('mail.giftCard.receiptSignature', { url: w.ltr(publicUrl) });
  const mail: Mail = {
    to: card.buyerEmail,
    subject: w.t('mail.giftCard.receiptSubject', { number }),
    body: [dear, '', paid, '', ...figures, '', agreement, '', signature].join('\n'),
  };
  return withUrduHtml(mail, language, publicUrl, {
    heading: dear,
    paragraphs: [paid, figures.join('\n'), agreement, signature],
  });
}
