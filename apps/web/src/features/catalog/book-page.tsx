import { readApiError, useGetBookQuery } from '@bookshop/api-client';
import { formatRupees, unitPrice } from '@bookshop/domain';
import { STOCK_LABELS } from '@bookshop/ui';
import { useParams } from 'react-router';
import { Page } from '../../shared/page';

export function BookPage() {
  const { bookId } = useParams();
  const id = Number(bookId);
  const valid = Number.isInteger(id) && id > 0;
  const { data: book, error, isLoading } = useGetBookQuery(id, { skip: !valid });

  if (!valid) return <Page title="Book not found">That is not a book address.</Page>;
  if (isLoading) return <p role="status">Loading…</p>;
  if (error || !book) {
    const message = readApiError(error, 'We could not load this book.').message;
    return (
      <Page title="Book not found">
        <p>{message}</p>
      </Page>
    );
  }
  const price = unitPrice(book.PAK_PRICE, book.Discount);
  return (
    <Page
      title={book.BOOK_TITLE}
      description={book.description ?? `${book.BOOK_TITLE} by ${book.authorName}`}
    >
      <div className="book-detail">
        <img
          className="book-detail__cover"
          src={`/images/${book.picname}.webp`}
          alt={`Cover of ${book.BOOK_TITLE}`}
          width={300}
          height={450}
          onError={(event) => {
            event.currentTarget.src = '/images/placeholder.webp';
          }}
        />
        <div className="book-detail__info">
          {book.authorName ? <p className="book-detail__authors">by {book.authorName}</p> : null}
          <p className="book-detail__price">
            <strong>{formatRupees(price)}</strong>
            {price < book.PAK_PRICE ? (
              <>
                {' '}
                <s>{formatRupees(book.PAK_PRICE)}</s> <span>{book.Discount}% off</span>
              </>
            ) : null}
          </p>
          <p className="book-detail__status">{STOCK_LABELS[book.bookStatus]}</p>
          <dl className="book-detail__facts">
            {book.BOOK_ISBN ? (
              <>
                <dt>ISBN</dt>
                <dd>{book.BOOK_ISBN}</dd>
              </>
            ) : null}
            {book.publisher ? (
              <>
                <dt>{book.kind === 'book' ? 'Publisher' : 'Brand'}</dt>
                <dd>{book.publisher}</dd>
              </>
            ) : null}
            {book.year ? (
              <>
                <dt>Year</dt>
                <dd>{book.year}</dd>
              </>
            ) : null}
            {book.pages ? (
              <>
                <dt>Pages</dt>
                <dd>{book.pages}</dd>
              </>
            ) : null}
          </dl>
          {book.description ? <p className="book-detail__description">{book.description}</p> : null}
        </div>
      </div>
    </Page>
  );
}
