import {
  type FieldErrors,
  GIFT_CARD_MESSAGES,
  GIFT_CARD_PAYMENT_FIELD,
  GIFT_CARD_RETURN_PARAMS,
  GIFT_CARD_SECRET_FIELD,
  GIFT_CARD_SHOPPER_FIELD,
  type GiftCard,
  type GiftCardCheckResponse,
  SITE_PATHS,
} from '@bookshop/domain';
import { type Language, pathInLanguage } from '@bookshop/i18n';
import { giftCardCodeSchema, giftCardPurchaseSchema, validateForm } from '@bookshop/validation';
import { validateBody } from '../accounts/validate-body.js';
import { ownerOf } from '../addresses/service.js';
import { shopperOfToken } from '../auth/request-auth.js';
import type { Database } from '../db/client.js';
import { NotFoundError, ValidationError } from '../lib/errors.js';
import { createOutboxRepository } from '../mail/repository.js';
import { createCardIntentsRepository } from '../payments/card-intents-repository.js';
import type { PaymentProvider } from '../payments/provider.js';
import { hashGiftCardCode, hashReceiptKey, newGiftCardCode, newReceiptKey } from './gift-card-code.js';
import { giftCardReceiptMail, giftCardRecipientMail } from './gift-card-mails.js';
import { createGiftCardsRepository, type GiftCardRow, toGiftCard } from './repository.js';

export interface GiftCardsDeps {
  db: Database;
  provider: PaymentProvider;
  /** Starts delivering what was written to the outbox, after the transaction commits. */
  deliverMail: () => void;
  publicUrl: string;
  /** How long a repeated post waits for the first one's payment to finish (tests shorten it). */
  pendingWaitMs?: number;
}

/** Where the form post sends the browser back to: the gift card page in its language, and one parameter. */
function backTo(language: Language, param: string, value: string): string {
  return pathInLanguage(language, `${SITE_PATHS.giftCard.href()}?${param}=${encodeURIComponent(value)}`);
}

/** A pending purchase older than this was left by a post that never finished. */
const ABANDONED_AFTER_MS = 60_000;

const failed = (language: Language) => backTo(language, GIFT_CARD_RETURN_PARAMS.failed, '1');
/** The gift card form again, with the messages it was refused with (nothing was charged). */
export const giftCardFormRefused = (errors: FieldErrors, language: Language) =>
  backTo(language, GIFT_CARD_RETURN_PARAMS.errors, JSON.stringify(errors));

/** The shop's reference of a gift card's payment: the provider answers a repeat with the first outcome. */
const PAYMENT_REFERENCE = (id: number) => `gift-card-${id}`;

/**
 * E-gift cards: buying one by the plain form post of spec section 7, reading the result back,
 * and checking a code at checkout. Redemption itself happens in the order's transaction
 * (redeem-gift-card.ts). The card number never reaches the shop: the dialog's card-entry library
 * confirms it with the provider, and the post carries only the provider's intent id, with the
 * intent's client secret and the shopper's token that make it usable.
 */
