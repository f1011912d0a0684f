import type { BankTransferDetails } from '@bookshop/domain';
import { unpaidOrderWindowsFrom } from './unpaid-order-windows.js';

/**
 * Where bank-transfer orders are paid, and by when: an order not paid within
 * UNPAID_BANK_TRANSFER_HOURS of being placed is cancelled (expire-unpaid-orders.ts). Set
 * BANK_TRANSFER_BANK, BANK_TRANSFER_TITLE and BANK_TRANSFER_ACCOUNT to the shop's real account;
 * the defaults name the sandbox's.
 */
export function bankTransferDetails(
  order: { id: number; createdAt: Date },
  env: NodeJS.ProcessEnv = process.env,
): BankTransferDetails {
  const hours = unpaidOrderWindowsFrom(env).bankTransferHours;
  return {
    bankName: env.BANK_TRANSFER_BANK ?? 'Indus Demo Bank (sandbox)',
    accountTitle: env.BANK_TRANSFER_TITLE ?? 'Bookshop',
    iban: env.BANK_TRANSFER_ACCOUNT ?? 'PK-DEMO-BOOKSHOP',
    reference: `Order ${order.id}`,
    payBy: new Date(order.createdAt.getTime() + hours * 3_600_000).toISOString(),
  };
}
