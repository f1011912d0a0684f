import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { SiteSearch } from './site-search';

const suggestion = {
  Book_Id: 61,
  BOOK_TITLE: 'Moth Smoke',
  BOOK_ISBN: '9781121772342',
  authorName: 'Mohsin Hamid',
  isbn: null,
  PAK_PRICE: 1894.6,
  status: 'available',
};

function WhereAmI() {
  const location = useLocation();
  return <p>At {location.pathname + location.search}</p>;
}

let fetchMock: ReturnType<typeof vi.fn>;

function respond(body: unknown, status = 200) {
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

function autocompleteCalls(): string[] {
  return fetchMock.mock.calls
    .map(([request]) => new URL((request as Request).url))
    .filter((url) => url.pathname === '/api/autocomplete')
    .map((url) => url.searchParams.get('search') ?? '');
}

function renderSearch(path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SiteSearch />
            <WhereAmI />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return screen.getByRole('combobox', { name: 'Search books' });
}

// Fake timers drive the 500 ms pause; the fetch answer is a resolved promise, flushed by act.
async function pause(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Past the 500 ms pause on fake timers, then real time again for what follows (routing, logs). */
async function settle() {
  await pause(500);
  // The answer arrives and renders in a few promise turns and batched timers.
  await pause(100);
  vi.useRealTimers();
}

function submit(box: HTMLElement) {
  const form = box.closest('form');
  if (!form) throw new Error('the box is not in a form');
  fireEvent.submit(form);
}

function type(box: HTMLElement, text: string) {
  act(() => box.focus());
  fireEvent.change(box, { target: { value: text } });
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  respond({ results: [suggestion] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SiteSearch', () => {
  it('asks for suggestions only after a 500 ms pause', async () => {
    vi.useFakeTimers();
    const box = renderSearch();
    type(box, 'mo');
    await pause(499);
    expect(autocompleteCalls()).toEqual([]);
    type(box, 'mot');
    await pause(499);
    expect(autocompleteCalls()).toEqual([]);
    await pause(1);
    expect(autocompleteCalls()).toEqual(['mot']);
    // Let the answer arrive and render (a few promise turns).
    await pause(50);
    const option = screen.getByRole('option', { name: /Moth Smoke/ });
    expect(option).toHaveTextContent('Rs. 1,895');
    expect(option).toHaveTextContent('Mohsin Hamid');
    expect(option).toHaveTextContent('Available');
  });

  it('never asks for fewer than 2 characters', async () => {
    vi.useFakeTimers();
    const box = renderSearch();
    type(box, 'm');
    await pause(2000);
    type(box, ' m ');
    await pause(2000);
    expect(autocompleteCalls()).toEqual([]);
  });

  it('opens the book of a chosen suggestion', async () => {
    vi.useFakeTimers();
    const box = renderSearch();
    type(box, 'moth');
    await settle();
    fireEvent.click(await screen.findByRole('option', { name: /Moth Smoke/ }));
    expect(await screen.findByText('At /book/61')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('submits the keyword to the results page', async () => {
    const box = renderSearch();
    type(box, 'mohsin hamid');
    submit(box);
    expect(await screen.findByText('At /search?keyword=mohsin%20hamid')).toBeInTheDocument();
  });

  it('shows the keyword of a results page it is opened on, without asking for suggestions', async () => {
    vi.useFakeTimers();
    const box = renderSearch('/search?keyword=ghalib');
    expect(box).toHaveValue('ghalib');
    await pause(2000);
    expect(autocompleteCalls()).toEqual([]);
  });

  it('only logs a failure, and the box keeps working', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    respond({ error: 'down' }, 500);
    vi.useFakeTimers();
    const box = renderSearch();
    type(box, 'moth');
    await settle();
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Search suggestions failed', expect.anything()),
    );
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    submit(box);
    expect(await screen.findByText('At /search?keyword=moth')).toBeInTheDocument();
  });
});
