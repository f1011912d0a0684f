/**
 * How long an order may wait for its payment while holding its books. A wallet payment is
 * approved in minutes or not at all; a bank transfer takes a trip to the bank, so days.
 */
export interface UnpaidOrderWindows {
  /** JazzCash, Easypaisa, and a card order whose charge never finished (UNPAID_WALLET_ORDER_MINUTES). */
  walletMinutes: number;
  /** Bank transfer (UNPAID_BANK_TRANSFER_HOURS). */
  bankTransferHours: number;
}

export const DEFAULT_UNPAID_ORDER_WINDOWS: Readonly<UnpaidOrderWindows> = {
  walletMinutes: 30,
  bankTransferHours: 72,
};

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number) {
  const text = env[name];
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${text}"`);
  }
  return value;
}

/**
 * The windows from UNPAID_WALLET_ORDER_MINUTES (5 to 10080; a shopper needs a few minutes on the
 * wallet's approval page) and UNPAID_BANK_TRANSFER_HOURS (1 to 2160). Read by the config at start
 * and by the bank-transfer details, which tell the shopper the day to pay by.
 */
export function unpaidOrderWindowsFrom(env: NodeJS.ProcessEnv = process.env): UnpaidOrderWindows {
  return {
    walletMinutes: wholeNumber(
      env,
      'UNPAID_WALLET_ORDER_MINUTES',
      DEFAULT_UNPAID_ORDER_WINDOWS.walletMinutes,
      5,
      10_080,
    ),
    bankTransferHours: wholeNumber(
      env,
      'UNPAID_BANK_TRANSFER_HOURS',
      DEFAULT_UNPAID_ORDER_WINDOWS.bankTransferHours,
      1,
      2_160,
    ),
  };
}
