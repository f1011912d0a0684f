import { formatMessage } from '@bookshop/i18n/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MessagesProvider } from '../i18n';
import { FacetList, type FacetOption } from './facet-list';

const authors: FacetOption[] = Array.from({ length: 11 }, (_, index) => ({
  value: `author-${index + 1}`,
  label: `Author ${index + 1}`,
  count: 20 - index,
}));

const hrefFor = (value: string | null) => (value ? `/search?keyword=a&author=${value}` : '/search?keyword=a');

describe('FacetList', () => {
  it('links each value with its count under the facet heading', () => {
    render(<FacetList title="Author" options={authors} hrefFor={hrefFor} />);
    const facet = screen.getByRole('region', { name: 'Author' });
    expect(within(facet).getByRole('heading', { level: 3, name: 'Author' })).toBeInTheDocument();
    const first = within(facet).getByRole('link', { name: 'Author 1 (20)' });
    expect(first).toHaveAttribute('href', '/search?keyword=a&author=author-1');
    expect(within(facet).getAllByRole('link')).toHaveLength(8);
  });

  it('marks counts that are lower bounds with a plus', () => {
    render(<FacetList title="Author" options={authors} hrefFor={hrefFor} countsAtLeast />);
    expect(screen.getByRole('link', { name: 'Author 1 (20+)' })).toBeInTheDocument();
  });

  it('shows all values on request and fewer again', async () => {
    render(<FacetList title="Author" options={authors} hrefFor={hrefFor} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 11' }));
    expect(screen.getAllByRole('link')).toHaveLength(11);
    await userEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(screen.getAllByRole('link')).toHaveLength(8);
  });

  it('marks the chosen value, keeps it visible and offers All to remove the filter', () => {
    render(<FacetList title="Author" options={authors} selected="author-10" hrefFor={hrefFor} />);
    const chosen = screen.getByRole('link', { name: 'Author 10 (11)' });
    expect(chosen).toHaveAttribute('aria-current', 'true');
    expect(chosen).toHaveAttribute('href', '/search?keyword=a');
    expect(screen.getByRole('link', { name: /^All/ })).toHaveAttribute('href', '/search?keyword=a');
  });

  it('renders nothing without values', () => {
    render(<FacetList title="Author" options={[]} hrefFor={hrefFor} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

describe('FacetList in Urdu', () => {
  it('words All, removing the filter and Show all in Urdu, counts left to right', async () => {
    render(
      <MessagesProvider language="ur">
        <FacetList title="مصنف" options={authors} selected="author-2" hrefFor={hrefFor} />
      </MessagesProvider>,
    );
    const facet = screen.getByRole('region', { name: 'مصنف' });
    const all = within(facet).getByRole('link', {
      name: `${formatMessage('ur', 'catalog.facet.all')} ${formatMessage('ur', 'catalog.facet.removeFilter', { facet: 'مصنف' })}`,
    });
    expect(all).toHaveAttribute('href', '/search?keyword=a');
    expect(within(facet).getByRole('link', { name: 'Author 1 (\u206620\u2069)' })).toBeInTheDocument();
    await userEvent.click(
      within(facet).getByRole('button', {
        name: formatMessage('ur', 'catalog.facet.showAll', { count: 11 }),
      }),
    );
    expect(
      within(facet).getByRole('button', { name: formatMessage('ur', 'catalog.facet.showFewer') }),
    ).toBeInTheDocument();
  });
});
