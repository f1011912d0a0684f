import { cartApi } from '@bookshop/api-client';
import { type ReactNode, useEffect } from 'react';
import type { AppStore } from '../store';

/** One held query: what RTK Query's `initiate` returns. */
interface Held {
  unsubscribe(): void;
}

/** A query entry of the api slice as the server's payload carries it. */
interface PayloadQuery {
  endpointName?: string;
  originalArgs?: unknown;
  status?: string;
}

/** Whether the page is hydrating with cart answers the server rendered (see isCartFromServer). */
let cartFromServer = false;

/**
 * True while the page hydrates with the cart the server rendered from the shopper's session: the
 * cart page takes that answer as fresh instead of fetching the same cart again on mount (it
 * fetches on every later visit). False again once the page's hooks have subscribed.
 */
export function isCartFromServer(): boolean {
  return cartFromServer;
}

/**
 * Keeps the cart answers a server-rendered cart page arrived with until the page has hydrated.
 * The cart is kept 0 s once nobody reads it, so RTK Query drops hydrated cart answers on the next
 * tick; the page would then hydrate, find no cart and show "Loading…" before fetching it again.
 * Holding them (a subscription that fetches nothing: the answer is there) lets the page's own
 * hooks take over; {@link ReleaseAfterMount} lets go once they have.
 */
export function holdHydratedCart(store: AppStore, apiState: unknown): () => void {
  const queries = (apiState as { queries?: Record<string, PayloadQuery | undefined> } | null)?.queries ?? {};
  const held: Held[] = [];
  for (const entry of Object.values(queries)) {
    if (entry?.status !== 'fulfilled') continue;
    if (entry.endpointName === 'getOrderCart') {
      const args = entry.originalArgs as Parameters<typeof cartApi.endpoints.getOrderCart.initiate>[0];
      held.push(store.dispatch(cartApi.endpoints.getOrderCart.initiate(args)));
    } else if (entry.endpointName === 'getCartCount') {
      held.push(store.dispatch(cartApi.endpoints.getCartCount.initiate()));
    }
  }
  cartFromServer = held.length > 0;
  return () => {
    cartFromServer = false;
    for (const one of held) one.unsubscribe();
  };
}

/**
 * Calls `release` once its children have mounted: a parent's effects run after all of its
 * children's, so the page's hooks have subscribed by then.
 */
export function ReleaseAfterMount({ release, children }: { release: () => void; children: ReactNode }) {
  useEffect(() => release(), [release]);
  return children;
}
