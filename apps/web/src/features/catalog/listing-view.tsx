import { type ListingPage, readApiError } from '@bookshop/api-client';
import { Pagination, useMessages } from '@bookshop/ui';
import { useId } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { BookGrid } from '../../shared/book-grid';
import { categoryLabel } from '../../shared/category-label';
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
  const t = useMessages();
  const countId = useId();
  const { pathname } = useLocation();
  const [query] = useSearchParams();

  if (isLoading) {
    return (
      <Page title={t.format('catalog.page.loading')}>
        <p role="status">{t.format('catalog.listing.loading')}</p>
      </Page>
    );
  }
  if (error || !data) {
    const { status, message } = readApiError(error, t.format('catalog.listing.loadFailed'));
    return (
      <Page title={t.format(status === 404 ? 'catalog.listing.notFound' : 'catalog.page.somethingWrong')}>
        <p role="alert">{status === 404 ? t.format('catalog.listing.noSuchCategory') : message}</p>
        {status === 404 ? (
          <p>
            <Link to={paths.home.href()}>{t.format('catalog.page.goHome')}</Link>
          </p>
        ) : (
          <button type="button" className="link-button" onClick={onRetry}>
            {t.format('catalog.page.tryAgain')}
          </button>
        )}
      </Page>
    );
  }

  const { category } = data;
  return (
    <Page title={title(category)} description={description(category, data.total)}>
      {category.parents.length > 0 ? (
        <nav aria-label={t.format('catalog.listing.breadcrumbs')} className="breadcrumbs">
          <ol>
            {category.parents.map((parent) => (
              <li key={parent.id}>
                <Link to={paths.category.href(parent.id)}>{categoryLabel(t.language, parent)}</Link>
              </li>
            ))}
            <li aria-current="page">{categoryLabel(t.language, category)}</li>
          </ol>
        </nav>
      ) : null}
      <section aria-labelledby={countId} aria-busy={isFetching || undefined}>
        <h2 id={countId} className="results__count">
          {t.format('catalog.listing.itemCount', { count: data.total })}
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
