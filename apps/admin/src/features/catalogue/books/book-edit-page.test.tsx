import { COVER_UPLOAD_MESSAGES } from '@bookshop/domain';
import { CATALOGUE_FORM_MESSAGES } from '@bookshop/validation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminBook, categoryTree, fakeServer, renderCatalogue } from '../test/catalogue-test-utils';

const tree = { body: { data: { categories: categoryTree() } } };

function png(name = 'cover.png') {
  return new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });
}

describe('NewBookPage', () => {
  it("checks the form with the server's schema before sending anything", async () => {
    const sent = fakeServer({ 'GET /api/admin/catalogue/categories': tree });
    renderCatalogue('/catalogue/books/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Add book' }));
    expect(await screen.findByText(CATALOGUE_FORM_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(CATALOGUE_FORM_MESSAGES.authorsRequired)).toBeInTheDocument();
    expect(screen.getByText(CATALOGUE_FORM_MESSAGES.categoriesRequired)).toBeInTheDocument();
    expect(screen.getByText(CATALOGUE_FORM_MESSAGES.priceRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /ISBN/ }), '978-0-14-044913-5');
    await userEvent.tab();
    expect(await screen.findByText(CATALOGUE_FORM_MESSAGES.isbnInvalid)).toBeInTheDocument();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it('adds a book with its categories and uploads the chosen cover, then opens the book', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:cover', revokeObjectURL: () => undefined }),
    );
    const added = adminBook({
      id: 900,
      title: 'Udaas Naslein',
      language: 'ur',
      has_cover: false,
      picname: 'udaas-900',
    });
    const sent = fakeServer({
      'GET /api/admin/catalogue/categories': tree,
      'POST /api/admin/catalogue/books': { status: 201, body: { data: { book: added } } },
      'POST /api/admin/catalogue/books/900/cover': {
        body: { data: { book: { ...added, has_cover: true } } },
      },
      'GET /api/admin/catalogue/books/900': { body: { data: { book: { ...added, has_cover: true } } } },
      'GET /api/admin/catalogue/books/900/stock-requests': { body: { data: { requests: [], open: 0 } } },
    });
    const { where } = renderCatalogue('/catalogue/books/new');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Language/ }), 'Urdu');
    const title = screen.getByRole('textbox', { name: /Title/ });
    expect(title).toHaveAttribute('dir', 'rtl');
    expect(title).toHaveAttribute('lang', 'ur');
    await userEvent.type(title, 'Udaas Naslein');
    await userEvent.type(screen.getByRole('textbox', { name: 'Author 1' }), 'Abdullah Hussain');
    await userEvent.click(screen.getByRole('button', { name: 'Add another author' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Author 2' }), 'A. Hussain');
    await userEvent.type(screen.getByRole('textbox', { name: /ISBN/ }), '0-306-40615-2');
    await userEvent.type(screen.getByRole('searchbox', { name: /Find a category/ }), 'novels');
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Books › Urdu › Urdu Fiction › Urdu Novels' }),
    );
    expect(
      within(screen.getByRole('list', { name: 'Chosen categories' })).getByText(/Urdu Novels/),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Price/ }), '1500');
    const discount = screen.getByRole('textbox', { name: /Own discount/ });
    await userEvent.clear(discount);
    await userEvent.type(discount, '10');
    expect(discount).toHaveAccessibleDescription('Shoppers pay Rs. 1,350 a copy.');
    const stock = screen.getByRole('textbox', { name: /Stock count/ });
    await userEvent.clear(stock);
    await userEvent.type(stock, '5');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Stock state/ }), 'Available');
    await userEvent.upload(screen.getByLabelText('Cover image'), png());
    expect(screen.getByRole('img', { name: 'Chosen cover' })).toHaveAttribute('src', 'blob:cover');
    await userEvent.click(screen.getByRole('button', { name: 'Add book' }));

    await waitFor(() => expect(where()).toBe('/catalogue/books/900'));
    expect(await screen.findByText('Book added.')).toBeInTheDocument();
    const post = sent.find(
      (request) => request.method === 'POST' && request.path === '/api/admin/catalogue/books',
    );
    expect(post?.body).toMatchObject({
      kind: 'book',
      title: 'Udaas Naslein',
      authors: ['Abdullah Hussain', 'A. Hussain'],
      isbn: '0-306-40615-2',
      language: 'ur',
      category_ids: [40],
      price: '1500',
      discount_percent: '10',
      stock: '5',
      stock_status: 'available',
      withdrawn: false,
    });
    const upload = sent.find((request) => request.path === '/api/admin/catalogue/books/900/cover');
    expect(upload?.files.cover).toMatchObject({ type: 'image/png', size: 8 });
  });

  it("puts the server's refusal of the ISBN on the ISBN field", async () => {
    const taken = 'Another book already has this ISBN: "Raja Gidh" (id 501).';
    fakeServer({
      'GET /api/admin/catalogue/categories': tree,
      'POST /api/admin/catalogue/books': { status: 422, body: { errors: { isbn: [taken] } } },
    });
    renderCatalogue('/catalogue/books/new');
    await userEvent.type(await screen.findByRole('textbox', { name: /Title/ }), 'Raja Gidh again');
    await userEvent.type(screen.getByRole('textbox', { name: 'Author 1' }), 'Bano Qudsia');
    await userEvent.type(screen.getByRole('textbox', { name: /ISBN/ }), '9789690009821');
    await userEvent.click(screen.getByRole('checkbox', { name: /Classics/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Price/ }), '900');
    await userEvent.click(screen.getByRole('button', { name: 'Add book' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /ISBN/ })).toHaveAccessibleDescription(
        new RegExp(taken.replace(/[()"]/g, '.')),
      ),
    );
  });
});

