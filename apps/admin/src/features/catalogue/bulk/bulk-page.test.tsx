import type { CatalogueImportJob } from '@bookshop/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderCatalogue } from '../test/catalogue-test-utils';
import { IMPORT_POLL_MS } from './bulk-page';

function job(overrides: Partial<CatalogueImportJob> = {}): CatalogueImportJob {
  return {
    id: 12,
    state: 'queued',
    file_name: 'catalogue.csv',
    rows_expected: 3,
    rows_read: 0,
    percent: 0,
    report: null,
    error: null,
    started_at: '2026-11-25T09:00:00.000Z',
    finished_at: null,
    ...overrides,
  };
}

function csv(text: string, name = 'catalogue.csv') {
  return new File([text], name, { type: 'text/csv' });
}

describe('BulkPage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('imports a CSV: the bar follows the job until it is done, then the refused rows by line and reason', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [
      job({ state: 'reading', rows_read: 2, percent: 40 }),
      job({
        state: 'done',
        rows_read: 3,
        percent: 100,
        report: {
          rows: 3,
          inserted: 1,
          updated: 0,
          unchanged: 0,
          rejected: [
            { line: 3, reason: 'isbn: This ISBN is not valid: check its digits (ISBN-10 or ISBN-13).' },
            { line: 4, reason: 'price: The price is whole rupees, from 0 to 1,000,000.' },
          ],
          warnings: [],
        },
        finished_at: '2026-11-25T09:00:05.000Z',
      }),
    ];
    const sent = fakeServer({
      'POST /api/admin/catalogue/imports': { status: 202, body: { data: { job: job() } } },
      'GET /api/admin/catalogue/imports/12': () => ({
        body: { data: { job: answers.shift() ?? answers[0] } },
      }),
    });
    const { where } = renderCatalogue('/catalogue/bulk');
    await userEvent.upload(await screen.findByLabelText('Catalogue CSV'), csv('book_id,isbn\n1,x\n'));
    await userEvent.click(screen.getByRole('button', { name: 'Start import' }));

    const bar = await screen.findByRole('progressbar', { name: 'Import of catalogue.csv' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(bar).toHaveAttribute('aria-valuetext', '2 of 3 rows read');
    expect(where()).toBe('/catalogue/bulk?import=12');
    const upload = sent.find((request) => request.method === 'POST');
    expect(upload?.files.file).toMatchObject({ text: 'book_id,isbn\n1,x\n' });

    await act(() => vi.advanceTimersByTimeAsync(IMPORT_POLL_MS));
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(
      screen.getByText(/Done: 3 rows; 1 added, 0 updated, 0 unchanged, 2 refused\./),
    ).toBeInTheDocument();
    const refused = screen.getByRole('table', { name: 'Rows refused' });
    const rows = within(refused).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Line 3isbn: This ISBN is not valid: check its digits (ISBN-10 or ISBN-13).',
      'Line 4price: The price is whole rupees, from 0 to 1,000,000.',
    ]);

    // Done: no more polling.
    const polls = sent.filter((request) => request.path === '/api/admin/catalogue/imports/12').length;
    await act(() => vi.advanceTimersByTimeAsync(IMPORT_POLL_MS * 3));
    expect(sent.filter((request) => request.path === '/api/admin/catalogue/imports/12')).toHaveLength(polls);
  });

  it('says why a failed import changed nothing, and asks for a file before sending one', async () => {
    const sent = fakeServer({
      'GET /api/admin/catalogue/imports/7': {
        body: {
          data: {
            job: job({
              id: 7,
              state: 'failed',
              percent: 30,
              error: "The file's first line must name the columns; missing: isbn.",
            }),
          },
        },
      },
    });
    renderCatalogue('/catalogue/bulk?import=7');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The file's first line must name the columns; missing: isbn.",
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      "The import stopped; the catalogue is as it was. The file's first line must name the columns; missing: isbn.",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start import' }));
    expect(screen.getByLabelText('Catalogue CSV')).toHaveAccessibleDescription(
      /Choose a CSV file to upload\./,
    );
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it('updates prices and stock from a CSV and reports the rows refused and the e-mails sent', async () => {
    const sent = fakeServer({
      'POST /api/admin/catalogue/price-stock': {
        body: {
          data: {
            rows: 3,
            updated: 1,
            unchanged: 1,
            rejected: [{ line: 4, reason: 'No book has this ISBN.' }],
            back_in_stock_mails: 2,
          },
        },
      },
    });
    renderCatalogue('/catalogue/bulk');
    await userEvent.upload(
      await screen.findByLabelText('Price and stock CSV'),
      csv('isbn,price,discount,stock\n', 'prices.csv'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Update prices and stock' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '3 rows: 1 books changed, 1 already so, 1 refused. 2 back-in-stock e-mails sent.',
    );
    expect(screen.getByText('No book has this ISBN.')).toBeInTheDocument();
    expect(sent[0]?.files.file?.text).toBe('isbn,price,discount,stock\n');
  });

  it('downloads the catalogue export with the staff token as a file', async () => {
    const createObjectURL = vi.fn(() => 'blob:export');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.download} ${this.href}`);
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        expect(input.headers.get('authorization')).toBe('Bearer catalogue-token');
        expect(new URL(input.url).pathname).toBe('/api/admin/catalogue/export.csv');
        return new Response('id,kind\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="catalogue-2026-11-25.csv"',
          },
        });
      }),
    );
    renderCatalogue('/catalogue/bulk');
    await userEvent.click(await screen.findByRole('button', { name: 'Download the catalogue (CSV)' }));
    await waitFor(() => expect(clicked).toEqual(['catalogue-2026-11-25.csv blob:export']));
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:export'));
    click.mockRestore();
  });
});
