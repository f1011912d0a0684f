import { formatMessage } from '@bookshop/i18n';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderGuestPage } from '../../test/app-test-utils';
import { AdvanceSearchPage } from './advance-search-page';

function renderAdvanced(language: 'en' | 'ur') {
  renderGuestPage({
    answers: { 'GET /api/categories/menu': { body: { data: [] } } },
    path: '/advance-search',
    pattern: '/advance-search',
    page: <AdvanceSearchPage />,
    language,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdvanceSearchPage in Urdu', () => {
  it('labels its fields and hints in Urdu and refuses a price below the lowest in Urdu', async () => {
    renderAdvanced('ur');
    expect(
      screen.getByRole('heading', { level: 1, name: formatMessage('ur', 'catalog.advanced.title') }),
    ).toBeInTheDocument();
    const isbn = screen.getByRole('textbox', { name: formatMessage('ur', 'catalog.advanced.isbn') });
    expect(isbn).toHaveAccessibleDescription(formatMessage('ur', 'catalog.advanced.isbnHint'));
    await userEvent.type(
      screen.getByRole('textbox', { name: formatMessage('ur', 'catalog.advanced.from') }),
      '900',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: formatMessage('ur', 'catalog.advanced.to') }),
      '500',
    );
    await userEvent.click(
      screen.getByRole('button', { name: formatMessage('ur', 'catalog.advanced.search') }),
    );
    expect(await screen.findByText(formatMessage('ur', 'search.maxBelowMin'))).toBeInTheDocument();
  });

  it('refuses the same in English with the spec’s words', async () => {
    renderAdvanced('en');
    await userEvent.type(screen.getByRole('textbox', { name: 'From' }), '900');
    await userEvent.type(screen.getByRole('textbox', { name: 'To' }), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Highest price must not be below the lowest price')).toBeInTheDocument();
  });
});
