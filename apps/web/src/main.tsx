import '@bookshop/ui/styles.css';
import './styles.css';
// Styles of pages the server renders from a lazy route: in the first stylesheet, so the page is
// laid out as it arrives, not again (a shift) once the route's own chunk and its CSS load.
import './features/cart/cart.css';
import './features/checkout/checkout.css';
import './features/checkout/gift-card-redeem.css';
import './features/orders/orders.css';
import { apiStateHydrated } from '@bookshop/api-client';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { loadCatalogue, pageLanguage, routerBasename } from './app/i18n/page-language';
import { AppProvider } from './app/provider';
import { createAppRouter, createRoutes } from './app/router';
import { takeEarlyInput } from './app/ssr/early-input';
import { holdHydratedCart, ReleaseAfterMount } from './app/ssr/hold-hydrated-queries';
import { loadLazyRoutes } from './app/ssr/load-lazy-routes';
import { readSsrPayload } from './app/ssr/ssr-payload';
import { makeStore } from './app/store';
import { releaseUrduFont } from './app/urdu-font-later';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * A public page arrives rendered by the server (entry-server.tsx) with its data: the store takes
 * that data and the page hydrates without fetching it again. The store also holds the shopper's
 * stored session, which the server never saw, so hydration reads the server's state
 * (`serverState`) and the page updates to the shopper's own state right after. A shopper's own
 * pages arrive as the bare shell and render here.
 */
/**
 * Lets the browser paint and handle input between the steps of starting up: evaluating the
 * modules, filling the store and hydrating would otherwise be one task of a few hundred
 * milliseconds on a phone, during which a tap waits.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(root: HTMLElement) {
  // The page's language is in its address; its catalogue (and only its) loads beside the app.
  const language = pageLanguage(window.location.pathname);
  const basename = routerBasename(language);
  const catalogueLoaded = loadCatalogue(language);
  await yieldToBrowser();
  const store = makeStore(undefined, { language });
  const payload = readSsrPayload(document);
  if (!payload) {
    await catalogueLoaded;
    // A page without its data renders afresh, over anything the server drew: nothing to replay,
    // but the early-input script, if the page has it, must stop holding clicks back.
    takeEarlyInput(root);
    createRoot(root).render(
      <StrictMode>
        <AppProvider store={store} language={language}>
          <RouterProvider router={createAppRouter(createRoutes(), undefined, basename)} />
        </AppProvider>
      </StrictMode>,
    );
    releaseUrduFont();
    return;
  }
  store.dispatch(apiStateHydrated(payload.state.api));
  const releaseCart = holdHydratedCart(store, payload.state.api);
  // What hydration reads: the server's session (it never knew the shopper's) and, for everything
  // else, the store's own objects. Were it the payload's copy throughout, every component reading
  // the API's data would see new objects once hydrated and render the whole page again at once,
  // a long task of its own; this way only what reads the session may change.
  // The checkout's state too: the server drew an open checkout from its initial state, where this
  // tab may hold a guest's e-mail typed before a reload; the box fills in right after hydration.
  const serverState = {
    ...store.getState(),
    session: payload.state.session,
    checkout: payload.state.checkout,
  };
  const routes = createRoutes();
  await Promise.all([loadLazyRoutes(routes, window.location.pathname, basename), catalogueLoaded]);
  await yieldToBrowser();
  // Taps and typing from before this moment, put back once hydrated (early-input.ts).
  const replayEarlyInput = takeEarlyInput(root);
  const afterHydration = () => {
    releaseCart();
    void replayEarlyInput();
    releaseUrduFont();
  };
  // Hydrating as a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page (a long task of 400-600 ms on a mid-range phone):
  // the page is already on screen, and a tap meanwhile is handled first.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProvider store={store} serverState={serverState} language={language}>
          <ReleaseAfterMount release={afterHydration}>
            <RouterProvider router={createAppRouter(routes, payload.router, basename)} />
          </ReleaseAfterMount>
        </AppProvider>
      </StrictMode>,
    );
  });
}

void start(container);
