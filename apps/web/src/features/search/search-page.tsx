import { useSearchQuery } from '@bookshop/api-client';
import { useMessages } from '@bookshop/ui';
import { useSearchParams } from 'react-router';
import { Page } from '../../shared/page';
import { SearchResults } from './search-results';
import { readSearch } from './search-url';

/** /search?keyword=…: results with facets, sort and pages, all read from the address. */
export function SearchPage() {
  const t = useMessages();
  const [query] = useSearchParams();
  const params = readSearch(query);
  const { data, error, isLoading, isFetching, refetch } = useSearchQuery(params);
  const keyword = params.keyword ?? '';
  const title = keyword
    ? t.format('catalog.search.resultsFor', { keyword })
    : t.format('catalog.search.allBooks');
  return (
    <Page
      title={title}
      description={
        keyword
          ? t.format('catalog.search.descriptionFor', { keyword })
          : t.format('catalog.search.descriptionAll')
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
