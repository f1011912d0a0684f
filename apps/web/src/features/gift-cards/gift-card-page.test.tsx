import { SANDBOX_PROVIDER_PATHS } from '@bookshop/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialSessionState } from '../../app/session/session-slice';
import { makeStore } from '../../app/store';
import { fakeServer } from '../../test/app-test-utils';
import { GiftCardPage } from './gift-card-page';
import { readGiftCardResponse, saveGiftData, setErrorTransaction } from './gift-card-storage';

const card = {
  id: 42,
  submitted_at: '2026-11-22T10:30:00.000Z',
  amount: 2500,
  recipient_name: 'Sara Ahmed',
  recipient_email: 'sara@example.pk',
  recipient_mobile: '+923211234567',
};

const giftData = {
  amount: '2,500',
  recipient_name: 'Sara Ahmed',
  recipient_email: 'sara@example.pk',
  recipient_mobile: '0321 1234567',
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  mobile: '0300 7654321',
  policy_check: true,
};

function CurrentPage() {
  const location = useLocation();
  return <output aria-label="Current page">{location.pathname + location.search}</output>;
}

function renderGiftCardPage(path: string) {
  const store = makeStore({ session: { ...initialSessionState, guestToken: 'guest-token' } });
  const router = createMemoryRouter(
    [
      {
        path: '/gift-card',
        element: (
          <>
            <GiftCardPage />
            <CurrentPage />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('GiftCardPage', () => {
  it('shows the result view from the receipt the form post came back with, stores it and cleans the address', async () => {
    const sent = fakeServer({
      'GET /api/gift-cards/receipt': { body: { success: true, data: { giftCard: card } } },
    });
    renderGiftCardPage('/gift-card?receipt=42.abcdefghijklmnopqrstuvwx');
    const result = await screen.findByRole('dialog', { name: 'Gift Card Sent' });
    expect(result).toHaveTextContent('GC42');
    expect(sent[0]?.url.searchParams.get('receipt')).toBe('42.abcdefghijklmnopqrstuvwx');
    expect(readGiftCardResponse()).toEqual(card);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current page' })).toHaveTextContent(/^\/gift-card$/),
    );
  });

  it('shows the failed-transaction view after a declined card; Try Again brings back the stored gift data', async () => {
    fakeServer({});
    saveGiftData(giftData);
    renderGiftCardPage('/gift-card?failed=1');
    const dialog = await screen.findByRole('dialog', { name: 'Gift Card' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The transaction was unsuccessful.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText(/^Recipient email/)).toHaveValue('sara@example.pk');
    expect(screen.getByLabelText(/^Card Number/)).toHaveValue('');
  });

  it('keeps showing the failed-transaction view while the stored marker exists', async () => {
    fakeServer({});
    setErrorTransaction(true);
    renderGiftCardPage('/gift-card');
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  it('shows the messages the server refused the form with', async () => {
    fakeServer({});
    saveGiftData({ ...giftData, amount: '200' });
    const errors = encodeURIComponent(JSON.stringify({ amount: ['Rs. 500 to Rs. 10,000 only*'] }));
    renderGiftCardPage(`/gift-card?errors=${errors}`);
    const amount = await screen.findByLabelText(/^Amount/);
    expect(amount).toHaveValue('200');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
  });

  it('confirms the card with the provider, then posts the form with the intent, its secret and the shopper’s token, never the card', async () => {
    const key = btoa(String.fromCharCode(...new Uint8Array(32).fill(7)));
    const intentId = 'pi_abcdefghijklmnop';
    const sent = fakeServer({
      'POST /api/payments/intent/add-method': {
        body: { clientSecret: `${intentId}_secret_x`, encryptionKey: key, paymentIntentId: intentId },
      },
      [`POST ${SANDBOX_PROVIDER_PATHS.confirmIntent(intentId)}`]: {
        body: { status: 'succeeded', paymentIntentId: intentId },
      },
    });
    // The card-entry library calls the provider by path, as a page does; resolve it like the page.
    const served = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      served(typeof input === 'string' ? new URL(input, window.location.origin) : input, init),
    );
    let posted: Record<string, FormDataEntryValue> | null = null;
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      posted = Object.fromEntries(new FormData(this));
    });
    saveGiftData(giftData);
    renderGiftCardPage('/gift-card');
    const dialog = await screen.findByRole('dialog', { name: 'Gift Card' });
    await userEvent.type(within(dialog).getByLabelText(/^Card Number/), '4242 4242 4242 4242');
    await userEvent.type(within(dialog).getByLabelText(/^Expiry/), '12/30');
    await userEvent.type(within(dialog).getByLabelText(/^CVC/), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy Gift Card' }));

    await waitFor(() => expect(posted).not.toBeNull());
    expect(posted).toEqual({
      ...giftData,
      policy_check: 'true',
      payment_intent_id: intentId,
      client_secret: `${intentId}_secret_x`,
      shopper_token: 'guest-token',
    });
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/payments/intent/add-method',
      `POST ${SANDBOX_PROVIDER_PATHS.confirmIntent(intentId)}`,
    ]);
    expect(JSON.stringify(sent[0]?.body)).not.toContain('4242');
  });

  it('shows a refusal of the payment fields above the button, as one about the card', async () => {
    fakeServer({});
    saveGiftData(giftData);
    const errors = encodeURIComponent(
      JSON.stringify({ client_secret: ['Gift cards are paid by bank card only.'] }),
    );
    renderGiftCardPage(`/gift-card?errors=${errors}`);
    const dialog = await screen.findByRole('dialog', { name: 'Gift Card' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Gift cards are paid by bank card only.',
    );
  });

  it('posts nothing while the form is invalid', async () => {
    const sent = fakeServer({});
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    renderGiftCardPage('/gift-card');
    const dialog = await screen.findByRole('dialog', { name: 'Gift Card' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy Gift Card' }));
    expect(await within(dialog).findByText('The amount field is required.')).toBeVisible();
    expect(
      within(dialog).getByText(
        'Please confirm that gift cards are non-refundable and for one time use only.',
      ),
    ).toBeVisible();
    expect(submit).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });
});
