import '@bookshop/ui/styles.css';
import './styles.css';
import { apiStateHydrated } from '@bookshop/api-client';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createAppRouter, createRoutes } from './app/router';
import { loadLazyRoutes } from './app/ssr/load-lazy-routes';
import { readSsrPayload } from './app/ssr/ssr-payload';
import { makeStore } from './app/store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * A public page arrives rendered by the server (entry-server.tsx) with its data: the store takes
 * that data and the page hydrates without fetching it again. The store also holds the shopper's
 * stored session, which the server never saw, so hydration reads the server's state
 * (`serverState`) and the page updates to the shopper's own state right after. A shopper's own
 * pages arrive as the bare shell and render here.
 */
async function start(root: HTMLElement) {
  const store = makeStore();
  const payload = readSsrPayload(document);
  if (!payload) {
    createRoot(root).render(
      <StrictMode>
        <AppProvider store={store}>
          <RouterProvider router={createAppRouter(createRoutes())} />
        </AppProvider>
      </StrictMode>,
    );
    return;
  }
  store.dispatch(apiStateHydrated(payload.state.api));
  const routes = createRoutes();
  await loadLazyRoutes(routes, window.location.pathname);
  hydrateRoot(
    root,
    <StrictMode>
      <AppProvider store={store} serverState={payload.state}>
        <RouterProvider router={createAppRouter(routes, payload.router)} />
      </AppProvider>
    </StrictMode>,
  );
}

void start(container);
