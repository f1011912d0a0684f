import { type BookSummary, coverSrcSet } from '@bookshop/domain';
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
  /**
   * How many covers, from the first, are on screen when the page opens: they load at once, the
   * first with high priority (it may be the page's largest paint); the rest load when near.
   */
  eagerCovers?: number;
}

/*
 * How wide a cover is shown (styles.css): a row's cards are 150-180 px; the grid has two columns
 * on a phone and cards of at least 160 px elsewhere.
 */
const ROW_COVER_SIZES = '180px';
const GRID_COVER_SIZES = '(max-width: 40em) 45vw, 220px';

/** Book cards in a list, so assistive technology announces how many there are. */
export function BookGrid({
  books,
  headingLevel = 3,
  labelledBy,
  row = false,
  eagerCovers = 0,
}: BookGridProps) {
  return (
    <ul className={row ? 'book-row' : 'book-grid'} aria-labelledby={labelledBy}>
      {books.map((book, index) => (
        <li key={book.Book_Id}>
          <BookCard
            book={book}
            headingLevel={headingLevel}
            coverSrcSet={coverSrcSet(book.picname)}
            coverSizes={row ? ROW_COVER_SIZES : GRID_COVER_SIZES}
            coverLoading={index < eagerCovers ? 'eager' : 'lazy'}
            coverFetchPriority={index === 0 && eagerCovers > 0 ? 'high' : undefined}
            actions={<BookActions book={book} compact />}
          />
        </li>
      ))}
    </ul>
  );
}
