import type { AdminBookRequest } from '@bookshop/domain';
import { CATALOGUE_FORM_MESSAGES } from '@bookshop/validation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bookRow, fakeServer, renderCatalogue } from '../test/catalogue-test-utils';

const request: AdminBookRequest = {
  id: 31,
  name: 'Sana Iqbal',
  email: 'sana@example.pk',
  phone: '+923001234567',
  title: 'Aangan',
  author: 'Khadija Mastoor',
  notes: 'Hardback if you can.',
  status: 'new',
  created_at: '2026-11-20T09:00:00.000Z',
  book: null,
  reply: null,
  answered_at: null,
  answered_by: null,
};

const counts = { new: 1, found: 4, not_found: 2, closed: 0 };

function server(extra = {}) {
  return fakeServer({
    'GET /api/admin/catalogue/book-requests': {
      body: { data: { requests: [request], counts, page: 1, per_page: 25, total: 1 } },
    },
    'GET /api/admin/catalogue/books': {
      body: {
        data: {
          books: [bookRow({ id: 777, title: 'Aangan' })],
          next_after: null,
          total: 1,
          total_capped: false,
          limit: 8,
        },
      },
    },
    ...extra,
  });
}

describe('BookRequestsPage', () => {
  it('lists requests with counts by status, and marks one sourced as the book picked', async () => {
    const sent = server({
      'POST /api/admin/catalogue/book-requests/31/sourced': {
        body: { data: { request: { ...request, status: 'found', book: { id: 777, title: 'Aangan' } } } },
      },
    });
    renderCatalogue('/catalogue/book-requests');
    expect(await screen.findByText('Hardback if you can.')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Book requests by status' });
    expect(within(tabs).getByRole('link', { name: /^All\W+7$/ })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: /^Sourced\W+4$/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mark Aangan sourced' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the request sourced' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark sourced and e-mail' }));
    expect(await within(dialog).findByText(CATALOGUE_FORM_MESSAGES.bookIdRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('searchbox', { name: /Find the book/ }), 'aangan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Choose Aangan' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Note to the shopper/ }),
      'In stock now.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark sourced and e-mail' }));
    expect(
      await screen.findByText('Sana Iqbal is e-mailed that “Aangan” is in the shop as Aangan.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.find((r) => r.path.endsWith('/sourced'))?.body).toEqual({
      book_id: 777,
      reply: 'In stock now.',
    });
  });

  it('declines a request with the reply the shopper is e-mailed, and says when another member answered first', async () => {
    const sent = server({
      'POST /api/admin/catalogue/book-requests/31/declined': {
        status: 409,
        body: { error: 'This request was already answered.' },
      },
    });
    renderCatalogue('/catalogue/book-requests?status=new');
    await userEvent.click(await screen.findByRole('button', { name: 'Decline Aangan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the request' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline and e-mail' }));
    expect(await within(dialog).findByText(CATALOGUE_FORM_MESSAGES.replyRequired)).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reply to the shopper/ }),
      'Out of print, sorry.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline and e-mail' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This request was already answered.');
    expect(sent.find((r) => r.path.endsWith('/declined'))?.body).toEqual({ reply: 'Out of print, sorry.' });
    await waitFor(() =>
      expect(
        sent
          .filter((r) => r.path === '/api/admin/catalogue/book-requests')[0]
          ?.url.searchParams.get('status'),
      ).toBe('new'),
    );
  });
});
