import { useAutocompleteQuery } from '@bookshop/api-client';
import { SearchBox } from '@bookshop/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useDebouncedValue } from '../../shared/use-debounced-value';

/** Spec: suggestions are asked for after a 500 ms pause, for 2 or more characters. */
export const SUGGEST_PAUSE_MS = 500;
export const SUGGEST_MIN_CHARS = 2;

interface BoxText {
  text: string;
  /** Typed by the shopper, as opposed to filled in from the address of a results page. */
  typed: boolean;
}

/**
 * The header's search box: asks for suggestions once the shopper pauses, submits to the results
 * page and opens a chosen suggestion's book page. Suggestion failures are only logged: the box
 * keeps working as a plain search.
 */
export function SiteSearch() {
  const navigate = useNavigate();
  const location = useLocation();

  // On a results page the box shows what was searched for, also after Back or Forward.
  const keywordInUrl =
    location.pathname === paths.search.pattern
      ? (new URLSearchParams(location.search).get('keyword') ?? '')
      : null;
  const [box, setBox] = useState<BoxText>({ text: keywordInUrl ?? '', typed: false });
  const [seenKeyword, setSeenKeyword] = useState(keywordInUrl);
  if (seenKeyword !== keywordInUrl) {
    setSeenKeyword(keywordInUrl);
    if (keywordInUrl !== null) setBox({ text: keywordInUrl, typed: false });
  }

  const wanted = box.typed ? box.text.trim() : '';
  const settled = useDebouncedValue(wanted, SUGGEST_PAUSE_MS);
  // Between keystrokes the last settled text stays the query, so its suggestions stay up until
  // the next ones arrive instead of the list blinking shut on every key.
  const { data, error, isFetching } = useAutocompleteQuery(
    settled.length >= SUGGEST_MIN_CHARS ? settled : skipToken,
  );

  useEffect(() => {
    if (error) console.error('Search suggestions failed', error);
  }, [error]);

  const suggestions = wanted.length >= SUGGEST_MIN_CHARS && !error ? (data ?? []) : [];

  return (
    <SearchBox
      value={box.text}
      onValueChange={(text) => setBox({ text, typed: true })}
      suggestions={suggestions}
      loading={isFetching}
      onSubmit={(keyword) => {
        setBox({ text: keyword, typed: false });
        navigate(paths.search.href(keyword));
      }}
      onSelectSuggestion={(suggestion) => {
        setBox({ text: '', typed: false });
        navigate(paths.book.href(suggestion.Book_Id));
      }}
    />
  );
}
