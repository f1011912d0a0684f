import {
  type AddMethodIntentResponse,
  type BinDiscountResponse,
  type BinDiscountRule,
  nextCardDiscountDayStart,
  type SavedPaymentMethod,
} from '@bookshop/domain';
import type { AddMethodIntentValues, RefundAddMethodFeeValues } from '@bookshop/validation';
import { ownerOf } from '../addresses/service.js';
import type { RequestAuth } from '../auth/request-auth.js';
import { createBinRulesRepository, toBinDiscountRule } from '../bins/repository.js';
import type { Database } from '../db/client.js';
import { HttpError, NotFoundError } from '../lib/errors.js';
import { cardDiscountUsedOn } from '../orders/card-discount-claim.js';
import { createCardIntentsRepository } from './card-intents-repository.js';
import { createPaymentMethodsRepository, toSavedPaymentMethod } from './methods-repository.js';
import type { PaymentProvider } from './provider.js';

/** Said for any failure to save a card (spec section 8). */
export const COULD_NOT_SAVE_CARD = "Couldn't save card, please try again";

/**
 * Saved cards and bank-card discount lookups. Card numbers never pass through here: the
 * card-entry library gives them to the provider, and the shop learns the token, network, BIN and
 * last four from the provider afterwards.
 */
export function createPaymentsService(deps: { db: Database; provider: PaymentProvider; now?: () => Date }) {
  const { db, provider } = deps;
  const now = deps.now ?? (() => new Date());
  const methods = createPaymentMethodsRepository(db);
  const rules = createBinRulesRepository(db);
  const intents = createCardIntentsRepository(db);

  return {
    /**
     * Asks the provider for a card intent and records that this shopper asked for it, with a hash
     * of the client secret that only this shopper's browser is given.
     */
    async createAddMethodIntent(
      auth: RequestAuth,
      values: AddMethodIntentValues,
    ): Promise<AddMethodIntentResponse> {
      const intent = await provider.createCardIntent({
        email: values.customer.email,
        name: values.customer.name ?? '',
      });
      await intents.record(ownerOf(auth), intent.paymentIntentId, intent.clientSecret);
      return intent;
    },

    /**
     * Refunds the Rs. 10 verification charge and records the card the provider saved, for the
     * shopper who asked for the intent and presents its client secret. Anyone else, an intent
     * already spent on a gift card, or a wrong secret is answered as an unknown intent is.
     * Calling it twice for one intent records the card once.
     */
    async refundAddMethodFee(
      auth: RequestAuth,
      values: RefundAddMethodFeeValues,
    ): Promise<SavedPaymentMethod> {
      const owner = ownerOf(auth);
      const { paymentIntentId, clientSecret } = values;
      if (!(await intents.claim(owner, paymentIntentId, clientSecret, 'saved_card')))
        throw new HttpError(422, COULD_NOT_SAVE_CARD);
      const card = await provider.refundCardIntent(paymentIntentId, clientSecret);
      if (!card) throw new HttpError(422, COULD_NOT_SAVE_CARD);
      const row = await methods.save(owner, card.customerEmail, card);
      if (!row) throw new HttpError(422, COULD_NOT_SAVE_CARD);
      return toSavedPaymentMethod(row);
    },

    async list(auth: RequestAuth, email?: string): Promise<SavedPaymentMethod[]> {
      const rows = await methods.list(ownerOf(auth), auth.kind === 'guest' ? email : undefined);
      return rows.map(toSavedPaymentMethod);
    },

    /** Forgets the card with the shop and with the provider; another shopper's token is 404. */
    async delete(auth: RequestAuth, token: string): Promise<void> {
      if (!(await methods.deleteOwned(ownerOf(auth), token)))
        throw new NotFoundError('Payment method not found');
      await provider.deleteCard(token);
    },

    /**
     * The bank-card discount for a card: the enabled rule whose BIN prefix the card starts with.
     * Given one of the shopper's saved card tokens, the card's own BIN is used and a card that
     * already took its discount today (Asia/Karachi) gets none; the answer then says when it may
     * take it again, so the checkout can tell the shopper why the discount is missing.
     */
    async binDiscount(
      auth: RequestAuth | null,
      query: { bin?: string; token?: string },
    ): Promise<BinDiscountResponse['data']> {
      if (query.token && auth) {
        const method = await methods.findOwned(ownerOf(auth), query.token);
        if (!method) throw new NotFoundError('Payment method not found');
        const at = now();
        const rule = await rules.findForCardBin(method.bin);
        if (!rule) return { binDiscountDetail: null, usedToday: null };
        if (await cardDiscountUsedOn(db, method.fingerprint, at)) {
          return {
            binDiscountDetail: null,
            usedToday: { nextUseFrom: nextCardDiscountDayStart(at).toISOString() },
          };
        }
        return { binDiscountDetail: toBinDiscountRule(rule), usedToday: null };
      }
      if (!query.bin) return { binDiscountDetail: null, usedToday: null };
      const rule = await rules.findForCardBin(query.bin);
      return { binDiscountDetail: rule ? toBinDiscountRule(rule) : null, usedToday: null };
    },

    async enabledRules(): Promise<BinDiscountRule[]> {
      return (await rules.listEnabled()).map(toBinDiscountRule);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
