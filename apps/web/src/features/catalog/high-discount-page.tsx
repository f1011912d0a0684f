import { useGetHighDiscountCategoryBooksQuery } from '@bookshop/api-client';
import { skipToken } from '@reduxjs/toolkit/query';
import { useParams, useSearchParams } from 'react-router';
import { Page } from '../../shared/page';
import { readPageNumber } from '../../shared/page-number';
import { ListingView } from './listing-view';

/** /high-discount-category/level1/{id}/instock: a category's in-stock items at a high discount. */
export function HighDiscountCategoryPage() {
  const { categoryId } = useParams();
  const [query] = useSearchParams();
  const id = Number(categoryId);
  const valid = Number.isInteger(id) && id > 0;
  const result = useGetHighDiscountCategoryBooksQuery(
    valid ? { categoryId: id, page: readPageNumber(query.get('page')) } : skipToken,
  );
  if (!valid) return <Page title="Category not found">That is not a category address.</Page>;
  return (
    <ListingView
      title={(category) => `High Discounts: ${category.label}`}
      description={(category, total) =>
        `${total} ${category.label} titles at our highest discounts, in stock and delivered across Pakistan.`
      }
      data={result.data}
      error={result.error}
      isLoading={result.isLoading}
      isFetching={result.isFetching}
      emptyText="No high discounts in this category right now. Have a look at the other categories under High Discounts."
      onRetry={() => void result.refetch()}
    />
  );
}