export function createGiftCardsService(deps: GiftCardsDeps) {
  const { db, provider } = deps;
  const cards = createGiftCardsRepository(db);
  const intents = createCardIntentsRepository(db);
  const pendingWaitMs = deps.pendingWaitMs ?? 10_000;

  /** A paid card's result page, with a fresh receipt key (the browser that posted gets it). */
  async function receiptLocation(card: GiftCardRow): Promise<string> {
    const receipt = newReceiptKey();
    await cards.setReceiptKey(card.id, receipt.hash);
    return backTo(card.language, GIFT_CARD_RETURN_PARAMS.receipt, `${card.id}.${receipt.key}`);
  }

  /**
   * A purchase left pending by a post that never finished (the server stopped between charging
   * and issuing): the provider, by the shop's reference, says whether the card was charged. A
   * charged card gets its code now; a declined one is recorded; one never charged stays pending.
   */
  async function settleAbandoned(card: GiftCardRow): Promise<GiftCardRow | null> {
    const reference = PAYMENT_REFERENCE(card.id);
    const state = await provider.paymentState(reference);
    if (state === 'succeeded') await issue(card, reference);
    else if (state === 'declined') await cards.markDeclined(card.id, reference);
    return cards.find(card.id);
  }

  /** The answer to a post of an intent that was posted before: the first post's outcome. */
  async function replay(card: GiftCardRow): Promise<string> {
    let current: GiftCardRow | null = card;
    // A double-clicked submit: the first post is still charging the card; wait for its outcome.
    const until = Date.now() + pendingWaitMs;
    const recent = (row: GiftCardRow) => Date.now() - row.submittedAt.getTime() < ABANDONED_AFTER_MS;
    while (current?.status === 'pending' && recent(current) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      current = await cards.find(card.id);
    }
    if (current?.status === 'pending' && !recent(current)) current = await settleAbandoned(current);
    return current?.status === 'paid' ? receiptLocation(current) : failed(card.language);
  }

  /** Issues the code of a paid purchase and writes both e-mails, in one transaction. */
  async function issue(card: GiftCardRow, paymentReference: string): Promise<GiftCardRow | null> {
    const code = newGiftCardCode();
    const paid = await db.transaction(async (tx) => {
      const row = await createGiftCardsRepository(tx).markPaid(card.id, {
        codeHash: hashGiftCardCode(code),
        codeLastFour: code.slice(-4),
        paymentReference,
      });
      if (!row) return null;
      const outbox = createOutboxRepository(tx);
      await outbox.insert(giftCardRecipientMail(row, code, deps.publicUrl, row.language));
      await outbox.insert(giftCardReceiptMail(row, deps.publicUrl, row.language));
      return row;
    });
    deps.deliverMail();
    return paid;
  }

  return {
    /**
     * `POST /update_e_gift_card`: validates the post with the dialog's own schema, then charges
     * the bank card confirmed on the intent for the amount. Gives the address to send the
     * browser back to: the result, the failed-transaction view, or the form with its messages
     * (nothing charged). Posting one intent twice buys one card.
     *
     * Only the shopper who asked for the intent, presenting its client secret, pays with it, and
     * only if its card was not saved instead; any other post, even with the secret, goes to the
     * failed-transaction view as an unknown intent does, charging nothing and showing no
     * earlier purchase.
     */
    /**
     * `language` is the buyer's (the page's, named in the form's action, else their chosen or
     * browser's language): the refusal, the page it goes back to, the recipient's card and the
     * buyer's receipt are all in it.
     */
    async purchase(body: unknown, language: Language = 'en'): Promise<string> {
      const checked = validateForm(giftCardPurchaseSchema, body, language);
      if (!checked.ok) return giftCardFormRefused(checked.errors, language);
      const values = checked.value;
      const intentId = values[GIFT_CARD_PAYMENT_FIELD];
      const clientSecret = values[GIFT_CARD_SECRET_FIELD];

      const shopper = await shopperOfToken(db, values[GIFT_CARD_SHOPPER_FIELD]);
      if (!shopper || !(await intents.claim(ownerOf(shopper), intentId, clientSecret, 'gift_card')))
        return failed(language);

      const earlier = await cards.findByIntent(intentId);
      if (earlier) return replay(earlier);

      // The verification charge of the intent is refunded; the card it confirmed pays the amount.
      const card = await provider.refundCardIntent(intentId, clientSecret);
      if (!card) return failed(language);
      const receipt = newReceiptKey();
      const row = await cards.insertPending({
        paymentIntentId: intentId,
        amount: values.amount,
        recipientName: values.recipient_name,
        recipientEmail: values.recipient_email.toLowerCase(),
        recipientMobile: values.recipient_mobile,
        buyerName: values.name,
        buyerEmail: values.email.toLowerCase(),
        buyerMobile: values.mobile,
        cardNetwork: card.network,
        cardLastFour: card.lastFour,
        receiptKeyHash: receipt.hash,
        language,
      });
      if (!row) {
        const other = await cards.findByIntent(intentId);
        return other ? replay(other) : failed(language);
      }

      try {
        const outcome = await provider.chargeCard({
          token: card.token,
          amount: row.amount,
          reference: PAYMENT_REFERENCE(row.id),
        });
        if (outcome.status !== 'succeeded') {
          await cards.markDeclined(row.id, outcome.paymentId);
          return failed(language);
        }
        const paid = await issue(row, outcome.paymentId);
        if (!paid) return failed(language);
        return backTo(language, GIFT_CARD_RETURN_PARAMS.receipt, `${paid.id}.${receipt.key}`);
      } finally {
        // The card was entered for this one payment; the provider need not keep it.
        await provider.deleteCard(card.token).catch(() => false);
      }
    },

    /** The result view's card: `receipt` is `id.key` from the form post's answer. */
    async receipt(receipt: string): Promise<GiftCard> {
      const match = /^(\d{1,10})\.([A-Za-z0-9_-]{20,64})$/.exec(receipt);
      const row = match
        ? await cards.findPaidByReceipt(Number(match[1]), hashReceiptKey(match[2] ?? ''))
        : null;
      if (!row) throw new NotFoundError('Gift card not found');
      return toGiftCard(row);
    },

    /**
     * Whether a code can be redeemed: its value and last four characters. Every other code,
     * wrong, used or never paid, gets the one generic message.
     */
    async check(body: unknown): Promise<GiftCardCheckResponse['data']> {
      const { code } = validateBody(giftCardCodeSchema, body);
      const card = await cards.findRedeemable(hashGiftCardCode(code));
      if (!card) throw new ValidationError({ code: [GIFT_CARD_MESSAGES.invalidCode] });
      return { value: card.amount, lastFour: card.codeLastFour ?? '' };
    },
  };
}

export type GiftCardsService = ReturnType<typeof createGiftCardsService>;
