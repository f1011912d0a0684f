import type { BankTransferDetails } from '@bookshop/domain';

/**
 * Where bank-transfer orders are paid. Set BANK_TRANSFER_BANK, BANK_TRANSFER_TITLE and
 * BANK_TRANSFER_ACCOUNT to the shop's real account; the defaults name the sandbox's.
 */
export function bankTransferDetails(
  orderId: number,
  env: NodeJS.ProcessEnv = process.env,
): BankTransferDetails {
  return {
    bankName: env.BANK_TRANSFER_BANK ?? 'Indus Demo Bank (sandbox)',
    accountTitle: env.BANK_TRANSFER_TITLE ?? 'Bookshop',
    iban: env.BANK_TRANSFER_ACCOUNT ?? 'PK-DEMO-BOOKSHOP',
    reference: `Order ${orderId}`,
  };
}