describe('BookEditPage', () => {
  it('saves the whole book and shows the saved figures', async () => {
    const book = adminBook();
    const sent = fakeServer({
      'GET /api/admin/catalogue/categories': tree,
      'GET /api/admin/catalogue/books/501': { body: { data: { book } } },
      'GET /api/admin/catalogue/books/501/stock-requests': {
        body: {
          data: {
            open: 1,
            requests: [
              {
                id: 1,
                email: 'sana@example.pk',
                status: 'out_of_stock',
                created_at: '2026-11-20T09:00:00.000Z',
                notified_at: null,
              },
              {
                id: 2,
                email: 'ali@example.pk',
                status: 'out_of_stock',
                created_at: '2026-10-01T09:00:00.000Z',
                notified_at: '2026-10-05T09:00:00.000Z',
              },
            ],
          },
        },
      },
      'PUT /api/admin/catalogue/books/501': (request) => ({
        body: {
          data: {
            book: {
              ...book,
              price: 1400,
              selling_price: 1260,
              updated_at: '2026-11-26T09:00:00.000Z',
              ...(request.body as object),
              categories: book.categories,
            },
          },
        },
      }),
    });
    renderCatalogue('/catalogue/books/501');
    expect(await screen.findByRole('heading', { level: 1, name: 'Raja Gidh' })).toBeInTheDocument();
    const requests = screen.getByRole('region', { name: 'Back-in-stock requests' });
    expect(await within(requests).findByText(/1 shopper is waiting/)).toBeInTheDocument();
    expect(within(requests).getByText('sana@example.pk')).toBeInTheDocument();
    const price = screen.getByRole('textbox', { name: /Price/ });
    expect(price).toHaveValue('1200');
    await userEvent.clear(price);
    await userEvent.type(price, '1400');
    await userEvent.click(screen.getByRole('button', { name: 'Save book' }));
    expect(await screen.findByText('Saved. The shop shows the change now.')).toBeInTheDocument();
    const put = sent.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({
      price: '1400',
      isbn: '9789690009821',
      category_ids: [40],
      authors: ['Bano Qudsia'],
    });
  });

  it("shows the server's refusal of a bad cover file under the picker", async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
    );
    fakeServer({
      'GET /api/admin/catalogue/categories': tree,
      'GET /api/admin/catalogue/books/501': { body: { data: { book: adminBook() } } },
      'GET /api/admin/catalogue/books/501/stock-requests': { body: { data: { requests: [], open: 0 } } },
      'POST /api/admin/catalogue/books/501/cover': {
        status: 422,
        body: { errors: { cover: [COVER_UPLOAD_MESSAGES.notImage] } },
      },
    });
    renderCatalogue('/catalogue/books/501');
    const picker = await screen.findByLabelText('New cover image');
    expect(screen.getByRole('img', { name: 'Cover of Raja Gidh' })).toHaveAttribute(
      'src',
      '/images/v1/320/raja-gidh-501.webp',
    );
    await userEvent.upload(
      picker,
      new File(['<script>alert(1)</script>'], 'evil.png', { type: 'image/png' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload cover' }));
    await waitFor(() =>
      expect(picker).toHaveAccessibleDescription(new RegExp(COVER_UPLOAD_MESSAGES.notImage)),
    );
    expect(picker).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps what was typed in the form when a cover is uploaded meanwhile', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
    );
    const book = adminBook();
    fakeServer({
      'GET /api/admin/catalogue/categories': tree,
      'GET /api/admin/catalogue/books/501': { body: { data: { book } } },
      'GET /api/admin/catalogue/books/501/stock-requests': { body: { data: { requests: [], open: 0 } } },
      'POST /api/admin/catalogue/books/501/cover': {
        body: {
          data: { book: { ...book, picname: 'raja-gidh-501-2', updated_at: '2026-11-26T10:00:00.000Z' } },
        },
      },
    });
    renderCatalogue('/catalogue/books/501');
    const price = await screen.findByRole('textbox', { name: /Price/ });
    await userEvent.clear(price);
    await userEvent.type(price, '1999');
    await userEvent.upload(screen.getByLabelText('New cover image'), png());
    await userEvent.click(screen.getByRole('button', { name: 'Upload cover' }));
    expect(await screen.findByText('Cover uploaded. The shop shows it now.')).toBeInTheDocument();
    // The answer's book replaces the page's copy just after the upload resolves.
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Cover of Raja Gidh' })).toHaveAttribute(
        'src',
        '/images/v1/320/raja-gidh-501-2.webp',
      ),
    );
    expect(screen.getByRole('textbox', { name: /Price/ })).toHaveValue('1999');
  });
});
