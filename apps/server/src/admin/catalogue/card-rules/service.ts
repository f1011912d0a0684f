import { randomBytes } from 'node:crypto';
import {
  type AdminCardRule,
  CATALOGUE_MESSAGES,
  COVER_UPLOAD_MAX_BYTES,
  COVER_UPLOAD_MESSAGES,
} from '@bookshop/domain';
import { cardRuleSchema } from '@bookshop/validation';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../../accounts/repository.js';
import { validateBody } from '../../../accounts/validate-body.js';
import type { BinRuleRow } from '../../../bins/repository.js';
import type { Database } from '../../../db/client.js';
import { NotFoundError, ValidationError } from '../../../lib/errors.js';
import { createAuditRepository } from '../../audit/repository.js';
import type { StaffContext } from '../../orders/service.js';
import { bankLogoOf, checkImage } from '../covers/read-image.js';
import { createUploadedImagesRepository } from '../covers/repository.js';
import { readUpload } from '../uploads.js';
import { type CardRuleValues, createCardRulesRepository, toAdminCardRule } from './repository.js';

/** Where an uploaded bank logo is served (bank-logo-route.ts). */
export function bankLogoUrl(key: string): string {
  return `/images/bank-logos/${key}.webp`;
}

/** The bank's name as a file name: what `cli bin-rules add` names a logo it was not given. */
function slugOf(bankName: string): string {
  return (
    bankName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'bank'
  );
}

function auditView(row: BinRuleRow | null) {
  return row ? toAdminCardRule(row) : null;
}

/**
 * Bank-card discount rules on the desk: add, edit, enable, disable, remove, and the bank's logo.
 * The shop's card discount (checkout, `/api/bins`) and the `/card-discounts` page read the same
 * table at every request, so a change applies to the next card looked up. Audited in the
 * change's transaction.
 */
export function createCardRulesService(deps: { db: Database }) {
  const { db } = deps;

  function valuesOf(body: unknown): CardRuleValues {
    const v = validateBody(cardRuleSchema, body);
    return {
      bankName: v.bank_name ?? '',
      bin: v.bin ?? '',
      discountType: v.discount_type as CardRuleValues['discountType'],
      discountValue: v.discount_value,
      discountLimit: v.discount_limit,
      ruleEnabled: v.rule_enabled,
    };
  }

  async function audited<T extends BinRuleRow | null>(
    ctx: StaffContext,
    action:
      | 'card_rule.created'
      | 'card_rule.updated'
      | 'card_rule.enabled'
      | 'card_rule.disabled'
      | 'card_rule.removed'
      | 'card_rule.logo_uploaded',
    id: number,
    work: (repo: ReturnType<typeof createCardRulesRepository>, tx: Executor) => Promise<T>,
    mustExist = true,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const repo = createCardRulesRepository(tx);
      const before = id > 0 ? await repo.find(id) : null;
      if (mustExist && !before) throw new NotFoundError(CATALOGUE_MESSAGES.cardRuleNotFound);
      const after = await work(repo, tx);
      await createAuditRepository(tx).append({
        actor: { staffId: ctx.staff.staff.id },
        action,
        target: { type: 'card_rule', id: after?.id ?? id },
        before: auditView(before),
        after: auditView(after),
        address: ctx.address,
      });
      return after;
    });
  }

  return {
    list: () => createCardRulesRepository(db).list(),

    async add(body: unknown, ctx: StaffContext): Promise<AdminCardRule> {
      const values = valuesOf(body);
      const row = await audited(
        ctx,
        'card_rule.created',
        0,
        async (repo) => {
          if (await repo.binTaken(values.bin, null)) {
            throw new ValidationError({ bin: [CATALOGUE_MESSAGES.cardRuleBinTaken] });
          }
          return repo.add(values, `/bank-logos/${slugOf(values.bankName)}.svg`);
        },
        false,
      );
      return toAdminCardRule(row);
    },

    async update(id: number, body: unknown, ctx: StaffContext): Promise<AdminCardRule> {
      const values = valuesOf(body);
      const row = await audited(ctx, 'card_rule.updated', id, async (repo) => {
        if (await repo.binTaken(values.bin, id))
          throw new ValidationError({ bin: [CATALOGUE_MESSAGES.cardRuleBinTaken] });
        return repo.update(id, values);
      });
      if (!row) throw new NotFoundError(CATALOGUE_MESSAGES.cardRuleNotFound);
      return toAdminCardRule(row);
    },

    async setEnabled(id: number, enabled: boolean, ctx: StaffContext): Promise<AdminCardRule> {
      const row = await audited(ctx, enabled ? 'card_rule.enabled' : 'card_rule.disabled', id, (repo) =>
        repo.setEnabled(id, enabled),
      );
      if (!row) throw new NotFoundError(CATALOGUE_MESSAGES.cardRuleNotFound);
      return toAdminCardRule(row);
    },

    async remove(id: number, ctx: StaffContext): Promise<void> {
      await audited(ctx, 'card_rule.removed', id, async (repo) => {
        await repo.remove(id);
        return null;
      });
    },

    /** The bank's logo: checked as covers are (an image from its bytes, 8 MB, 40 megapixels), stored as WebP. */
    async uploadLogo(id: number, request: FastifyRequest, ctx: StaffContext): Promise<AdminCardRule> {
      const current = await createCardRulesRepository(db).find(id);
      if (!current) throw new NotFoundError(CATALOGUE_MESSAGES.cardRuleNotFound);
      const upload = await readUpload(request, {
        field: 'logo',
        maxBytes: COVER_UPLOAD_MAX_BYTES,
        missing: COVER_UPLOAD_MESSAGES.missing,
        tooLarge: COVER_UPLOAD_MESSAGES.tooLarge,
      });
      await checkImage(upload.buffer, 'logo', { width: 16, height: 16 });
      const image = await bankLogoOf(upload.buffer, 'logo');
      const key = `${slugOf(current.bankName)}-${randomBytes(4).toString('hex')}`;
      const row = await audited(ctx, 'card_rule.logo_uploaded', id, async (repo, tx) => {
        await createUploadedImagesRepository(tx).saveLogo(key, image);
        return repo.setLogo(id, bankLogoUrl(key));
      });
      if (!row) throw new NotFoundError(CATALOGUE_MESSAGES.cardRuleNotFound);
      return toAdminCardRule(row);
    },
  };
}

export type CardRulesService = ReturnType<typeof createCardRulesService>;
