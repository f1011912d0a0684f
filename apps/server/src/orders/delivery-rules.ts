import {
  DEFAULT_DELIVERY_RULES,
  DEFAULT_RETURN_DAYS,
  type DeliveryRules,
  parseWorkingDaySpan,
} from '@bookshop/domain';

/**
 * The shop's delivery promises from its environment, read as bank-transfer.ts reads its
 * settings (so every place that reads an order, in whatever transaction, gives the same
 * estimate); config.ts reads them at start, so a bad value stops the shop there:
 * - DELIVERY_LOCAL_CITIES: comma list, default Lahore;
 * - DELIVERY_DAYS_LOCAL (default 1-2), DELIVERY_DAYS_OTHER (3-5): working days on the road;
 * - DISPATCH_DAYS_ON_DEMAND (5-10), DISPATCH_DAYS_PRE_ORDER (10-20): working days before an
 *   on-demand or pre-order book without a date of its own leaves the shop;
 * - DELIVERY_HOLIDAYS: comma list of YYYY-MM-DD days without dispatch or delivery.
 *
 * @throws Error naming the setting for a value it cannot read.
 */
export function deliveryRulesFrom(env: NodeJS.ProcessEnv = process.env): DeliveryRules {
  const span = (name: string, fallback: readonly [number, number]) => {
    const text = env[name];
    return text === undefined || text.trim() === '' ? fallback : parseWorkingDaySpan(name, text);
  };
  const list = (name: string) =>
    (env[name] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
  const cities = list('DELIVERY_LOCAL_CITIES');
  const holidays = list('DELIVERY_HOLIDAYS');
  for (const day of holidays) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day))) {
      throw new Error(`DELIVERY_HOLIDAYS must be days such as 2025-08-14, got "${day}"`);
    }
  }
  return {
    ...DEFAULT_DELIVERY_RULES,
    localCities: cities.length > 0 ? cities : DEFAULT_DELIVERY_RULES.localCities,
    localDays: span('DELIVERY_DAYS_LOCAL', DEFAULT_DELIVERY_RULES.localDays),
    otherDays: span('DELIVERY_DAYS_OTHER', DEFAULT_DELIVERY_RULES.otherDays),
    onDemandDispatchDays: span('DISPATCH_DAYS_ON_DEMAND', DEFAULT_DELIVERY_RULES.onDemandDispatchDays),
    preOrderDispatchDays: span('DISPATCH_DAYS_PRE_ORDER', DEFAULT_DELIVERY_RULES.preOrderDispatchDays),
    holidays,
  };
}

let cached: { env: NodeJS.ProcessEnv; rules: DeliveryRules } | null = null;

/** The rules of this process's environment, read once. */
export function shopDeliveryRules(): DeliveryRules {
  if (cached?.env !== process.env) cached = { env: process.env, rules: deliveryRulesFrom(process.env) };
  return cached.rules;
}

/** RETURN_DAYS: days after delivery a return may be asked for (1 to 365, default 7). */
export function returnDaysFrom(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.RETURN_DAYS;
  if (text === undefined || text.trim() === '') return DEFAULT_RETURN_DAYS;
  const days = Number(text);
  if (!Number.isInteger(days) || days < 1 || days > 365) {
    throw new Error(`RETURN_DAYS must be a whole number from 1 to 365, got "${text}"`);
  }
  return days;
}
