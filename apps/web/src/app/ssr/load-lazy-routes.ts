import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the code of the lazy routes an address matches and puts it on the route objects, as the
 * router would on navigation. Hydration needs it first: the server rendered those pages, and a
 * route still waiting for its code would render the loading fallback instead, a mismatch.
 */
export async function loadLazyRoutes(
  routes: RouteObject[],
  location: string,
  basename?: string,
): Promise<void> {
  const matches = matchRoutes(routes, location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** Route `handle` of pages that are a shopper's own: the server sends the shell, the browser renders them. */
export const CLIENT_ONLY = { clientOnly: true } as const;

/**
 * Route `handle` of a shopper's own page the server renders from their session cookie (the
 * cart): it is answered no-store and never kept for anyone else.
 */
export const SHOPPER_PAGE = { shopperPage: true } as const;

/** Whether the address is a page the server leaves to the browser. */
export function isClientOnly(routes: RouteObject[], location: string, basename?: string): boolean {
  return (matchRoutes(routes, location, basename) ?? []).some(
    ({ route }) => (route.handle as { clientOnly?: boolean } | undefined)?.clientOnly === true,
  );
}

/** Whether the address is a shopper's own page the server renders from their session. */
export function isShopperPage(routes: RouteObject[], location: string, basename?: string): boolean {
  return (matchRoutes(routes, location, basename) ?? []).some(
    ({ route }) => (route.handle as { shopperPage?: boolean } | undefined)?.shopperPage === true,
  );
}
