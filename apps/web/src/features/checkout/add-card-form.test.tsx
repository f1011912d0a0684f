import { SANDBOX_PROVIDER_PATHS } from '@bookshop/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { fakeServer, sessionOf } from '../../test/app-test-utils';
import { AddCardForm, type AddCardFormProps } from './add-card-form';

const intentId = 'pi_abcdefghijklmnop';
const clientSecret = `${intentId}_secret_onlythisbrowser`;
const card = {
  id: 'card_1',
  bin: '42424242',
  card_details: { card_network: 'visa', last_four_digits: '4242' },
};

function renderForm(overrides: Partial<AddCardFormProps> = {}) {
  const props: AddCardFormProps = {
    customer: { email: 'ayesha@example.pk', name: 'Ayesha Khan' },
    isLoggedIn: true,
    saveCard: true,
    onSaveCardChange: vi.fn(),
    checkBeforeSaving: () => null,
    onStarted: vi.fn(),
    onAdded: vi.fn(),
    onFailed: vi.fn(),
    busy: false,
    ...overrides,
  };
  render(
    <Provider store={makeStore({ session: sessionOf('user') })}>
      <AddCardForm {...props} />
    </Provider>,
  );
  return props;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AddCardForm', () => {
  it('saves the card with the intent’s client secret beside its id, and never sends the number to the shop', async () => {
    const key = btoa(String.fromCharCode(...new Uint8Array(32).fill(7)));
    const sent = fakeServer({
      'POST /api/payments/intent/add-method': {
        body: { clientSecret, encryptionKey: key, paymentIntentId: intentId },
      },
      [`POST ${SANDBOX_PROVIDER_PATHS.confirmIntent(intentId)}`]: {
        body: { status: 'succeeded', paymentIntentId: intentId },
      },
      'POST /api/payments/refund-add-method-fee': {
        body: { success: true, message: 'Card saved.', data: { paymentMethod: card } },
      },
    });
    // The card-entry library calls the provider by path, as a page does; resolve it like the page.
    const served = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      served(typeof input === 'string' ? new URL(input, window.location.origin) : input, init),
    );
    const props = renderForm();
    await userEvent.type(screen.getByLabelText(/^Card Number/), '4242 4242 4242 4242');
    await userEvent.type(screen.getByLabelText(/^Expiry/), '12/30');
    await userEvent.type(screen.getByLabelText(/^CVC/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Add Card' }));

    await waitFor(() => expect(props.onAdded).toHaveBeenCalledWith(card));
    const refund = sent.find((r) => r.path === '/api/payments/refund-add-method-fee');
    expect(refund?.body).toEqual({ paymentIntentId: intentId, clientSecret, saveCard: true });
    for (const request of sent.filter((r) => r.path.startsWith('/api/')))
      expect(JSON.stringify(request.body ?? {}).replaceAll(' ', '')).not.toContain('4242424242424242');
  });
});
