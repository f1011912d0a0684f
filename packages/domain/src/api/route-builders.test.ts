import { describe, expect, it } from 'vitest';
import { CATALOGUE_API_PATHS, CATALOGUE_MESSAGES } from './admin/catalogue-paths.js';
import { ADMIN_API_PATHS } from './admin/paths.js';
import { GIFT_CARD_API_PATHS } from './gift-cards.js';
import { ORDER_ACCESS_API } from './order-access.js';
import { SANDBOX_PROVIDER_PATHS } from './payments.js';

type Builder = string | ((...args: never[]) => string);

/** Every route of a table, a builder called with an id (numbers) or an awkward token (strings). */
function routesOf(table: Record<string, Builder>, arg: number | string): [string, string][] {
  return Object.entries(table).map(([name, route]) => [
    name,
    typeof route === 'string' ? route : (route as (a: number | string) => string)(arg),
  ]);
}

const tables = {
  CATALOGUE_API_PATHS: { table: CATALOGUE_API_PATHS, prefix: '/api/admin/catalogue/', arg: 4217 },
  ADMIN_API_PATHS: { table: ADMIN_API_PATHS as Record<string, Builder>, prefix: '/api/admin/', arg: 4217 },
  ORDER_ACCESS_API: { table: ORDER_ACCESS_API, prefix: '/api/orders/', arg: 4217 },
};

describe('API route tables', () => {
  for (const [name, { table, prefix, arg }] of Object.entries(tables)) {
    it(`${name}: every route is an absolute path under ${prefix}, and a builder puts its id in it`, () => {
      for (const [route, path] of routesOf(table, arg)) {
        expect(path, route).toMatch(new RegExp(`^${prefix.replace(/\//g, '\\/')}`));
        expect(path, route).not.toMatch(/\/\/|undefined|NaN|\s/);
        const built = (table as Record<string, Builder>)[route];
        if (typeof built === 'function') expect(path, route).toContain(String(arg));
      }
    });
  }

  it('builders that take a token or provider id percent-encode it, so it cannot change the path', () => {
    const awkward = 'a/b?c=d&e#f';
    const encoded = encodeURIComponent(awkward);
    expect(ORDER_ACCESS_API.byLink(awkward)).toBe(`/api/orders/by-link?token=${encoded}`);
    expect(ORDER_ACCESS_API.invoicePdf(7, awkward)).toBe(`/api/orders/7/invoice.pdf?token=${encoded}`);
    expect(ORDER_ACCESS_API.invoicePdf(7)).toBe('/api/orders/7/invoice.pdf');
    expect(SANDBOX_PROVIDER_PATHS.confirmIntent(awkward)).toBe(
      `/sandbox-provider/v1/intents/${encoded}/confirm`,
    );
    expect(SANDBOX_PROVIDER_PATHS.walletApproval(awkward)).toBe(`/sandbox-provider/v1/wallet/${encoded}`);
    expect(GIFT_CARD_API_PATHS.receipt(awkward)).toBe(`/api/gift-cards/receipt?receipt=${encoded}`);
  });

  it('the catalogue desk names the book that already has an ISBN and the columns a CSV lacks', () => {
    expect(CATALOGUE_MESSAGES.isbnTaken('Aangan', 12)).toBe(
      'Another book already has this ISBN: "Aangan" (id 12).',
    );
    expect(CATALOGUE_MESSAGES.csvHeader(['isbn', 'price'])).toBe(
      "The file's first line must name the columns; missing: isbn, price.",
    );
  });
});
