import { useListCatalogueBooksQuery } from '@bookshop/api-client/admin';
import type { AdminBookRow } from '@bookshop/domain';
import { Button, TextField } from '@bookshop/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { type KeyboardEvent, useId, useState } from 'react';
import { bookTextAttributes } from './book-text';

/** A book as a picker hands it on. */
export interface PickedBook {
  id: number;
  title: string;
}

/** How many matches a search lists. */
const MATCHES = 8;

export interface BookPickerProps {
  /** The search field's label, e.g. 'Find the book'. */
  label: string;
  /** The button beside each match, e.g. 'Choose' or 'Add'. */
  pickLabel: string;
  onPick: (book: PickedBook) => void;
  /** Books already chosen: not offered again. */
  exclude?: readonly number[];
  error?: string;
}

/**
 * Finds a book with the shop's own search (title, author, publisher or ISBN) and picks one.
 * It searches when asked (the button, or Enter in the field) rather than on every key, and
 * lives inside other forms, so it has no form of its own.
 */
export function BookPicker({ label, pickLabel, onPick, exclude = [], error }: BookPickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const found = useListCatalogueBooksQuery(
    asked ? { q: asked, limit: MATCHES, withdrawn: 'include' } : skipToken,
  );
  const matches = (found.data?.books ?? []).filter((book) => !exclude.includes(book.id));

  const search = () => setAsked(text.trim());
  const enter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      search();
    }
  };

  return (
    <div className="catalogue-picker">
      <div className="catalogue-picker__search">
        <TextField
          label={label}
          hint="Title, author, publisher or ISBN"
          type="search"
          value={text}
          error={error}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={enter}
          aria-controls={`${id}-matches`}
        />
        <Button variant="secondary" onClick={search}>
          Search
        </Button>
      </div>
      <div id={`${id}-matches`} aria-live="polite">
        {found.isFetching ? <p className="admin-muted">Searching…</p> : null}
        {asked && !found.isFetching && found.data ? (
          matches.length === 0 ? (
            <p className="admin-muted">No book matches “{asked}”.</p>
          ) : (
            <ul className="catalogue-picker__matches" aria-label={`Books matching ${asked}`}>
              {matches.map((book: AdminBookRow) => (
                <li key={book.id}>
                  <span>
                    <span {...bookTextAttributes(book.language)}>{book.title}</span>
                    <span className="admin-muted catalogue-small">
                      {' '}
                      · {book.authors.join(', ') || 'no author'} · #{book.id}
                    </span>
                  </span>
                  <Button
                    variant="secondary"
                    aria-label={`${pickLabel} ${book.title}`}
                    onClick={() => onPick({ id: book.id, title: book.title })}
                  >
                    {pickLabel}
                  </Button>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </div>
    </div>
  );
}
