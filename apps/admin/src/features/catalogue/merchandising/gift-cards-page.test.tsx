import type { AdminGiftCard } from '@bookshop/domain';
import { CATALOGUE_FORM_MESSAGES } from '@bookshop/validation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderCatalogue } from '../test/catalogue-test-utils';

const card: AdminGiftCard = {
  id: 9,
  number: 'GC9',
  state: 'active',
  amount: 5000,
  remaining: 5000,
  code_last_four: 'K7QZ',
  recipient_name: 'Hina Rauf',
  recipient_email: 'hina@example.pk',
  buyer_name: 'Omar Rauf',
  buyer_email: 'omar@example.pk',
  submitted_at: '2026-11-20T09:00:00.000Z',
  paid_at: '2026-11-20T09:01:00.000Z',
  redeemed_at: null,
  redeemed_order_id: null,
  voided_at: null,
  void_reason: null,
};

describe('GiftCardsPage', () => {
  it('lists gift cards with state and remaining value, and voids an active one with a reason', async () => {
    let cards = [
      card,
      {
        ...card,
        id: 8,
        number: 'GC8',
        state: 'redeemed' as const,
        remaining: 0,
        redeemed_at: '2026-11-21T09:00:00.000Z',
        redeemed_order_id: 1042,
      },
    ];
    const sent = fakeServer({
      'GET /api/admin/catalogue/gift-cards': () => ({
        body: { data: { gift_cards: cards, page: 1, per_page: 25, total: 2 } },
      }),
      'POST /api/admin/catalogue/gift-cards/9/void': () => {
        cards = [{ ...card, state: 'void', remaining: 0, void_reason: 'Paid twice by mistake.' }, cards[1]!];
        return { body: { data: { gift_card: cards[0] } } };
      },
    });
    renderCatalogue('/catalogue/gift-cards');
    const table = await screen.findByRole('table', { name: 'Gift cards' });
    const active = within(table).getByText('GC9').closest('tr') as HTMLElement;
    expect(within(active).getByText('Active')).toBeInTheDocument();
    expect(within(active).getAllByText('Rs. 5,000')).toHaveLength(2);
    expect(within(active).getByText('Code ending K7QZ')).toBeInTheDocument();
    const used = within(table).getByText('GC8').closest('tr') as HTMLElement;
    expect(within(used).getByText(/on order #1042/)).toBeInTheDocument();
    expect(within(used).queryByRole('button', { name: /Void/ })).not.toBeInTheDocument();

    await userEvent.click(within(active).getByRole('button', { name: 'Void GC9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void GC9' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void the card' }));
    expect(await within(dialog).findByText(CATALOGUE_FORM_MESSAGES.reasonRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Paid twice by mistake.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void the card' }));
    expect(await screen.findByText('GC9 is void; its Rs. 5,000 can no longer be spent.')).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ reason: 'Paid twice by mistake.' });
    await waitFor(() => expect(within(table).getByText('Paid twice by mistake.')).toBeInTheDocument());
  });

  it('filters by state and searches through the address', async () => {
    const sent = fakeServer({
      'GET /api/admin/catalogue/gift-cards': {
        body: { data: { gift_cards: [], page: 1, per_page: 25, total: 0 } },
      },
    });
    const { where } = renderCatalogue('/catalogue/gift-cards');
    await userEvent.click(await screen.findByRole('link', { name: 'Void' }));
    await userEvent.type(screen.getByRole('searchbox', { name: /Search/ }), 'hina@example.pk');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(where()).toBe('/catalogue/gift-cards?state=void&q=hina%40example.pk'));
    await waitFor(() =>
      expect(Object.fromEntries(sent.at(-1)?.url.searchParams ?? [])).toEqual({
        state: 'void',
        q: 'hina@example.pk',
        page: '1',
        per_page: '25',
      }),
    );
    expect(screen.getByText('No gift card matches.')).toBeInTheDocument();
  });
});
