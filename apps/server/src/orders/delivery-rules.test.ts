import { DEFAULT_DELIVERY_RULES } from '@bookshop/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { deliveryRulesFrom, returnDaysFrom } from './delivery-rules.js';
import { orderLinkSettingsFrom } from './order-links.js';

describe('the after-order settings', () => {
  it('default to Lahore 1-2 working days, elsewhere 3-5, returns within 7 days, links for 90 days', () => {
    expect(deliveryRulesFrom({})).toEqual(DEFAULT_DELIVERY_RULES);
    expect(returnDaysFrom({})).toBe(7);
    expect(orderLinkSettingsFrom({})).toEqual({ secret: null, days: 90 });
  });

  it('read the shop configuration', () => {
    const rules = deliveryRulesFrom({
      DELIVERY_LOCAL_CITIES: 'Lahore, Islamabad',
      DELIVERY_DAYS_LOCAL: '1',
      DELIVERY_DAYS_OTHER: '2-4',
      DISPATCH_DAYS_ON_DEMAND: '3-6',
      DELIVERY_HOLIDAYS: '2025-08-14',
    });
    expect(rules).toMatchObject({
      localCities: ['Lahore', 'Islamabad'],
      localDays: [1, 1],
      otherDays: [2, 4],
      onDemandDispatchDays: [3, 6],
      holidays: ['2025-08-14'],
    });
    expect(returnDaysFrom({ RETURN_DAYS: '14' })).toBe(14);
  });

  it('stop the shop at start with the setting named for a value they cannot read', () => {
    const base = { PORT: '3000' };
    expect(() => loadConfig({ ...base, DELIVERY_DAYS_OTHER: '5-3' })).toThrow(/DELIVERY_DAYS_OTHER/);
    expect(() => loadConfig({ ...base, DELIVERY_HOLIDAYS: '14 August' })).toThrow(/DELIVERY_HOLIDAYS/);
    expect(() => loadConfig({ ...base, RETURN_DAYS: '0' })).toThrow(/RETURN_DAYS/);
    expect(() => loadConfig({ ...base, ORDER_LINK_DAYS: 'ninety' })).toThrow(/ORDER_LINK_DAYS/);
    expect(() => loadConfig({ ...base, ORDER_LINK_SECRET: 'short' })).toThrow(/ORDER_LINK_SECRET/);
  });
});
