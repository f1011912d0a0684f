import { readApiError, useGetBookQuery } from '@bookshop/api-client';
import {
  type Book,
  formatRupees,
  STOCK_LABELS,
  shelfPrice,
  stockHint,
  textLangAttributes,
  unitPrice,
} from '@bookshop/domain';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { Page } from '../../shared/page';
import { BookActions } from '../../shared/shopping/book-actions';
import { useRecordView } from '../../shared/shopping/use-record-view';
import { BookCover } from './book-cover';

const LANGUAGES: Readonly<Record<string, string>> = {
  en: 'English',
  ur: 'Urdu',
  pa: 'Punjabi',
  ar: 'Arabic',
};

function describe(book: Book): string {
  const by = book.authorName ? ` by ${book.authorName}` : '';
  const price = book.PAK_PRICE > 0 ? ` ${formatRupees(unitPrice(book.PAK_PRICE, book.Discount))}.` : '';
  const text = book.description ? ` ${book.description}` : '';
  return `${book.BOOK_TITLE}${by}.${price}${text}`.slice(0, 300);
}

export function BookPage() {
  const { bookId } = useParams();
  const id = Number(bookId);
  const valid = Number.isInteger(id) && id > 0;
  const { data: book, error, isLoading } = useGetBookQuery(id, { skip: !valid });
  useRecordView(book?.Book_Id ?? null);

  if (!valid) return <Page title="Book not found">That is not a book address.</Page>;
  if (isLoading) return <p role="status">Loading…</p>;
  if (error || !book) {
    const { status, message } = readApiError(error, 'We could not load this book.');
    return (
      <Page title={status === 404 ? 'Book not found' : 'Something went wrong'}>
        <p role="alert">{status === 404 ? 'We have no book at this address.' : message}</p>
        <p>
          <Link to={paths.home.href()}>Go to the home page</Link>
        </p>
      </Page>
    );
  }

  const price = shelfPrice(book.PAK_PRICE, book.Discount);
  const publisherLabel = book.kind === 'book' ? 'Publisher' : 'Brand';
  return (
    <Page title={book.BOOK_TITLE} description={describe(book)}>
      <div className="book-detail">
        <BookCover className="book-detail__cover" picname={book.picname} title={book.BOOK_TITLE} />
        <div className="book-detail__info">
          {book.authors.length > 0 ? (
            <p className="book-detail__authors">
              by{' '}
              <span dir="auto" {...textLangAttributes(book.authorName)}>
                {book.authors.join(', ')}
              </span>
            </p>
          ) : null}
          <p className="book-detail__price">
            {book.PAK_PRICE > 0 ? (
              <>
                <strong>{formatRupees(price.now)}</strong>
                {price.was !== null ? (
                  <>
                    <span className="visually-hidden"> instead of </span> <del>{formatRupees(price.was)}</del>{' '}
                    <span className="book-detail__discount">{book.Discount}% off</span>{' '}
                    <span className="book-detail__saving">You save {formatRupees(price.saving)}</span>
                  </>
                ) : null}
              </>
            ) : (
              <span>Price on request</span>
            )}
          </p>
          {/* The stock state, how few are left, and when an on-demand or pre-order book leaves the shop. */}
          <div className="book-detail__stock">
            <p className={`bk-stock bk-stock--${book.bookStatus.replaceAll('_', '-')}`}>
              {STOCK_LABELS[book.bookStatus]}
            </p>
            {stockHint(book.bookStatus, book.stock) ? (
              <p className="book-detail__few-left">{stockHint(book.bookStatus, book.stock)}</p>
            ) : null}
            {book.dispatch ? <p className="book-detail__dispatch">{book.dispatch.words}</p> : null}
          </div>
          <BookActions book={book} />
          <h2 className="book-detail__subheading">Details</h2>
          <dl className="book-detail__facts">
            {book.BOOK_ISBN ? (
              <>
                <dt>ISBN-13</dt>
                <dd>{book.BOOK_ISBN}</dd>
              </>
            ) : null}
            {book.isbn ? (
              <>
                <dt>ISBN-10</dt>
                <dd>{book.isbn}</dd>
              </>
            ) : null}
            {book.publisher ? (
              <>
                <dt>{publisherLabel}</dt>
                <dd dir="auto" {...textLangAttributes(book.publisher)}>
                  {book.publisher}
                </dd>
              </>
            ) : null}
            {book.kind === 'book' && book.language ? (
              <>
                <dt>Language</dt>
                <dd>{LANGUAGES[book.language] ?? book.language}</dd>
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
          {book.description ? (
            <p className="book-detail__description" dir="auto" {...textLangAttributes(book.description)}>
              {book.description}
            </p>
          ) : null}
        </div>
      </div>
    </Page>
  );
}
