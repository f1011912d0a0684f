import { readApiError, SEARCH_FACETS, type SearchPage, type SearchSort } from '@bookshop/api-client';
import { Button, Dialog, FacetList, Pagination, SortSelect } from '@bookshop/ui';
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { BookGrid } from '../../shared/book-grid';
import { hrefWithPage, pageCountOf } from '../../shared/page-number';
import { FACET_TITLES, hrefWith, SORT_OPTIONS } from './search-url';

export interface SearchResultsProps {
  data: SearchPage | undefined;
  error: unknown;
  isLoading: boolean;
  /** A new page or filter is loading while the previous results still show. */
  isFetching: boolean;
  sort: SearchSort;
  /** Show facets to narrow the results by (keyword search); the advanced form has its own fields. */
  facets?: boolean;
  onRetry: () => void;
}

/** Past the server's count limit the total is a lower bound: "1,000+ results". */
function resultCount(total: number, exact: boolean): string {
  if (!exact) return `${total.toLocaleString('en-US')}+ results`;
  return total === 1 ? '1 result' : `${total.toLocaleString('en-US')} results`;
}

/** A result list with its count, sort order, facets and pages; every choice is a change of address. */
export function SearchResults({
  data,
  error,
  isLoading,
  isFetching,
  sort,
  facets = true,
  onRetry,
}: SearchResultsProps) {
  const headingId = useId();
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  // The phone's Filters sheet closes once a choice changes the address (a new search).
  const [filtersOpenFor, setFiltersOpenFor] = useState<string | null>(null);
  const filtersOpen = filtersOpenFor === query.toString();

  if (isLoading) return <p role="status">Searching…</p>;
  if (error || !data) {
    const { message, fieldErrors } = readApiError(error, 'The search did not work this time.');
    const details = Object.values(fieldErrors).flat();
    return (
      <div role="alert" className="notice notice--error">
        <p>{message}</p>
        {details.length > 1 ? (
          <ul>
            {details.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ) : null}
        <button type="button" className="link-button" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }

  const facetLists = facets
    ? SEARCH_FACETS.map((facet) => ({ facet, options: data.facets[facet] ?? [] })).filter(
        ({ facet, options }) => options.length > 0 || query.get(facet),
      )
    : [];

  const facetPanel = (headingLevel: 2 | 3) =>
    facetLists.map(({ facet, options }) => (
      <FacetList
        key={facet}
        title={FACET_TITLES[facet]}
        options={options}
        selected={query.get(facet)}
        hrefFor={(value) => hrefWith(pathname, query, { [facet]: value })}
        headingLevel={headingLevel}
        countsAtLeast={data.approximateFacets.includes(facet)}
      />
    ));
  const chosenFacets = facetLists.filter(({ facet }) => query.get(facet)).length;

  return (
    <div className={facetLists.length > 0 ? 'results results--with-facets' : 'results'}>
      {/* Beside the results on wide screens; on a phone it is hidden (CSS) and the Filters button
          opens the same lists in a sheet, so the results come first. */}
      {facetLists.length > 0 ? (
        <aside className="results__facets" aria-label="Narrow the results">
          {facetPanel(2)}
        </aside>
      ) : null}
      <section className="results__main" aria-labelledby={headingId} aria-busy={isFetching || undefined}>
        <div className="results__bar">
          <h2 id={headingId} className="results__count" aria-live="polite">
            {resultCount(data.total, data.totalExact)}
          </h2>
          {facetLists.length > 0 ? (
            <Button
              variant="secondary"
              className="results__filters-button"
              aria-haspopup="dialog"
              onClick={() => setFiltersOpenFor(query.toString())}
            >
              {chosenFacets > 0 ? `Filters (${chosenFacets})` : 'Filters'}
            </Button>
          ) : null}
          {data.total > 1 ? (
            <SortSelect
              value={sort}
              options={SORT_OPTIONS}
              onChange={(value) =>
                navigate(hrefWith(pathname, query, { sort: value === 'relevance' ? null : value }))
              }
            />
          ) : null}
        </div>
        {data.books.length > 0 ? (
          <BookGrid books={data.books} labelledBy={headingId} eagerCovers={2} />
        ) : (
          <p className="results__empty">
            Nothing matches. Check the spelling, try fewer words, or{' '}
            <Link to={paths.requestBook.href()}>ask us to find the book</Link>.
          </p>
        )}
        <Pagination
          page={data.page}
          pageCount={pageCountOf(data.total, data.perPage)}
          hrefFor={(page) => hrefWithPage(pathname, query, page)}
          label="Result pages"
        />
      </section>
      {facetLists.length > 0 ? (
        <Dialog
          open={filtersOpen}
          onClose={() => setFiltersOpenFor(null)}
          title="Filters"
          size="sm"
          className="results__filters-sheet"
        >
          {facetPanel(3)}
        </Dialog>
      ) : null}
    </div>
  );
}
