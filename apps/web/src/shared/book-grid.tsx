import type { BookSummary } from '@bookshop/domain';
import { BookCard } from '@bookshop/ui';
import { BookActions } from './shopping/book-actions';

export interface BookGridProps {
  books: readonly BookSummary[];
  /** Level of each card's title, one below the heading of the list it sits under. */
  headingLevel?: 2 | 3 | 4;
  /** Names the list, e.g. the section heading's id. */
  labelledBy?: string;
  /** One scrolling row instead of a wrapping grid (home page sections). */
  row?: boolean;
}

/** Book cards in a list, so assistive technology announces how many there are. */
export function BookGrid({ books, headingLevel = 3, labelledBy, row = false }: BookGridProps) {
  return (
    <ul className={row ? 'book-row' : 'book-grid'} aria-labelledby={labelledBy}>
      {books.map((book) => (
        <li key={book.Book_Id}>
          <BookCard book={book} headingLevel={headingLevel} actions={<BookActions book={book} compact />} />
        </li>
      ))}
    </ul>
  );
}
