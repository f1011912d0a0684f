import { type ListingPage, readApiError } from '@bookshop/api-client';
import { Pagination } from '@bookshop/ui';
import { useId } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { BookGrid } from '../../shared/book-grid';
import { Page } from '../../shared/page';
import { hrefWithPage, pageCountOf } from '../../shared/page-number';

export interface ListingViewProps {
  /** The page heading, built from the category once it is known. */
  title: (category: ListingPage['category']) => string;
  description: (category: ListingPage['category'], total: number) => string;
  data: ListingPage | undefined;
  error: unknown;
  isLoading: boolean;
  isFetching: boolean;
  /** Said when the category has nothing to list. */
  emptyText: string;
  onRetry: () => void;
}

function itemCount(total: number): string {
  return total === 1 ? '1 item' : `${total.toLocaleString('en-US')} items`;
}

/** A category's items with breadcrumbs and pages: the body of both listing routes. */
export function ListingView({
  title,
  description,
  data,
  error,
  isLoading,
  isFetching,
  emptyText,
  onRetry,
}: ListingViewProps) {
  const countId = useId();
  const { pathname } = useLocation();
  const [query] = useSearchParams();

  if (isLoading) {
    return (
      <Page title="Loading…">
        <p role="status">Loading the list…</p>
      </Page>
    );
  }
  if (error || !data) {
    const { status, message } = readApiError(error, 'We could not load this list.');
    return (
      <Page title={status === 404 ? 'Category not found' : 'Something went wrong'}>
        <p role="alert">{status === 404 ? 'There is no such category.' : message}</p>
        {status === 404 ? (
          <p>
            <Link to={paths.home.href()}>Go to the home page</Link>
          </p>
        ) : (
          <button type="button" className="link-button" onClick={onRetry}>
            Try again
          </button>
        )}
      </Page>
    );
  }

  const { category } = data;
  return (
    <Page title={title(category)} description={description(category, data.total)}>
      {category.parents.length > 0 ? (
        <nav aria-label="Breadcrumbs" className="breadcrumbs">
          <ol>
            {category.parents.map((parent) => (
              <li key={parent.id}>
                <Link to={paths.category.href(parent.id)}>{parent.label}</Link>
              </li>
            ))}
            <li aria-current="page">{category.label}</li>
          </ol>
        </nav>
      ) : null}
      <section aria-labelledby={countId} aria-busy={isFetching || undefined}>
        <h2 id={countId} className="results__count">
          {itemCount(data.total)}
        </h2>
        {data.books.length > 0 ? (
          <BookGrid books={data.books} labelledBy={countId} eagerCovers={2} />
        ) : (
          <p>{emptyText}</p>
        )}
        <Pagination
          page={data.page}
          pageCount={pageCountOf(data.total, data.perPage)}
          hrefFor={(page) => hrefWithPage(pathname, query, page)}
        />
      </section>
    </Page>
  );
}
