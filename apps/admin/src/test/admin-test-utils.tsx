import type { StaffMember, StaffRole } from '@bookshop/domain';
import { LinkProvider } from '@bookshop/ui';
import { configure, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createRoutes } from '../app/router';
import { initialStaffSessionState, type StaffSessionState } from '../app/session/staff-session-slice';
import { makeStore } from '../app/store';
import { RouterLink } from '../shared/router-link';

// Pages load lazily; on a busy machine that can take over a second.
configure({ asyncUtilTimeout: 4000 });

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

type Handler = FakeReply | ((request: SentRequest) => FakeReply);

/**
 * Stands in for the shop's server: answers `'METHOD /path'` keys and records every call.
 * Anything else is a 404, so a test notices a call it did not expect.
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
      sent.push(seen);
      const handler = handlers[`${seen.method} ${seen.path}`];
      const reply = typeof handler === 'function' ? handler(seen) : handler;
      if (!reply) return Response.json({ error: 'Not found' }, { status: 404 });
      return Response.json(reply.body ?? { success: true }, { status: reply.status ?? 200 });
    }),
  );
  return sent;
}

export function staffMember(role: StaffRole, overrides: Partial<StaffMember> = {}): StaffMember {
  return {
    id: role === 'owner' ? 1 : role === 'orders' ? 2 : 3,
    email: `${role}@bookshop.pk`,
    role,
    state: 'active',
    totp_enrolled: true,
    created_at: '2026-11-01T09:00:00.000Z',
    last_sign_in_at: '2026-11-25T09:00:00.000Z',
    ...overrides,
  };
}

/** The session of a signed-in staff member of that role, or nobody. */
export function sessionOf(role: StaffRole | null): StaffSessionState {
  if (!role) return initialStaffSessionState;
  return {
    token: `${role}-token`,
    staff: staffMember(role),
    expiresAt: '2099-01-01T00:00:00.000Z',
    ended: false,
  };
}

/** The answers every signed-in page gets besides its own: who is signed in, and the dashboard. */
export function shellHandlers(role: StaffRole = 'owner'): Record<string, Handler> {
  return {
    'GET /api/admin/auth/me': {
      body: { data: { staff: staffMember(role), expires_at: '2099-01-01T00:00:00.000Z', idle_minutes: 30 } },
    },
    'GET /api/admin/dashboard': { body: { data: dashboardData() } },
  };
}

export function dashboardData() {
  return {
    at: '2026-11-25T09:00:00.000Z',
    today: { orders: 4, revenue: 5200 },
    week: { orders: 31, revenue: 48250 },
    waiting: { confirm_cod: 3, transfer_received: 1, processing: 2, ship: 0, deliver: 5, cancel_demands: 2 },
    payments_pending: { orders: 2, amount: 3100 },
    low_stock: {
      threshold: 3,
      books: [
        { Book_Id: 7, BOOK_TITLE: 'Moth Smoke', authorName: 'Mohsin Hamid', stock: 2 },
        { Book_Id: 9, BOOK_TITLE: 'Aangan', authorName: 'Khadija Mastoor', stock: 0 },
      ],
    },
  };
}

/** The back office's real routes in a memory router and a real store, starting at `path`. */
export function renderAdmin(
  path: string,
  role: StaffRole | null = 'owner',
  session?: Partial<StaffSessionState>,
) {
  const store = makeStore({ staffSession: { ...sessionOf(role), ...session } });
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const { unmount } = render(
    <Provider store={store}>
      <LinkProvider component={RouterLink}>
        <RouterProvider router={router} />
      </LinkProvider>
    </Provider>,
  );
  /** The address the router shows now. */
  const where = () => router.state.location.pathname + router.state.location.search;
  return { store, router, where, unmount };
}
