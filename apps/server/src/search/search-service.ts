import type { SearchPage } from '@bookshop/domain';
import { advancedSearchSchema, EMPTY_ADVANCED_SEARCH } from '@bookshop/validation';
import { validateBody } from '../accounts/validate-body.js';
import { type AutocompleteRepository, correctedTsquery } from './autocomplete-repository.js';
import { parseSearchParams } from './search-params.js';
import { readSearchQuery } from './search-query.js';
import type { SearchRepository } from './search-repository.js';
import { unknownWords } from './suggestion-ranking.js';

/** A search's answer is the contract's page of results. */
export type SearchAnswer = SearchPage;

/** The advanced form's own fields of a query (not paging or sort), as the form would send them. */
function pickFormFields(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(EMPTY_ADVANCED_SEARCH).map((field) => [field, query[field] ?? '']));
}

export function createSearchService(repo: SearchRepository, words: AutocompleteRepository) {
  async function run(query: Record<string, unknown>, advanced: boolean): Promise<SearchAnswer> {
    const params = parseSearchParams(query, { advanced, defaultSort: 'relevance' });
    // The catalogue's Latin words decide which typed words may be Roman Urdu (roman-urdu.ts).
    await words.catalogue.ensure();
    const known = words.latinVocabulary;
    let result = await repo.find(params, { facets: true, known });
    // Nothing found for the words as typed: try again with the closest catalogue words (found in
    // memory, trigram-vocabulary.ts), so "hary poter" still lists Harry Potter.
    if (result.total === 0 && params.keyword !== null) {
      const q = readSearchQuery(params.keyword, known);
      if (q.words.length > 0 && !q.isbn) {
        // The last word too must be a whole catalogue word here: nothing was found with it.
        const corrections = words.corrections(
          q.words,
          unknownWords(words.catalogue.index, q.words, { wholeLast: true }),
        );
        if (corrections.some((c) => c.alternatives.length > 0)) {
          result = await repo.find(params, {
            facets: true,
            known,
            tsquery: correctedTsquery(corrections, known),
          });
        }
      }
    }
    return { ...result, page: params.page, perPage: params.perPage };
  }

  return {
    search: (query: Record<string, unknown>) => run(query, false),
    /**
     * The advanced form's fields are checked with the shared schema the page uses (same
     * messages, at least one criterion); paging, sort and the rest as for any search.
     */
    advanced: (query: Record<string, unknown>) => {
      validateBody(advancedSearchSchema, pickFormFields(query));
      return run(query, true);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
