import { formatMessage } from '@bookshop/i18n';
import { MessagesProvider } from '@bookshop/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { RequestBookPage } from './request-book-page';

function serverAnswers(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_request: Request) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage() {
  render(
    <Provider store={makeStore()}>
      <MemoryRouter>
        <RequestBookPage />
      </MemoryRouter>
    </Provider>,
  );
}

async function fillRequired() {
  await userEvent.type(screen.getByRole('textbox', { name: /Book title/ }), 'Raag Darbari');
  await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Amna Tariq');
  await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'amna@example.com');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RequestBookPage', () => {
  it('names each missing field under it and sends nothing', async () => {
    const fetchMock = serverAnswers(201, {});
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Book title is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveAccessibleDescription(
      'Name is required',
    );
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('Email is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a phone number that is not a Pakistani mobile', async () => {
    serverAnswers(201, {});
    renderPage();
    await fillRequired();
    await userEvent.type(screen.getByRole('textbox', { name: /Mobile number/ }), '042 1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/valid Pakistani mobile number/)).toBeInTheDocument();
  });

  it('sends the request and thanks the shopper with the server message', async () => {
    const fetchMock = serverAnswers(201, { data: { request: { id: 7 } }, message: 'Thank you! We have it.' });
    renderPage();
    await fillRequired();
    await userEvent.type(screen.getByRole('textbox', { name: /Mobile number/ }), '0300 1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! We have it.');
    const request = fetchMock.mock.calls[0]?.[0];
    expect(await request?.json()).toEqual({
      name: 'Amna Tariq',
      email: 'amna@example.com',
      title: 'Raag Darbari',
      phone: '0300 1234567',
    });
    expect(screen.getByRole('textbox', { name: /Book title/ })).toHaveValue('');
  });

  it("shows the server's field errors under the fields", async () => {
    serverAnswers(422, { errors: { email: ['Please enter a valid email address'] } });
    renderPage();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
  });

  it('says so when the request cannot be sent at all', async () => {
    serverAnswers(503, { error: 'The shop is under maintenance.' });
    renderPage();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop is under maintenance.');
  });
});

describe('RequestBookPage in Urdu', () => {
  function renderInUrdu() {
    render(
      <Provider store={makeStore()}>
        <MessagesProvider language="ur">
          <MemoryRouter>
            <RequestBookPage />
          </MemoryRouter>
        </MessagesProvider>
      </Provider>,
    );
  }

  it('labels the form in Urdu and names missing fields and a wrong phone in Urdu', async () => {
    const fetchMock = serverAnswers(201, {});
    renderInUrdu();
    expect(
      screen.getByRole('heading', { level: 1, name: formatMessage('ur', 'catalog.request.title') }),
    ).toBeInTheDocument();
    const phone = screen.getByRole('textbox', {
      name: new RegExp(formatMessage('ur', 'catalog.request.phone')),
    });
    await userEvent.type(phone, '042 1234567');
    await userEvent.click(screen.getByRole('button', { name: formatMessage('ur', 'catalog.request.send') }));
    expect(
      await screen.findByText(formatMessage('ur', 'request.required', { field: 'title' })),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: new RegExp(formatMessage('ur', 'catalog.request.name')) }),
    ).toHaveAccessibleDescription(formatMessage('ur', 'request.required', { field: 'name' }));
    expect(phone).toHaveAccessibleDescription(
      expect.stringContaining(formatMessage('ur', 'request.phoneInvalid')),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
