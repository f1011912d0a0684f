import { formatMessage } from '@bookshop/i18n/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessagesProvider } from '../i18n';
import { Pagination } from './pagination';

const hrefFor = (page: number) => `/search?keyword=iqbal&page=${page}`;

describe('Pagination', () => {
  it('links the pages around the current one, first and last, and marks the current page', () => {
    render(<Pagination page={6} pageCount={20} hrefFor={hrefFor} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Previous', '1', '5', '6', '7', '20', 'Next']);
    expect(within(nav).getByRole('link', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', hrefFor(7));
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', hrefFor(5));
  });

  it('offers no Previous on the first page and no Next on the last', () => {
    const { rerender } = render(<Pagination page={1} pageCount={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    rerender(<Pagination page={3} pageCount={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('shows nothing for a single page', () => {
    render(<Pagination page={1} pageCount={1} hrefFor={hrefFor} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('Pagination in Urdu', () => {
  it('names the landmark, the steps and each page in Urdu', () => {
    render(
      <MessagesProvider language="ur">
        <Pagination page={2} pageCount={3} hrefFor={hrefFor} />
      </MessagesProvider>,
    );
    const nav = screen.getByRole('navigation', { name: formatMessage('ur', 'catalog.pagination.label') });
    expect(
      within(nav).getByRole('link', { name: formatMessage('ur', 'catalog.pagination.previous') }),
    ).toHaveAttribute('href', hrefFor(1));
    expect(
      within(nav).getByRole('link', { name: formatMessage('ur', 'catalog.pagination.next') }),
    ).toHaveAttribute('href', hrefFor(3));
    expect(
      within(nav).getByRole('link', { name: formatMessage('ur', 'catalog.pagination.page', { page: 2 }) }),
    ).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByText(/Previous|Next/)).not.toBeInTheDocument();
  });
});
