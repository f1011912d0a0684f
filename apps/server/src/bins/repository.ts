import type { BinDiscountRule, BinDiscountType } from '@bookshop/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import { binDiscountRules } from '../db/schema/index.js';

export type BinRuleRow = typeof binDiscountRules.$inferSelect;

export function toBinDiscountRule(row: BinRuleRow): BinDiscountRule {
  return {
    rule_enabled: row.ruleEnabled,
    discount_type: row.discountType as BinDiscountType,
    discount_value: row.discountValue,
    discount_limit: row.discountLimit,
    bank_name: row.bankName,
    bank_logo: row.bankLogo,
    bin: row.bin,
  };
}

export interface NewBinRule {
  bankName: string;
  bankLogo: string;
  bin: string;
  discountType: BinDiscountType;
  discountValue: number;
  discountLimit: number;
}

export function createBinRulesRepository(db: Executor) {
  return {
    /** The enabled rule for a card's BIN: the longest rule prefix the card starts with. */
    async findForCardBin(cardBin: string): Promise<BinRuleRow | null> {
      const [row] = await db
        .select()
        .from(binDiscountRules)
        .where(sql`${binDiscountRules.ruleEnabled} and starts_with(${cardBin}, ${binDiscountRules.bin})`)
        .orderBy(desc(sql`length(${binDiscountRules.bin})`))
        .limit(1);
      return row ?? null;
    },

    async listEnabled(): Promise<BinRuleRow[]> {
      return db
        .select()
        .from(binDiscountRules)
        .where(eq(binDiscountRules.ruleEnabled, true))
        .orderBy(asc(binDiscountRules.bankName));
    },

    async listAll(): Promise<BinRuleRow[]> {
      return db.select().from(binDiscountRules).orderBy(asc(binDiscountRules.id));
    },

    /** Adds a rule, or replaces the one with the same BIN prefix. */
    async upsert(rule: NewBinRule): Promise<BinRuleRow> {
      const [row] = await db
        .insert(binDiscountRules)
        .values(rule)
        .onConflictDoUpdate({
          target: binDiscountRules.bin,
          set: { ...rule, updatedAt: sql`now()` },
        })
        .returning();
      if (!row) throw new Error('bin rule upsert returned nothing');
      return row;
    },

    async setEnabled(id: number, enabled: boolean): Promise<BinRuleRow | null> {
      const [row] = await db
        .update(binDiscountRules)
        .set({ ruleEnabled: enabled, updatedAt: sql`now()` })
        .where(eq(binDiscountRules.id, id))
        .returning();
      return row ?? null;
    },

    async remove(id: number): Promise<boolean> {
      const rows = await db
        .delete(binDiscountRules)
        .where(eq(binDiscountRules.id, id))
        .returning({ id: binDiscountRules.id });
      return rows.length > 0;
    },
  };
}
