import type { AdminHomeBanner, AdminHomeRow } from '@bookshop/domain';
import { CATALOGUE_FORM_MESSAGES } from '@bookshop/validation';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bookRow, categoryTree, fakeServer, renderCatalogue } from '../test/catalogue-test-utils';

const banner: AdminHomeBanner = {
  id: 1,
  title: 'Urdu books',
  text: 'Classics and new voices.',
  cta: 'Browse',
  href: '/search?language=ur',
  art: 'urdu',
  position: 0,
  hidden: false,
};

const newRow: AdminHomeRow = {
  id: 1,
  title: 'New arrivals',
  title_ur: 'نئی کتابیں',
  source: 'new',
  language: null,
  category_id: null,
  book_ids: [],
  position: 0,
  hidden: false,
  key: 'new',
};

function layout(banners: AdminHomeBanner[] = [banner], rows: AdminHomeRow[] = [newRow]) {
  return { body: { data: { banners, rows } } };
}

describe('HomeLayoutPage', () => {
  it('adds a banner checked by the server schema, and the page shows the layout answered', async () => {
    const added = {
      ...banner,
      id: 2,
      title: 'Back to school',
      text: 'Notebooks and more.',
      href: '/category/12',
      art: 'school' as const,
      position: 1,
    };
    const sent = fakeServer({
      'GET /api/admin/catalogue/home': layout(),
      'GET /api/admin/catalogue/categories': { body: { data: { categories: categoryTree() } } },
      'POST /api/admin/catalogue/home/banners': layout([banner, added]),
    });
    renderCatalogue('/catalogue/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a banner' }));
    const form = screen.getByRole('form', { name: 'New banner' });
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Back to school');
    await userEvent.type(screen.getByRole('textbox', { name: /Text/ }), 'Notebooks and more.');
    await userEvent.type(screen.getByRole('textbox', { name: /Button words/ }), 'Shop now');
    await userEvent.type(screen.getByRole('textbox', { name: /Link/ }), '//evil.example');
    await userEvent.click(screen.getByRole('button', { name: 'Add banner' }));
    expect(await screen.findByText(CATALOGUE_FORM_MESSAGES.hrefInvalid)).toBeInTheDocument();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);

    await userEvent.clear(screen.getByRole('textbox', { name: /Link/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Link/ }), '/category/12');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Picture' }),
      'School (books and pencils)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add banner' }));
    expect(await screen.findByText('Banner Back to school added.')).toBeInTheDocument();
    expect(form).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Back to school' })).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      title: 'Back to school',
      text: 'Notebooks and more.',
      cta: 'Shop now',
      href: '/category/12',
      art: 'school',
      hidden: false,
    });
  });

  it('adds a row of hand-picked books found with the shop search, in the order picked', async () => {
    const sent = fakeServer({
      'GET /api/admin/catalogue/home': layout(),
      'GET /api/admin/catalogue/categories': { body: { data: { categories: categoryTree() } } },
      'GET /api/admin/catalogue/books': (request) => ({
        body: {
          data: {
            books:
              request.url.searchParams.get('q') === 'bano'
                ? [bookRow({ id: 501, title: 'Raja Gidh' }), bookRow({ id: 503, title: 'Aatish Zer-e-Paa' })]
                : [],
            next_after: null,
            total: 2,
            total_capped: false,
            limit: 8,
          },
        },
      }),
      'POST /api/admin/catalogue/home/rows': layout(),
    });
    renderCatalogue('/catalogue/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a row' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Row title/ }), 'Bano Qudsia');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Books from' }),
      'Books picked by hand',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add row' }));
    expect(await screen.findByText(CATALOGUE_FORM_MESSAGES.rowBooksRequired)).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: /Add a book to the row/ }), 'bano{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Aatish Zer-e-Paa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Raja Gidh' }));
    expect(screen.queryByRole('button', { name: 'Add Raja Gidh' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move Raja Gidh earlier' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add row' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
        title: 'Bano Qudsia',
        source: 'picked',
        book_ids: [501, 503],
        hidden: false,
      }),
    );
    expect(await screen.findByText('Row Bano Qudsia added.')).toBeInTheDocument();
  });

  it("edits a row's Urdu title right to left, and an emptied one is sent empty to clear it", async () => {
    const sent = fakeServer({
      'GET /api/admin/catalogue/home': layout(),
      'GET /api/admin/catalogue/categories': { body: { data: { categories: categoryTree() } } },
      'PUT /api/admin/catalogue/home/rows/1': (request) => {
        const { title_ur } = request.body as { title_ur: string };
        return layout([banner], [{ ...newRow, title_ur: title_ur || null }]);
      },
    });
    renderCatalogue('/catalogue/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit row New arrivals' }));
    const urdu = screen.getByRole('textbox', { name: /Urdu title/ });
    expect(urdu).toHaveValue('نئی کتابیں');
    expect(urdu).toHaveAttribute('dir', 'rtl');
    await userEvent.clear(urdu);
    await userEvent.type(urdu, 'تازہ کتابیں');
    await userEvent.click(screen.getByRole('button', { name: 'Save row' }));
    expect(await screen.findByText('Row New arrivals saved.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit row New arrivals' }));
    expect(screen.getByRole('textbox', { name: /Urdu title/ })).toHaveValue('تازہ کتابیں');
    await userEvent.clear(screen.getByRole('textbox', { name: /Urdu title/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save row' }));
    await waitFor(() => expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(2));
    expect(sent.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      {
        title: 'New arrivals',
        title_ur: 'تازہ کتابیں',
        source: 'new',
        book_ids: [],
        hidden: false,
        position: 0,
      },
      { title: 'New arrivals', title_ur: '', source: 'new', book_ids: [], hidden: false, position: 0 },
    ]);
  });

  it('hides a row and moves a banner, sending the whole item with its new place', async () => {
    const second = { ...banner, id: 2, title: 'Deals', position: 1, art: 'deals' as const };
    const sent = fakeServer({
      'GET /api/admin/catalogue/home': layout([banner, second]),
      'GET /api/admin/catalogue/categories': { body: { data: { categories: categoryTree() } } },
      'PUT /api/admin/catalogue/home/rows/1': layout([banner, second], [{ ...newRow, hidden: true }]),
      'PUT /api/admin/catalogue/home/banners/2': layout([
        { ...second, position: 0 },
        { ...banner, position: 1 },
      ]),
    });
    renderCatalogue('/catalogue/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Hide row New arrivals' }));
    expect(await screen.findByRole('button', { name: 'Show row New arrivals' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move banner Deals up' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move banner Deals up' })).toBeDisabled());
    expect(sent.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      { title: 'New arrivals', source: 'new', book_ids: [], hidden: true, position: 0 },
      {
        title: 'Deals',
        text: banner.text,
        cta: 'Browse',
        href: '/search?language=ur',
        art: 'deals',
        hidden: false,
        position: 0,
      },
    ]);
  });
});
