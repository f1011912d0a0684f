import { DEFAULT_DELIVERY_AREAS, type DeliveryAreas } from '@bookshop/domain';

/**
 * The cities stationery and art supplies are delivered to, from STATIONERY_CITIES: city names
 * separated by commas, as the address form's city list spells them (default "Lahore", the spec's
 * 'Currently Only Lahore'); `*` delivers them wherever books go. Books are never limited.
 */
export function deliveryAreasFrom(env: NodeJS.ProcessEnv = process.env): DeliveryAreas {
  const text = env.STATIONERY_CITIES;
  if (text === undefined || text.trim() === '') return DEFAULT_DELIVERY_AREAS;
  if (text.trim() === '*') return {};
  const cities = [...new Set(text.split(',').map((city) => city.trim()))].filter((city) => city !== '');
  if (cities.length === 0 || cities.some((city) => !/^[\p{L}][\p{L} .'-]{0,59}$/u.test(city))) {
    throw new Error(
      `STATIONERY_CITIES must be city names separated by commas (such as "Lahore, Islamabad") or *, got "${text}"`,
    );
  }
  return { stationery: cities };
}
