import { useSearchQuery } from '@bookshop/api-client';
import { useSearchParams } from 'react-router';
import { Page } from '../../shared/page';
import { SearchResults } from './search-results';
import { readSearch } from './search-url';

/** /search?keyword=…: results with facets, sort and pages, all read from the address. */
export function SearchPage() {
  const [query] = useSearchParams();
  const params = readSearch(query);
  const { data, error, isLoading, isFetching, refetch } = useSearchQuery(params);
  const keyword = params.keyword ?? '';
  const title = keyword ? `Search results for “${keyword}”` : 'All books';
  return (
    <Page
      title={title}
      description={
        keyword
          ? `Books matching “${keyword}” by title, author, ISBN or publisher, with prices in rupees.`
          : 'Every book, stationery and art supply in the shop, with prices in rupees.'
      }
    >
      <SearchResults
        data={data}
        error={error}
        isLoading={isLoading}
        isFetching={isFetching}
        sort={params.sort ?? 'relevance'}
        onRetry={() => void refetch()}
      />
    </Page>
  );
}
