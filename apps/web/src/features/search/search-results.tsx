import { readApiError, SEARCH_FACETS, type SearchPage, type SearchSort } from '@bookshop/api-client';
import type { Messages } from '@bookshop/i18n/core';
import { Button, Dialog, FacetList, Pagination, SortSelect, useMessages } from '@bookshop/ui';
import { useId, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { BookGrid } from '../../shared/book-grid';
import { hrefWithPage, pageCountOf } from '../../shared/page-number';
import { facetOptionLabel } from './facet-labels';
import { FACET_TITLE_KEYS, hrefWith, SORT_OPTIONS } from './search-url';

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
function resultCount(t: Messages, total: number, exact: boolean): string {
  return exact
    ? t.format('catalog.search.resultCount', { count: total })
    : t.format('catalog.search.resultCountAtLeast', { count: total });
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
  const t = useMessages();
  const headingId = useId();
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  // The phone's Filters sheet closes once a choice changes the address (a new search).
  const [filtersOpenFor, setFiltersOpenFor] = useState<string | null>(null);
  const filtersOpen = filtersOpenFor === query.toString();
  const sortOptions = useMemo(
    () => SORT_OPTIONS.map(({ value, labelKey }) => ({ value, label: t.format(labelKey) })),
    [t],
  );

  if (isLoading) return <p role="status">{t.format('catalog.search.searching')}</p>;
  if (error || !data) {
    const { message, fieldErrors } = readApiError(error, t.format('catalog.search.failed'));
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
          {t.format('catalog.page.tryAgain')}
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
        title={t.format(FACET_TITLE_KEYS[facet])}
        options={options.map((option) => ({
          ...option,
          label: facetOptionLabel(t, facet, option.value, option.label),
        }))}
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
        <aside className="results__facets" aria-label={t.format('catalog.search.narrow')}>
          {facetPanel(2)}
        </aside>
      ) : null}
      <section className="results__main" aria-labelledby={headingId} aria-busy={isFetching || undefined}>
        <div className="results__bar">
          <h2 id={headingId} className="results__count" aria-live="polite">
            {resultCount(t, data.total, data.totalExact)}
          </h2>
          {facetLists.length > 0 ? (
            <Button
              variant="secondary"
              className="results__filters-button"
              aria-haspopup="dialog"
              onClick={() => setFiltersOpenFor(query.toString())}
            >
              {chosenFacets > 0
                ? t.format('catalog.search.filtersChosen', { count: chosenFacets })
                : t.format('catalog.search.filters')}
            </Button>
          ) : null}
          {data.total > 1 ? (
            <SortSelect
              value={sort}
              options={sortOptions}
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
            {t.format('catalog.search.emptyStart')}{' '}
            <Link to={paths.requestBook.href()}>{t.format('catalog.search.emptyLink')}</Link>
            {t.format('catalog.search.emptyEnd')}
          </p>
        )}
        <Pagination
          page={data.page}
          pageCount={pageCountOf(data.total, data.perPage)}
          hrefFor={(page) => hrefWithPage(pathname, query, page)}
          label={t.format('catalog.search.pages')}
        />
      </section>
      {facetLists.length > 0 ? (
        <Dialog
          open={filtersOpen}
          onClose={() => setFiltersOpenFor(null)}
          title={t.format('catalog.search.filters')}
          size="sm"
          className="results__filters-sheet"
        >
          {facetPanel(3)}
        </Dialog>
      ) : null}
    </div>
  );
}
