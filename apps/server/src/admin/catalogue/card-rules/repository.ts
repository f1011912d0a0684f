import type { AdminCardRule, BinDiscountType } from '@bookshop/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../accounts/repository.js';
import { type BinRuleRow, createBinRulesRepository, toBinDiscountRule } from '../../../bins/repository.js';
import { binDiscountRules } from '../../../db/schema/index.js';

export function toAdminCardRule(row: BinRuleRow): AdminCardRule {
  return {
    id: row.id,
    ...toBinDiscountRule(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export interface CardRuleValues {
  bankName: string;
  bin: string;
  discountType: BinDiscountType;
  discountValue: number;
  discountLimit: number;
  ruleEnabled: boolean;
}

/**
 * The desk's side of the bank-card discount rules (`cli bin-rules` manages the same table through
 * bins/repository.ts): every rule by bank, one by id, add and edit refusing a BIN another rule
 * has, enable, disable, remove (the shared repository's) and the logo.
 */
export function createCardRulesRepository(db: Executor) {
  const shared = createBinRulesRepository(db);
  return {
    setEnabled: shared.setEnabled,
    remove: shared.remove,

    async list(): Promise<AdminCardRule[]> {
      const rows = await db
        .select()
        .from(binDiscountRules)
        .orderBy(asc(binDiscountRules.bankName), asc(binDiscountRules.bin));
      return rows.map(toAdminCardRule);
    },

    async find(id: number): Promise<BinRuleRow | null> {
      const [row] = await db.select().from(binDiscountRules).where(eq(binDiscountRules.id, id)).for('update');
      return row ?? null;
    },

    async binTaken(bin: string, exceptId: number | null): Promise<boolean> {
      const [row] = await db
        .select({ id: binDiscountRules.id })
        .from(binDiscountRules)
        .where(
          exceptId === null
            ? eq(binDiscountRules.bin, bin)
            : and(eq(binDiscountRules.bin, bin), ne(binDiscountRules.id, exceptId)),
        );
      return Boolean(row);
    },

    async add(values: CardRuleValues, bankLogo: string): Promise<BinRuleRow> {
      const [row] = await db
        .insert(binDiscountRules)
        .values({ ...values, bankLogo })
        .returning();
      if (!row) throw new Error('inserting a card rule returned no row');
      return row;
    },

    async update(id: number, values: CardRuleValues): Promise<BinRuleRow | null> {
      const [row] = await db
        .update(binDiscountRules)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(binDiscountRules.id, id))
        .returning();
      return row ?? null;
    },

    async setLogo(id: number, bankLogo: string): Promise<BinRuleRow | null> {
      const [row] = await db
        .update(binDiscountRules)
        .set({ bankLogo, updatedAt: sql`now()` })
        .where(eq(binDiscountRules.id, id))
        .returning();
      return row ?? null;
    },
  };
}
