import type { AdminBook, AdminCategoryNode } from '@bookshop/domain';
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AdminApiExtra, adminApi } from './admin-base-api.js';
import { catalogueBooksApi } from './catalogue-books-api.js';
import { catalogueBulkApi } from './catalogue-bulk-api.js';
import { catalogueMerchandisingApi } from './catalogue-merchandising-api.js';

interface Sent {
  method: string;
  url: string;
  contentType: string | null;
  request: Request;
}

function fakeFetch(reply: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  const fetchFn = vi.fn(async (input: Request) => {
    const request: Sent = {
      method: input.method,
      url: input.url,
      contentType: input.headers.get('content-type'),
      request: input.clone(),
    };
    sent.push(request);
    return reply(request);
  });
  return { sent, fetchFn: fetchFn as unknown as typeof fetch };
}

function adminStore(extra: AdminApiExtra) {
  return configureStore({
    reducer: { [adminApi.reducerPath]: adminApi.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra }, serializableCheck: false }).concat(adminApi.middleware),
  });
}

/**
 * The store's state as the catalogue endpoints' selectors type it. The slice is the same object;
 * only its type differs, since injecting endpoints widens the API's tag types after the store's
 * reducer was typed.
 */
function injectedState(store: ReturnType<typeof adminStore>): never {
  // `never` fits each selector's own widened root-state type; the object is the store's state.
  return store.getState() as never;
}

const book = { id: 7, title: 'Aag ka Darya', picname: 'aag-2' } as unknown as AdminBook;

describe('catalogue desk API', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for books without a cover only when the filter is on, and sends the keyset and search', async () => {
    const { sent, fetchFn } = fakeFetch(() =>
      Response.json({ data: { books: [], next_after: null, total: 0, total_capped: false, limit: 50 } }),
    );
    const store = adminStore({ getStaffToken: () => 'staff', fetch: fetchFn });
    await store.dispatch(
      catalogueBooksApi.endpoints.listCatalogueBooks.initiate({ q: 'ghalib', no_cover: false, after: 900 }),
    );
    await store.dispatch(catalogueBooksApi.endpoints.listCatalogueBooks.initiate({ no_cover: true }));
    expect(new URL(sent[0]!.url).search).toBe('?q=ghalib&after=900');
    expect(new URL(sent[1]!.url).search).toBe('?no_cover=true');
  });

  it('uploads a cover as multipart with the file in the cover field and keeps the answered book', async () => {
    const { sent, fetchFn } = fakeFetch(() => Response.json({ data: { book } }));
    const store = adminStore({ getStaffToken: () => 'staff', fetch: fetchFn });
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });
    const result = await store.dispatch(
      catalogueBooksApi.endpoints.uploadBookCover.initiate({ id: 7, file: png }),
    );
    expect(result.data).toEqual(book);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: 'http://localhost:3000/api/admin/catalogue/books/7/cover',
    });
    expect(sent[0]!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    // The multipart text itself: jsdom's File and Node's fetch disagree on the File class.
    const body = await sent[0]!.request.text();
    expect(body).toMatch(
      /Content-Disposition: form-data; name="cover"; filename="[^"]+"\r\nContent-Type: image\/png/,
    );
    expect(body).toContain('PNG');
    expect(catalogueBooksApi.endpoints.getCatalogueBook.select(7)(injectedState(store)).data).toEqual(book);
  });

  it('hands back a refused cover with the server field message', async () => {
    const message = 'This file is not a JPEG, PNG or WebP image.';
    const { fetchFn } = fakeFetch(() => Response.json({ errors: { cover: [message] } }, { status: 422 }));
    const store = adminStore({ getStaffToken: () => 'staff', fetch: fetchFn });
    const result = await store.dispatch(
      catalogueBooksApi.endpoints.uploadBookCover.initiate({
        id: 7,
        file: new Blob(['<script>']),
        fileName: 'x.png',
      }),
    );
    expect(result.error).toMatchObject({ status: 422, data: { errors: { cover: [message] } } });
  });

  it('downloads the export as an object URL named by the server, with the staff token', async () => {
    const createObjectURL = vi.fn(() => 'blob:http://localhost:3000/1');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL }));
    const { sent, fetchFn } = fakeFetch(
      () =>
        new Response('id,kind\n1,book\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="catalogue-2026-11-25.csv"',
          },
        }),
    );
    const store = adminStore({ getStaffToken: () => 'staff', fetch: fetchFn });
    const result = await store.dispatch(
      catalogueBulkApi.endpoints.exportCatalogue.initiate({ language: 'ur' }),
    );
    expect(result.data).toEqual({
      href: 'blob:http://localhost:3000/1',
      fileName: 'catalogue-2026-11-25.csv',
    });
    expect(sent[0]!.url).toBe('http://localhost:3000/api/admin/catalogue/export.csv?language=ur');
    expect(sent[0]!.request.headers.get('authorization')).toBe('Bearer staff');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('reads a refused export as the server error, not as a file', async () => {
    const { fetchFn } = fakeFetch(() =>
      Response.json({ error: 'Your role does not allow this.' }, { status: 403 }),
    );
    const store = adminStore({ getStaffToken: () => 'staff', fetch: fetchFn });
    const result = await store.dispatch(catalogueBulkApi.endpoints.exportCatalogue.initiate({}));
    expect(result.error).toMatchObject({ status: 403, data: { error: 'Your role does not allow this.' } });
  });

  it('replaces the cached category tree with the tree a change answers', async () => {
    const before = [{ id: 1, name: 'Books', children: [] }] as unknown as AdminCategoryNode[];
    const after = [{ id: 1, name: 'All Books', children: [] }] as unknown as AdminCategoryNode[];
    let answered = 0;
    const { sent, fetchFn } = fakeFetch(() =>
      Response.json({ data: { categories: answered++ === 0 ? before : after } }),
    );
    const store = adminStore({ getStaffToken: () => 'staff', fetch: fetchFn });
    await store.dispatch(catalogueMerchandisingApi.endpoints.getCategoryTree.initiate());
    await store.dispatch(
      catalogueMerchandisingApi.endpoints.patchCategory.initiate({ id: 1, body: { name: 'All Books' } }),
    );
    expect(sent[1]).toMatchObject({
      method: 'PATCH',
      url: 'http://localhost:3000/api/admin/catalogue/categories/1',
    });
    expect(await sent[1]!.request.json()).toEqual({ name: 'All Books' });
    expect(catalogueMerchandisingApi.endpoints.getCategoryTree.select()(injectedState(store)).data).toEqual(
      after,
    );
  });
});
