import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bookRow, categoryTree, fakeServer, renderCatalogue } from '../test/catalogue-test-utils';

const urduBook = bookRow({
  id: 502,
  title: 'راجہ گدھ',
  language: 'ur',
  stock: 4,
  stock_status: 'available',
  open_stock_requests: 0,
});

function listServer(extra = {}) {
  return fakeServer({
    'GET /api/admin/catalogue/categories': { body: { data: { categories: categoryTree() } } },
    'GET /api/admin/catalogue/books': (request) => ({
      body: {
        data: {
          books:
            request.url.searchParams.get('after') === '400'
              ? [bookRow({ id: 399, title: 'Older book' })]
              : [bookRow(), urduBook],
          next_after: request.url.searchParams.get('after') === '400' ? null : 400,
          total: 10_000,
          total_capped: true,
          limit: 50,
        },
      },
    }),
    ...extra,
  });
}

describe('BooksPage', () => {
  it('lists the books with the staff token, Urdu titles right to left, and a capped count', async () => {
    const sent = listServer();
    renderCatalogue('/catalogue/books');
    expect(await screen.findByRole('heading', { name: 'Books' })).toBeInTheDocument();
    const urdu = await screen.findByText('راجہ گدھ');
    expect(urdu).toHaveAttribute('lang', 'ur');
    expect(urdu).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('Raja Gidh')).not.toHaveAttribute('dir');
    expect(screen.getByText(/More than 10,000 books/)).toBeInTheDocument();
    const list = sent.find((request) => request.path === '/api/admin/catalogue/books');
    expect(list?.authorization).toBe('Bearer catalogue-token');
    expect(list?.url.searchParams.get('limit')).toBe('50');
  });

  it('searches and filters through the address, and the list asks the server for exactly those', async () => {
    const sent = listServer();
    const { where } = renderCatalogue('/catalogue/books');
    await screen.findByText('Raja Gidh');
    await userEvent.type(screen.getByRole('searchbox', { name: /Search/ }), 'bano');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Category' }),
      'Books › Urdu › Urdu Fiction › Urdu Novels',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Stock state' }), 'Out of stock');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Urdu');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Only books without a cover' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(where()).toBe(
        '/catalogue/books?q=bano&category_id=40&stock_status=out_of_stock&language=ur&no_cover=1',
      ),
    );
    await waitFor(() => {
      const last = sent.filter((request) => request.path === '/api/admin/catalogue/books').at(-1);
      expect(Object.fromEntries(last?.url.searchParams ?? [])).toEqual({
        q: 'bano',
        category_id: '40',
        stock_status: 'out_of_stock',
        language: 'ur',
        no_cover: 'true',
        limit: '50',
      });
    });
    expect(screen.getByRole('button', { name: 'Clear filters (5)' })).toBeInTheDocument();
  });

  it('pages by keyset: the next page asks for books older than the last one, Previous comes back', async () => {
    const sent = listServer();
    const { where } = renderCatalogue('/catalogue/books');
    await screen.findByText('Raja Gidh');
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByText('Older book')).toBeInTheDocument();
    expect(where()).toBe('/catalogue/books?after=400&trail=0');
    expect(sent.at(-1)?.url.searchParams.get('after')).toBe('400');
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Previous page' }));
    expect(await screen.findByText('Raja Gidh')).toBeInTheDocument();
    expect(where()).toBe('/catalogue/books');
  });

  it('edits stock in place: sends only the new count and says how many waiting shoppers were e-mailed', async () => {
    const sent = listServer({
      'PATCH /api/admin/catalogue/books/501/stock': {
        body: {
          data: {
            book: bookRow({ stock: 12, stock_status: 'available', open_stock_requests: 0 }),
            back_in_stock_mails: 2,
          },
        },
      },
    });
    renderCatalogue('/catalogue/books');
    const count = await screen.findByRole('textbox', { name: 'Stock of Raja Gidh' });
    await userEvent.clear(count);
    await userEvent.type(count, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save stock of Raja Gidh' }));
    expect(await screen.findByText('Saved; 2 back-in-stock e-mails sent.')).toBeInTheDocument();
    const patch = sent.find((request) => request.method === 'PATCH');
    expect(patch?.body).toEqual({ stock: '12' });
  });

  it("refuses a count the server's schema refuses, without calling the server", async () => {
    const sent = listServer();
    renderCatalogue('/catalogue/books');
    const row = (await screen.findByRole('textbox', { name: 'Stock of Raja Gidh' })).closest(
      'form',
    ) as HTMLElement;
    const count = within(row).getByRole('textbox');
    await userEvent.clear(count);
    await userEvent.type(count, '1.5');
    await userEvent.click(within(row).getByRole('button', { name: 'Save stock of Raja Gidh' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'The stock is a whole number of copies, from 0 to 1,000,000.',
    );
    expect(sent.some((request) => request.method === 'PATCH')).toBe(false);
  });
});
