import { type AdminGiftCard, type AdminGiftCardsResponse, CATALOGUE_MESSAGES } from '@bookshop/domain';
import { giftCardsQuerySchema, giftCardVoidSchema } from '@bookshop/validation';
import { validateBody } from '../../../accounts/validate-body.js';
import type { Database } from '../../../db/client.js';
import { createGiftCardsRepository } from '../../../gift-cards/repository.js';
import { HttpError, NotFoundError } from '../../../lib/errors.js';
import { createAuditRepository } from '../../audit/repository.js';
import type { StaffContext } from '../../orders/service.js';
import { createDeskGiftCardsRepository } from './repository.js';

/** Gift cards on the desk: list with state and what is left to spend, and void an active card. */
export function createDeskGiftCardsService(deps: { db: Database }) {
  const { db } = deps;
  return {
    async list(query: unknown): Promise<AdminGiftCardsResponse['data']> {
      const q = validateBody(giftCardsQuerySchema, query);
      const { cards, total } = await createDeskGiftCardsRepository(db).list(
        { state: q.state, q: q.q ?? '' },
        { limit: q.per_page, offset: (q.page - 1) * q.per_page },
      );
      return { gift_cards: cards, page: q.page, per_page: q.per_page, total };
    },

    /**
     * Voids a paid card nobody spent, through the gift-card repository's one conditional UPDATE
     * (an order redeeming it at the same moment wins or loses whole); audited in the same
     * transaction. A card that is not active is a 409.
     */
    async void(id: number, body: unknown, ctx: StaffContext): Promise<AdminGiftCard> {
      const { reason } = validateBody(giftCardVoidSchema, body);
      return db.transaction(async (tx) => {
        const desk = createDeskGiftCardsRepository(tx);
        const before = await desk.find(id);
        if (!before) throw new NotFoundError(CATALOGUE_MESSAGES.giftCardNotFound);
        const voided = await createGiftCardsRepository(tx).voidCard(id, reason ?? '', ctx.staff.staff.id);
        if (!voided) throw new HttpError(409, CATALOGUE_MESSAGES.giftCardNotActive);
        const after = await desk.find(id);
        if (!after) throw new NotFoundError(CATALOGUE_MESSAGES.giftCardNotFound);
        await createAuditRepository(tx).append({
          actor: { staffId: ctx.staff.staff.id },
          action: 'gift_card.voided',
          target: { type: 'gift_card', id },
          before: { state: before.state, remaining: before.remaining },
          after: { state: after.state, remaining: after.remaining, reason },
          address: ctx.address,
        });
        return after;
      });
    },
  };
}

export type DeskGiftCardsService = ReturnType<typeof createDeskGiftCardsService>;
