import { addressesApi, useGetAddressesQuery } from '@bookshop/api-client';
import { TOKEN_INVALID_ERROR } from '@bookshop/domain';
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ayesha, fakeServer } from '../../test/app-test-utils';
import { makeStore } from '../store';
import { initialSessionState } from './session-slice';
import { ensureGuestToken, logOut, sessionStarted } from './session-thunks';
import { useLogout } from './use-logout';
import { useRequireLogin } from './use-require-login';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function loggedInStore() {
  return makeStore({
    session: { ...initialSessionState, user: ayesha, token: 'user-token', guestToken: 'guest-1' },
  });
}

describe('sessionStarted', () => {
  it('stores user and token, persists them, and drops data cached as the guest', async () => {
    fakeServer({ 'GET /api/addresses': { body: { data: { addresses: [] } } } });
    const store = makeStore({ session: { ...initialSessionState, guestToken: 'guest-1' } });
    await store.dispatch(addressesApi.endpoints.getAddresses.initiate(undefined, { subscribe: false }));
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
    store.dispatch(sessionStarted({ user: ayesha, token: 'user-1' }));
    expect(store.getState().session).toMatchObject({ user: ayesha, token: 'user-1', guestToken: 'guest-1' });
    expect(store.getState().api.queries).toEqual({});
    expect(JSON.parse(localStorage.getItem('bookshop.session') ?? '{}')).toMatchObject({ token: 'user-1' });
  });
});

describe('logOut', () => {
  it('revokes the token on the server, then clears user and token', async () => {
    const sent = fakeServer({ 'POST /api/auth/logout': { body: { success: true } } });
    const store = loggedInStore();
    await store.dispatch(logOut());
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/logout',
      authorization: 'Bearer user-token',
    });
    expect(store.getState().session).toEqual({ user: null, token: null, guestToken: 'guest-1' });
  });

  it('logs out here even when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const store = loggedInStore();
    await store.dispatch(logOut());
    expect(store.getState().session.token).toBeNull();
  });
});

describe('ensureGuestToken', () => {
  it('asks the server once for a guest token and keeps it', async () => {
    const sent = fakeServer({
      'POST /api/auth/guest': { status: 201, body: { data: { token: 'guest-new' } } },
    });
    const store = makeStore({ session: initialSessionState });
    const [first, second] = await Promise.all([
      store.dispatch(ensureGuestToken()),
      store.dispatch(ensureGuestToken()),
    ]);
    expect([first, second]).toEqual(['guest-new', 'guest-new']);
    expect(sent).toHaveLength(1);
    expect(store.getState().session.guestToken).toBe('guest-new');
    expect(await store.dispatch(ensureGuestToken())).toBe('guest-new');
    expect(sent).toHaveLength(1);
  });

  it('gives the user token when logged in, and null when the server fails', async () => {
    fakeServer({ 'POST /api/auth/guest': { status: 503, body: { error: 'Down' } } });
    expect(await loggedInStore().dispatch(ensureGuestToken())).toBe('user-token');
    const guest = makeStore({ session: initialSessionState });
    expect(await guest.dispatch(ensureGuestToken())).toBeNull();
    expect(guest.getState().session.guestToken).toBeNull();
  });
});

describe('the session seam in the store', () => {
  it('renews an expired guest token, keeps the new one and retries the call with it', async () => {
    const sent = fakeServer({
      'POST /api/auth/guest': { status: 201, body: { data: { token: 'guest-new' } } },
      'GET /api/addresses': (request) =>
        request.authorization === 'Bearer guest-new'
          ? { body: { data: { addresses: [] } } }
          : { status: 401, body: { error: TOKEN_INVALID_ERROR } },
    });
    const store = makeStore({ session: { ...initialSessionState, guestToken: 'guest-old' } });
    const result = await store.dispatch(addressesApi.endpoints.getAddresses.initiate());
    expect(result.data).toEqual([]);
    expect(store.getState().session.guestToken).toBe('guest-new');
    expect(sent.map((r) => `${r.method} ${r.path} ${r.authorization}`)).toEqual([
      'GET /api/addresses Bearer guest-old',
      'POST /api/auth/guest null',
      'GET /api/addresses Bearer guest-new',
    ]);
  });

  it('forgets a user whose token the server refuses, keeping the guest token', async () => {
    fakeServer({ 'GET /api/addresses': { status: 401, body: { error: TOKEN_INVALID_ERROR } } });
    const store = loggedInStore();
    await store.dispatch(addressesApi.endpoints.getAddresses.initiate());
    expect(store.getState().session).toEqual({ user: null, token: null, guestToken: 'guest-1' });
  });
});

function LogoutProbe() {
  const logout = useLogout();
  const { pathname } = useLocation();
  const addresses = useGetAddressesQuery();
  return (
    <>
      <output aria-label="Current page">{pathname}</output>
      <output aria-label="Addresses">{addresses.isSuccess ? 'loaded' : 'pending'}</output>
      <button type="button" onClick={() => void logout()}>
        Log Out
      </button>
    </>
  );
}

function renderAt(path: string, store = loggedInStore()) {
  const router = createMemoryRouter([{ path: '*', element: <LogoutProbe /> }], { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return store;
}

describe('useLogout', () => {
  it('goes home, and fetches the page’s data again as the guest 100 ms later', async () => {
    const sent = fakeServer({
      'POST /api/auth/logout': { body: { success: true } },
      'GET /api/addresses': { body: { data: { addresses: [] } } },
    });
    renderAt('/orders');
    await screen.findByText('loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current page' })).toHaveTextContent(/^\/$/),
    );
    const reads = () => sent.filter((s) => s.path === '/api/addresses');
    await waitFor(() => expect(reads().length).toBeGreaterThanOrEqual(3));
    expect(reads()[0]?.authorization).toBe('Bearer user-token');
    expect(reads().at(-1)?.authorization).toBe('Bearer guest-1');
  });

  it('stays on the home page when already there', async () => {
    fakeServer({
      'POST /api/auth/logout': { body: { success: true } },
      'GET /api/addresses': { body: { data: { addresses: [] } } },
    });
    const store = renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(store.getState().session.user).toBeNull());
    expect(screen.getByRole('status', { name: 'Current page' })).toHaveTextContent(/^\/$/);
  });
});

describe('useRequireLogin', () => {
  function wrapperFor(store: ReturnType<typeof makeStore>) {
    return ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  }

  it('shows a guest the login dialog instead', () => {
    const store = makeStore({ session: initialSessionState });
    const action = vi.fn();
    const { result } = renderHook(() => useRequireLogin(), { wrapper: wrapperFor(store) });
    result.current(action);
    expect(action).not.toHaveBeenCalled();
    expect(store.getState().dialogs.open).toBe('login');
  });

  it('lets a logged-in user through', () => {
    const store = loggedInStore();
    const action = vi.fn();
    const { result } = renderHook(() => useRequireLogin(), { wrapper: wrapperFor(store) });
    result.current(action);
    expect(action).toHaveBeenCalled();
    expect(store.getState().dialogs.open).toBeNull();
  });
});
