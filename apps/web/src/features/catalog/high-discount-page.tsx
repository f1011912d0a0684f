import { useGetHighDiscountCategoryBooksQuery } from '@bookshop/api-client';
import { useMessages } from '@bookshop/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useParams, useSearchParams } from 'react-router';
import { categoryLabel } from '../../shared/category-label';
import { Page } from '../../shared/page';
import { readPageNumber } from '../../shared/page-number';
import { ListingView } from './listing-view';

/** /high-discount-category/level1/{id}/instock: a category's in-stock items at a high discount. */
export function HighDiscountCategoryPage() {
  const { categoryId } = useParams();
  const t = useMessages();
  const [query] = useSearchParams();
  const id = Number(categoryId);
  const valid = Number.isInteger(id) && id > 0;
  const result = useGetHighDiscountCategoryBooksQuery(
    valid ? { categoryId: id, page: readPageNumber(query.get('page')) } : skipToken,
  );
  if (!valid) {
    return <Page title={t.format('catalog.listing.notFound')}>{t.format('catalog.listing.badAddress')}</Page>;
  }
  return (
    <ListingView
      title={(category) =>
        t.format('catalog.listing.highDiscountTitle', { category: categoryLabel(t.language, category) })
      }
      description={(category, total) =>
        t.format('catalog.listing.highDiscountDescription', {
          count: String(total),
          category: categoryLabel(t.language, category),
        })
      }
      data={result.data}
      error={result.error}
      isLoading={result.isLoading}
      isFetching={result.isFetching}
      emptyText={t.format('catalog.listing.highDiscountEmpty')}
      onRetry={() => void result.refetch()}
    />
  );
}
