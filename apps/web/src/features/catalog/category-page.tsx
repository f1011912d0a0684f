import { useGetCategoryBooksQuery } from '@bookshop/api-client';
import { useMessages } from '@bookshop/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useParams, useSearchParams } from 'react-router';
import { categoryLabel } from '../../shared/category-label';
import { Page } from '../../shared/page';
import { readPageNumber } from '../../shared/page-number';
import { ListingView } from './listing-view';

/** /category/level4/{id}/instock: the category's items that are in stock, page by page. */
export function CategoryPage() {
  const { categoryId } = useParams();
  const t = useMessages();
  const [query] = useSearchParams();
  const id = Number(categoryId);
  const valid = Number.isInteger(id) && id > 0;
  const result = useGetCategoryBooksQuery(
    valid ? { categoryId: id, page: readPageNumber(query.get('page')) } : skipToken,
  );
  if (!valid) {
    return <Page title={t.format('catalog.listing.notFound')}>{t.format('catalog.listing.badAddress')}</Page>;
  }
  return (
    <ListingView
      title={(category) => categoryLabel(t.language, category)}
      description={(category, total) =>
        // The count as digits alone ("1200", not "1,200"), as the description has always had it.
        t.format('catalog.listing.categoryDescription', {
          count: String(total),
          category: categoryLabel(t.language, category),
        })
      }
      data={result.data}
      error={result.error}
      isLoading={result.isLoading}
      isFetching={result.isFetching}
      emptyText={t.format('catalog.listing.categoryEmpty')}
      onRetry={() => void result.refetch()}
    />
  );
}
