import { LinkProvider, useMessages } from '@bookshop/ui';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { SiteFooter } from '../features/shop/site-footer';
import { SiteHeader } from '../features/shop/site-header';
import { SiteMenuHost } from '../features/shop/site-menu-host';
import { RouterLink } from '../shared/router-link';
// Evaluated before main.tsx starts the app (see the module).
import { useHydrated } from './use-hydrated';

// Dialogs, toasts, the maintenance redirect: loaded once the page is hydrated (background-hosts.tsx).
const BackgroundHosts = lazy(() => import('./background-hosts'));

/**
 * The background hosts, from the render after hydration. A component of its own because that
 * render is synchronous (React re-renders whatever read `useHydrated` at once): here it is this
 * one line, where in the layout it was the whole header and its menus, a long task on a phone.
 */
function BackgroundHostsOnceHydrated() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <BackgroundHosts />
    </Suspense>
  ) : null;
}

/** Header, page and footer; the maintenance page shows neither header nor footer (spec). */
export function RootLayout() {
  const t = useMessages();
  const { pathname } = useLocation();
  const bare = pathname === paths.maintenance.pattern;
  return (
    <LinkProvider component={RouterLink}>
      {/* First in the tab order: past the header's 27 stops straight to the page (WCAG 2.4.1). */}
      <a href="#main" className="bk-skip-link">
        {t.format('shell.page.skipToMain')}
      </a>
      {bare ? null : <SiteHeader />}
      {/* tabIndex -1: the skip link moves focus here, not only the scroll position. */}
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      {bare ? null : <SiteFooter />}
      {bare ? null : <SiteMenuHost />}
      <BackgroundHostsOnceHydrated />
    </LinkProvider>
  );
}
