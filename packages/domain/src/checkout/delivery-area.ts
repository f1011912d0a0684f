import type { Address } from '../entities/address.js';
import type { ProductKind } from '../entities/book.js';

/**
 * The cities each kind of item is delivered to, from the shop's configuration (the server's
 * STATIONERY_CITIES). A kind that is not listed, or listed without cities, goes wherever the shop
 * delivers.
 */
export type DeliveryAreas = Readonly<Partial<Record<ProductKind, readonly string[]>>>;

/** Spec section 1: stationery and art supplies carry 'Currently Only Lahore'; books go everywhere. */
export const DEFAULT_DELIVERY_AREAS: DeliveryAreas = { stationery: ['Lahore'] };

/** What {@link deliveryAreaProblem} reads of a cart line. */
export interface DeliveryAreaLine {
  BOOK_TITLE: string;
  kind: ProductKind;
}

function sameCity(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');
}

/** "Lahore", "Lahore or Islamabad", "Lahore, Islamabad or Karachi". */
function orList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** `"A"`, `"A" and "B"`, `"A", "B" and "C"`. */
function andList(titles: readonly string[]): string {
  const quoted = titles.map((title) => `"${title}"`);
  if (quoted.length <= 1) return quoted[0] ?? '';
  return `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`;
}

/**
 * Why these lines cannot be delivered to this address, naming the items and the cities they go
 * to, or null when they all can. Used at the checkout's address step, by Place Order before it
 * calls the server, and by the server at placing (422 on `address_id`), so all three agree. An
 * address without a city is left to the address checks, which ask for the missing field.
 *
 * @example
 * deliveryAreaProblem([{ BOOK_TITLE: 'Sketchbook A4', kind: 'stationery' }], { City: 'Karachi' }, { stationery: ['Lahore'] })
 * // '"Sketchbook A4" can be delivered only to Lahore for now. Please choose an address in Lahore, or remove it from your cart.'
 * @example
 * deliveryAreaProblem([{ BOOK_TITLE: 'Dune', kind: 'book' }], { City: 'Karachi' }, { stationery: ['Lahore'] }) // null
 */
export function deliveryAreaProblem(
  lines: readonly Readonly<DeliveryAreaLine>[],
  address: Readonly<Pick<Address, 'City'>> | null | undefined,
  areas: DeliveryAreas,
): string | null {
  const city = address?.City?.trim();
  if (!city) return null;
  const problems: string[] = [];
  for (const [kind, cities] of Object.entries(areas) as [ProductKind, readonly string[] | undefined][]) {
    if (!cities || cities.length === 0 || cities.some((allowed) => sameCity(allowed, city))) continue;
    const titles = [...new Set(lines.filter((line) => line.kind === kind).map((line) => line.BOOK_TITLE))];
    if (titles.length === 0) continue;
    const them = titles.length === 1 ? 'it' : 'them';
    problems.push(
      `${andList(titles)} can be delivered only to ${orList(cities)} for now. Please choose an address in ${orList(cities)}, or remove ${them} from your cart.`,
    );
  }
  return problems.length > 0 ? problems.join(' ') : null;
}
