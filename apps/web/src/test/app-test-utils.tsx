import type { Address, User } from '@bookshop/domain';
import type { Language } from '@bookshop/i18n/core';
import { MessagesProvider } from '@bookshop/ui';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import countries from '../../public/data/countries.json';
import states from '../../public/data/states.json';
import { DialogHost } from '../app/dialogs/dialog-host';
import { type DialogName, dialogsSlice } from '../app/dialogs/dialogs-slice';
import { SiteToaster } from '../app/dialogs/site-toaster';
import { initialSessionState, type SessionState } from '../app/session/session-slice';
import { makeStore, type RootState } from '../app/store';
import { ResetPasswordLink } from '../features/account/reset-password-link';

// Dialogs load lazily and validate asynchronously; on a busy machine that can take over a second.
configure({ asyncUtilTimeout: 4000 });

export const ayesha: User = {
  id: 7,
  name: 'Ayesha Khan',
  first_name: 'Ayesha',
  last_name: 'Khan',
  email: 'ayesha@example.pk',
  phone: '+923001234567',
  country: 'Pakistan',
};

export const homeAddress: Address = {
  id: 31,
  Name: 'Ayesha Khan',
  Phone: '+923001234567',
  Address: '12 Mall Road',
  City: 'Lahore',
  Province: 'Punjab',
  Country: 'Pakistan',
  PostCode: '54000',
};

/** A request as the fake server saw it. */
export interface SentRequest {
  method: string;
  path: string;
  url: URL;
  authorization: string | null;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
}

/** A reply, or a function giving one (a promise of one holds the answer back until it settles). */
type Handler = FakeReply | ((request: SentRequest) => FakeReply | Promise<FakeReply>);

const cityFiles = import.meta.glob<unknown>('../../public/data/cities-*.json', {
  eager: true,
  import: 'default',
});

const staticFiles: Record<string, unknown> = {
  '/data/countries.json': countries,
  '/data/states.json': states,
  ...Object.fromEntries(
    Object.entries(cityFiles).map(([path, data]) => [path.replace('../../public', ''), data]),
  ),
};

/**
 * Stands in for the shop's server: answers `'METHOD /path'` keys (and the static data files) and
 * records every call. Anything else is a 404, so a test notices a call it did not expect.
 */
export function fakeServer(handlers: Record<string, Handler>) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.text();
      const seen: SentRequest = {
        method: request.method,
        path: url.pathname,
        url,
        authorization: request.headers.get('authorization'),
        body: text ? JSON.parse(text) : undefined,
      };
      const file = staticFiles[url.pathname];
      if (file) return Response.json(file);
      sent.push(seen);
      const handler = handlers[`${seen.method} ${seen.path}`];
      const reply = typeof handler === 'function' ? await handler(seen) : handler;
      if (!reply) return Response.json({ error: 'Not found' }, { status: 404 });
      return Response.json(reply.body ?? { success: true }, { status: reply.status ?? 200 });
    }),
  );
  return sent;
}

/** Where the router is, for tests that follow a navigation. */
export function CurrentPage() {
  const location = useLocation();
  return <output aria-label="Current page">{location.pathname + location.search}</output>;
}

/** Who is shopping: a guest with a token, Ayesha logged in, or nobody yet (no token at all). */
export type Shopper = 'guest' | 'user' | 'nobody';

/** The session of that shopper, as the store starts with it. */
export function sessionOf(who: Shopper): SessionState {
  return {
    ...initialSessionState,
    user: who === 'user' ? ayesha : null,
    token: who === 'user' ? 'user-token' : null,
    guestToken: who === 'guest' ? 'guest-token' : null,
  };
}

export interface RenderInAppOptions {
  /** Where the router starts. */
  path: string;
  /** The pages under test. */
  routes: RouteObject[];
  /** The store's starting state. */
  state?: Partial<RootState>;
  /** More of the app's hosts beside the page, ahead of its dialogs and toaster (e.g. CheckoutHost). */
  hosts?: ReactNode;
  /** The page's language, as AppProvider gives it; English when not given. */
  language?: Language;
}

/**
 * Pages in a real store and memory router, with the app's dialogs and toaster beside them as the
 * app's layout has them, so a test sees the toasts and dialogs its page raises.
 */
export function renderInApp({ path, routes, state, hosts, language = 'en' }: RenderInAppOptions) {
  const store = makeStore(state);
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            {hosts}
            <DialogHost />
            <SiteToaster />
          </>
        ),
        children: routes,
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <MessagesProvider language={language}>
        <RouterProvider router={router} />
      </MessagesProvider>
    </Provider>,
  );
  return { store, router };
}

/**
 * One public page as a guest sees it: the server's answers (fakeServer) and the page at `path`,
 * routed by `pattern`, in the app (renderInApp). Gives what fakeServer records.
 */
export function renderGuestPage({
  answers,
  path,
  pattern,
  page,
  language = 'en',
}: {
  answers: Record<string, Handler>;
  path: string;
  pattern: string;
  page: ReactNode;
  language?: Language;
}) {
  const sent = fakeServer(answers);
  renderInApp({
    path,
    language,
    state: { session: sessionOf('guest') },
    routes: [{ path: pattern, element: page }],
  });
  return sent;
}

export interface RenderOptions {
  path?: string;
  user?: User | null;
  guestToken?: string | null;
  dialog?: DialogName | null;
  state?: Partial<RootState>;
  language?: Language;
}

/** The dialogs and toaster of the app over an empty page, with a real store and router. */
export function renderAccount({
  path = '/',
  user = null,
  guestToken = null,
  dialog = null,
  state,
  language,
}: RenderOptions = {}) {
  return renderInApp({
    path,
    language,
    state: {
      session: { ...initialSessionState, user, token: user ? 'user-token' : null, guestToken },
      dialogs: { ...dialogsSlice.getInitialState(), open: dialog },
      ...state,
    },
    hosts: <ResetPasswordLink />,
    routes: [{ path: '*', element: <CurrentPage /> }],
  });
}
