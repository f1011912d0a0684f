import type { AdminBook, AdminBookRow, AdminCategoryNode, StaffRole } from '@bookshop/domain';
import { LinkProvider } from '@bookshop/ui';
import { configure, type RenderResult, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { type AppStore, makeStore } from '../../../app/store';
import { RouterLink } from '../../../shared/router-link';
import { CATALOGUE_ROUTES } from '../catalogue-routes';

// Pages load lazily; on a busy machine that can take over a second.
configure({ asyncUtilTimeout: 4000 });

/** A file field of a multipart request, as the fake server read it. */
export interface SentFile {
  name: string;
  type: string;
  size: number;
  text: string;
}

/** A request as the fake server saw it: JSON bodies parsed, multipart bodies read field by field. */
export interface SentRequest {
  method: string;
  path: string;
  url: URL;
  authorization: string | null;
  body: unknown;
  files: Record<string, SentFile>;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
}

type Handler = FakeReply | ((request: SentRequest) => FakeReply);

/**
 * Stands in for the shop's server: answers `'METHOD /path'` keys, reads JSON and multipart bodies
 * and records every call. Anything else is a 404, so a test notices a call it did not expect.
 */
export function fakeServer(handlers: Record<string, Handler>) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const type = request.headers.get('content-type') ?? '';
      let body: unknown;
      const files: Record<string, SentFile> = {};
      if (type.startsWith('multipart/form-data')) {
        const form = await request.formData();
        const fields: Record<string, string> = {};
        for (const [key, value] of form.entries()) {
          if (typeof value === 'string') fields[key] = value;
          else
            files[key] = { name: value.name, type: value.type, size: value.size, text: await value.text() };
        }
        body = fields;
      } else if (request.method !== 'GET') {
        const text = await request.text();
        body = text ? JSON.parse(text) : undefined;
      }
      const seen: SentRequest = {
        method: request.method,
        path: url.pathname,
        url,
        authorization: request.headers.get('authorization'),
        body,
        files,
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

export interface RenderedCatalogue extends RenderResult {
  store: AppStore;
  router: ReturnType<typeof createMemoryRouter>;
  /** The address the router shows now. */
  where: () => string;
}

/** The catalogue desk's pages in a memory router and a real store, signed in with `role`, at `path`. */
export function renderCatalogue(path: string, role: StaffRole = 'catalogue'): RenderedCatalogue {
  const store = makeStore({
    staffSession: {
      token: `${role}-token`,
      staff: {
        id: 3,
        email: `${role}@bookshop.pk`,
        role,
        state: 'active',
        totp_enrolled: true,
        created_at: '2026-11-01T09:00:00.000Z',
        last_sign_in_at: '2026-11-25T09:00:00.000Z',
      },
      expiresAt: '2099-01-01T00:00:00.000Z',
      ended: false,
    },
  });
  const routes: RouteObject[] = CATALOGUE_ROUTES.map((route) => ({
    path: route.path,
    lazy: async () => {
      const Page = await route.load();
      return { element: <Page /> };
    },
  }));
  const router = createMemoryRouter(
    [
      {
        hydrateFallbackElement: <p>Loading…</p>,
        children: [...routes, { path: '*', element: <p>Elsewhere</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <Provider store={store}>
      <LinkProvider component={RouterLink}>
        <RouterProvider router={router} />
      </LinkProvider>
    </Provider>,
  );
  const where = () => router.state.location.pathname + router.state.location.search;
  return { store, router, where, ...view };
}

/** A row of the book list. */
export function bookRow(overrides: Partial<AdminBookRow> = {}): AdminBookRow {
  return {
    id: 501,
    kind: 'book',
    title: 'Raja Gidh',
    authors: ['Bano Qudsia'],
    isbn13: '9789690009821',
    isbn10: '9690009826',
    language: 'en',
    price: 1200,
    discount_percent: 10,
    selling_price: 1080,
    stock: 0,
    stock_status: 'out_of_stock',
    withdrawn: false,
    has_cover: true,
    picname: 'raja-gidh-501',
    open_stock_requests: 2,
    updated_at: '2026-11-25T09:00:00.000Z',
    ...overrides,
  };
}

/** A whole book, as its edit page reads it. */
export function adminBook(overrides: Partial<AdminBook> = {}): AdminBook {
  return {
    ...bookRow(),
    publisher: 'Sang-e-Meel',
    year: 1981,
    pages: 420,
    description: 'A novel of hunger and its kinds.',
    categories: [{ id: 40, label: 'Urdu Novels', path: ['Books', 'Urdu', 'Fiction', 'Urdu Novels'] }],
    dispatch_date: null,
    created_at: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

function node(
  id: number,
  name: string,
  level: number,
  parent: number | null,
  position: number,
  children: AdminCategoryNode[] = [],
): AdminCategoryNode {
  return {
    id,
    slug: name.toLowerCase().replace(/\W+/g, '-'),
    name,
    // Urdu names for the Urdu branch only, so a tree with and without them is shown.
    name_ur: name === 'Urdu' ? 'اردو' : null,
    level,
    parent_id: parent,
    position,
    hidden: false,
    books: 3,
    children,
  };
}

/** A small category tree: Books › Urdu › Fiction › (Urdu Novels, Short Stories), Books › English › Fiction › Classics. */
export function categoryTree(): AdminCategoryNode[] {
  return [
    node(1, 'Books', 1, null, 0, [
      node(10, 'Urdu', 2, 1, 0, [
        node(20, 'Urdu Fiction', 3, 10, 0, [
          node(40, 'Urdu Novels', 4, 20, 0),
          node(41, 'Short Stories', 4, 20, 1),
        ]),
      ]),
      node(11, 'English', 2, 1, 1, [node(21, 'English Fiction', 3, 11, 0, [node(42, 'Classics', 4, 21, 0)])]),
    ]),
  ];
}
