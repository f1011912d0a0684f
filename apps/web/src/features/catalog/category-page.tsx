import { useGetCategoryBooksQuery } from '@bookshop/api-client';
import { skipToken } from '@reduxjs/toolkit/query';
import { useParams, useSearchParams } from 'react-router';
import { Page } from '../../shared/page';
import { readPageNumber } from '../../shared/page-number';
import { ListingView } from './listing-view';

/** /category/level4/{id}/instock: the category's items that are in stock, page by page. */
export function CategoryPage() {
  const { categoryId } = useParams();
  const [query] = useSearchParams();
  const id = Number(categoryId);
  const valid = Number.isInteger(id) && id > 0;
  const result = useGetCategoryBooksQuery(
    valid ? { categoryId: id, page: readPageNumber(query.get('page')) } : skipToken,
  );
  if (!valid) return <Page title="Category not found">That is not a category address.</Page>;
  return (
    <ListingView
      title={(category) => category.label}
      description={(category, total) =>
        `${total} ${category.label} titles in stock, delivered across Pakistan. Prices in rupees.`
      }
      data={result.data}
      error={result.error}
      isLoading={result.isLoading}
      isFetching={result.isFetching}
      emptyText="Nothing in this category is in stock right now. Try again soon, or search the whole shop."
      onRetry={() => void result.refetch()}
    />
  );
}
