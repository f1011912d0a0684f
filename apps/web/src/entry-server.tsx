import { baseApi } from '@bookshop/api-client';
import type { MeResponse, User } from '@bookshop/domain';
// The server renders pages in every language: both catalogues are registered.
import '@bookshop/i18n';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { pageLanguage, routerBasename } from './app/i18n/page-language';
import { AppProvider } from './app/provider';
import { createRouteLoaders } from './app/route-data';
import { createRoutes } from './app/router';
import { initialSessionState, type SessionState } from './app/session/session-slice';
import { isClientOnly, isShopperPage } from './app/ssr/load-lazy-routes';
import { ssrPayloadElement } from './app/ssr/ssr-payload';
import { makeStore } from './app/store';

/*
 * The server's way into the web app (Vite's SSR build, loaded by apps/server/src/web). It renders
 * a public page with the same routes, store and components the browser uses; the browser then
 * hydrates it (main.tsx). Public pages know no shopper: they are the same for everyone. The cart
 * (a `SHOPPER_PAGE`) is rendered from the shopper's session cookie, which the server hands over
 * as `sessionToken`; the token itself never goes into the page.
 */

/** What the server hands over to render one page. */
export interface RenderRequest {
  /** Path and query of the page, e.g. `/search?keyword=ghalib`. */
  url: string;
  /** The page request's headers worth passing to the API (the host, for the site status). */
  headers: Record<string, string>;
  /** Answers the page's API calls from the server's own handlers, in process. */
  fetch: typeof fetch;
  /** The shopper's token from their session cookie, or null; read for a shopper's own page only. */
  sessionToken?: string | null;
}

export type RenderResult =
  /**
   * The page: HTML for inside `#root`, and the data block to put after it. `private`: a shopper's
   * own page, never to be kept or sent to anyone else.
   */
  | { kind: 'page'; status: number; appHtml: string; payloadHtml: string; private?: boolean }
  /** A loader redirected. */
  | { kind: 'redirect'; status: number; location: string }
  /** A shopper's own page: send the shell, the browser renders it. */
  | { kind: 'shell' };

/**
 * The session as the page carries it to the browser: whether there was a token, never the token
 * (hydration only needs to render what the server rendered; the browser has its own token).
 */
function sessionForPage(session: SessionState): SessionState {
  return {
    user: session.user,
    token: session.token === null ? null : SESSION_ON_SERVER,
    guestToken: session.guestToken === null ? null : SESSION_ON_SERVER,
  };
}

/**
 * The account a session token signs in, or null for a guest's token (or one refused). A shopper's
 * page is drawn as theirs, the header's account menu and the open checkout's read-only e-mail,
 * so the browser, which knows the user, hydrates the same page instead of redrawing it. Asked
 * apart from the store: a refused token there would end the session the cart is rendered from.
 */
async function accountOf(token: string, fetch: typeof globalThis.fetch): Promise<User | null> {
  try {
    const answer = await fetch(
      new Request('http://localhost/api/auth/me', { headers: { authorization: `Bearer ${token}` } }),
    );
    if (!answer.ok) return null;
    return ((await answer.json()) as MeResponse).data.user;
  } catch {
    // Not knowing whose it is leaves the page a guest's; the browser draws the user after.
    return null;
  }
}

/** Stands in for a token in a rendered page's data. */
const SESSION_ON_SERVER = 'rendered-with-session';

export async function render({ url, headers, fetch, sessionToken }: RenderRequest): Promise<RenderResult> {
  // `/ur/...` is the Urdu page of the same route: its router's basename is the language's prefix.
  const language = pageLanguage(url.split('?')[0] ?? '/');
  const basename = routerBasename(language);
  const shopperPage = isShopperPage(createRoutes(), url, basename);
  // A token held as a user's: a refused one is then forgotten (an empty cart), never replaced by a
  // new guest token made on the server.
  const session =
    shopperPage && sessionToken
      ? { ...initialSessionState, token: sessionToken, user: await accountOf(sessionToken, fetch) }
      : initialSessionState;
  const store = makeStore({ session }, { fetch, language });
  const routes = createRoutes(createRouteLoaders(store));
  if (isClientOnly(routes, url, basename)) return { kind: 'shell' };

  const { query, dataRoutes } = createStaticHandler(routes, basename ? { basename } : {});
  const request = new Request(new URL(url, 'http://localhost'), { headers });
  const context = await query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }

  // A loader that threw is a bug, not a page: the browser gets the shell and tries on its own.
  if (context.errors) return { kind: 'shell' };

  const router = createStaticRouter(dataRoutes, context);
  const appHtml = renderToString(
    <StrictMode>
      <AppProvider store={store} language={language}>
        {/* No hydration script of its own: the payload below carries the router's data too. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  const payloadHtml = ssrPayloadElement({
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    state: { ...store.getState(), session: sessionForPage(store.getState().session) },
  });
  // Drops the store's cache timers, so nothing keeps this page's store alive after the answer.
  store.dispatch(baseApi.util.resetApiState());
  return {
    kind: 'page',
    status: context.statusCode,
    appHtml,
    payloadHtml,
    ...(shopperPage ? { private: true } : {}),
  };
}
