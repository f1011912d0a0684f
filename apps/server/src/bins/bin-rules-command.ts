import type { BinDiscountType } from '@bookshop/domain';
import type { Database } from '../db/client.js';
import { type BinRuleRow, createBinRulesRepository } from './repository.js';

export const BIN_RULES_USAGE = `bin-rules list
  bin-rules add <bin> <percentage|value> <amount> <limit> <bank name> [logo path]
  bin-rules enable|disable|remove <id>`;

export interface CommandResult {
  /** 0 done, 1 failed, 2 wrong usage. */
  code: 0 | 1 | 2;
  output: string;
}

function describe(rule: BinRuleRow): string {
  const amount =
    rule.discountType === 'percentage' ? `${rule.discountValue}%` : `Rs. ${rule.discountValue} a book`;
  return `${rule.id}\t${rule.bin}\t${rule.bankName}\t${amount}, at most Rs. ${rule.discountLimit}\t${rule.ruleEnabled ? 'enabled' : 'disabled'}`;
}

function wholeNumber(text: string | undefined): number | null {
  const n = Number(text);
  return text !== undefined && /^\d+$/.test(text) && Number.isSafeInteger(n) ? n : null;
}

/** `cli bin-rules …`: the shop's staff manage the bank-card discount rules. */
export async function runBinRulesCommand(db: Database, args: readonly string[]): Promise<CommandResult> {
  const rules = createBinRulesRepository(db);
  const [action, ...rest] = args;
  switch (action) {
    case undefined:
    case 'list': {
      const all = await rules.listAll();
      return { code: 0, output: all.length ? all.map(describe).join('\n') : 'No bank-card discount rules.' };
    }
    case 'add': {
      const [bin, type, amountText, limitText, ...nameAndLogo] = rest;
      const amount = wholeNumber(amountText);
      const limit = wholeNumber(limitText);
      if (!bin || !/^\d{6,8}$/.test(bin))
        return { code: 2, output: `"${bin ?? ''}" is not a BIN of 6 to 8 digits` };
      if (type !== 'percentage' && type !== 'value')
        return { code: 2, output: 'the type is percentage or value' };
      if (amount === null || amount < 1 || (type === 'percentage' && amount > 100)) {
        return { code: 2, output: `"${amountText ?? ''}" is not a discount (1 to 100 percent, or rupees)` };
      }
      if (limit === null) return { code: 2, output: `"${limitText ?? ''}" is not a limit in rupees` };
      const logo =
        nameAndLogo.length > 1 && nameAndLogo.at(-1)?.startsWith('/') ? nameAndLogo.pop() : undefined;
      const bankName = nameAndLogo.join(' ').trim();
      if (!bankName) return { code: 2, output: 'the bank name is missing' };
      const slug = bankName
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      const row = await rules.upsert({
        bin,
        discountType: type as BinDiscountType,
        discountValue: amount,
        discountLimit: limit,
        bankName,
        bankLogo: logo ?? `/bank-logos/${slug}.svg`,
      });
      return { code: 0, output: `Saved: ${describe(row)}` };
    }
    case 'enable':
    case 'disable':
    case 'remove': {
      const id = wholeNumber(rest[0]);
      if (id === null || id < 1) return { code: 2, output: `"${rest[0] ?? ''}" is not a rule id` };
      if (action === 'remove') {
        return (await rules.remove(id))
          ? { code: 0, output: `Rule ${id} removed.` }
          : { code: 1, output: `No rule with id ${id}.` };
      }
      const row = await rules.setEnabled(id, action === 'enable');
      return row ? { code: 0, output: describe(row) } : { code: 1, output: `No rule with id ${id}.` };
    }
    default:
      return { code: 2, output: `unknown bin-rules action "${action}"` };
  }
}
