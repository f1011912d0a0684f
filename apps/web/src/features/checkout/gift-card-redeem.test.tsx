import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialSessionState } from '../../app/session/session-slice';
import { makeStore } from '../../app/store';
import { fakeServer } from '../../test/app-test-utils';
import { GiftCardRedeem } from './gift-card-redeem';

const unpaid = { giftCard: 0, giftCardLapsed: 0, total: 2350 };

function renderField(props: Parameters<typeof GiftCardRedeem>[0]) {
  const store = makeStore({ session: { ...initialSessionState, guestToken: 'guest-token' } });
  return render(
    <Provider store={store}>
      <GiftCardRedeem {...props} />
    </Provider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GiftCardRedeem', () => {
  it('checks a typed code with the server and applies it normalised', async () => {
    const sent = fakeServer({
      'POST /api/gift-cards/check': { body: { success: true, data: { value: 1000, lastFour: 'PQRS' } } },
    });
    const onApplied = vi.fn();
    renderField({ order: unpaid, applied: null, onApplied });
    await userEvent.type(screen.getByLabelText('Gift card'), 'abcd-efgh jkmn-pqrs');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    await vi.waitFor(() =>
      expect(onApplied).toHaveBeenCalledWith({ code: 'ABCDEFGHJKMNPQRS', value: 1000, lastFour: 'PQRS' }),
    );
    expect(sent[0]?.body).toEqual({ code: 'abcd-efgh jkmn-pqrs' });
    expect(sent[0]?.authorization).toBe('Bearer guest-token');
  });

  it('shows the server’s one generic message for a wrong code', async () => {
    fakeServer({
      'POST /api/gift-cards/check': {
        status: 422,
        body: { errors: { code: ['This gift card code is not valid.'] } },
      },
    });
    const onApplied = vi.fn();
    renderField({ order: unpaid, applied: null, onApplied });
    await userEvent.type(screen.getByLabelText('Gift card'), 'AAAA-BBBB-CCCC-DDDD');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('This gift card code is not valid.')).toBeVisible();
    expect(onApplied).not.toHaveBeenCalled();
  });

  it('shows what the applied card pays and what is left, with the notice when some of it lapses', () => {
    const { rerender } = renderField({
      order: { giftCard: 650, giftCardLapsed: 350, total: 0 },
      applied: { code: 'ABCDEFGHJKMNPQRS', value: 1000, lastFour: 'PQRS' },
      onApplied: vi.fn(),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Gift card ending PQRS: −Rs. 650, to pay Rs. 0');
    expect(
      screen.getByText(
        'Your cart total is less than the gift card value. Gift cards are single-use, so the remainder lapses.',
      ),
    ).toBeVisible();
    rerender(
      <Provider store={makeStore()}>
        <GiftCardRedeem
          order={{ giftCard: 1000, giftCardLapsed: 0, total: 1350 }}
          applied={{ code: 'ABCDEFGHJKMNPQRS', value: 1000, lastFour: 'PQRS' }}
          onApplied={vi.fn()}
        />
      </Provider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('−Rs. 1,000, to pay Rs. 1,350');
    expect(screen.queryByText(/the remainder lapses/)).toBeNull();
  });
});
