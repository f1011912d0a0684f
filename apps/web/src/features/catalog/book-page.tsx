import { readApiError, useGetBookQuery } from '@bookshop/api-client';
import { type Book, shelfPrice, stockHint, textLangAttributes, unitPrice } from '@bookshop/domain';
import { type Messages, rupees } from '@bookshop/i18n/core';
import { Ltr, stockLabelKey, useMessages } from '@bookshop/ui';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { Page } from '../../shared/page';
import { BookActions } from '../../shared/shopping/book-actions';
import { useRecordView } from '../../shared/shopping/use-record-view';
import { BookCover } from './book-cover';
import { dispatchWords } from './dispatch-words';

/** The page's description for search engines and link previews, in the page's language. */
function describe(t: Messages, book: Book): string {
  const head = book.authorName
    ? t.format('catalog.book.summaryByAuthor', { title: book.BOOK_TITLE, author: book.authorName })
    : t.format('catalog.book.summary', { title: book.BOOK_TITLE });
  const price =
    book.PAK_PRICE > 0
      ? ` ${t.format('catalog.book.summaryPrice', { price: rupees(unitPrice(book.PAK_PRICE, book.Discount)) })}`
      : '';
  const text = book.description ? ` ${book.description}` : '';
  return `${head}${price}${text}`.slice(0, 300);
}

export function BookPage() {
  const t = useMessages();
  const { bookId } = useParams();
  const id = Number(bookId);
  const valid = Number.isInteger(id) && id > 0;
  const { data: book, error, isLoading } = useGetBookQuery(id, { skip: !valid });
  useRecordView(book?.Book_Id ?? null);

  if (!valid)
    return <Page title={t.format('catalog.book.notFound')}>{t.format('catalog.book.badAddress')}</Page>;
  if (isLoading) return <p role="status">{t.format('catalog.page.loading')}</p>;
  if (error || !book) {
    const { status, message } = readApiError(error, t.format('catalog.book.loadFailed'));
    return (
      <Page title={t.format(status === 404 ? 'catalog.book.notFound' : 'catalog.page.somethingWrong')}>
        <p role="alert">{status === 404 ? t.format('catalog.book.noneHere') : message}</p>
        <p>
          <Link to={paths.home.href()}>{t.format('catalog.page.goHome')}</Link>
        </p>
      </Page>
    );
  }

  const price = shelfPrice(book.PAK_PRICE, book.Discount);
  // Only the count is taken from the domain's hint: when it shows, and how many are left.
  const fewLeft = stockHint(book.bookStatus, book.stock) !== null ? Math.floor(book.stock ?? 0) : null;
  return (
    <Page title={book.BOOK_TITLE} description={describe(t, book)}>
      <div className="book-detail">
        <BookCover className="book-detail__cover" picname={book.picname} title={book.BOOK_TITLE} />
        <div className="book-detail__info">
          {book.authors.length > 0 ? (
            <p className="book-detail__authors">
              {t.format('catalog.book.by')}{' '}
              <span dir="auto" {...textLangAttributes(book.authorName)}>
                {book.authors.join(', ')}
              </span>
            </p>
          ) : null}
          <p className="book-detail__price">
            {book.PAK_PRICE > 0 ? (
              <>
                <strong>{t.rupees(price.now)}</strong>
                {price.was !== null ? (
                  <>
                    <span className="visually-hidden"> {t.format('catalog.price.insteadOf')} </span>{' '}
                    <del>{t.rupees(price.was)}</del>{' '}
                    <span className="book-detail__discount">
                      {t.format('catalog.price.percentOff', { percent: book.Discount })}
                    </span>{' '}
                    <span className="book-detail__saving">
                      {t.format('catalog.price.youSave', { amount: rupees(price.saving) })}
                    </span>
                  </>
                ) : null}
              </>
            ) : (
              <span>{t.format('catalog.price.onRequest')}</span>
            )}
          </p>
          {/* The stock state, how few are left, and when an on-demand or pre-order book leaves the shop. */}
          <div className="book-detail__stock">
            <p className={`bk-stock bk-stock--${book.bookStatus.replaceAll('_', '-')}`}>
              {t.format(stockLabelKey(book.bookStatus))}
            </p>
            {fewLeft !== null ? (
              <p className="book-detail__few-left">
                {t.format('catalog.stock.onlyLeft', { count: fewLeft })}
              </p>
            ) : null}
            {book.dispatch ? (
              <p className="book-detail__dispatch">{dispatchWords(t, book.dispatch)}</p>
            ) : null}
          </div>
          <BookActions book={book} />
          <h2 className="book-detail__subheading">{t.format('catalog.book.details')}</h2>
          <dl className="book-detail__facts">
            {book.BOOK_ISBN ? (
              <>
                <dt>{t.format('catalog.book.isbn13')}</dt>
                <dd>
                  <Ltr>{book.BOOK_ISBN}</Ltr>
                </dd>
              </>
            ) : null}
            {book.isbn ? (
              <>
                <dt>{t.format('catalog.book.isbn10')}</dt>
                <dd>
                  <Ltr>{book.isbn}</Ltr>
                </dd>
              </>
            ) : null}
            {book.publisher ? (
              <>
                <dt>{t.format(book.kind === 'book' ? 'catalog.book.publisher' : 'catalog.book.brand')}</dt>
                <dd dir="auto" {...textLangAttributes(book.publisher)}>
                  {book.publisher}
                </dd>
              </>
            ) : null}
            {book.kind === 'book' && book.language ? (
              <>
                <dt>{t.format('catalog.book.language')}</dt>
                <dd>{t.format('catalog.book.languageName', { code: book.language })}</dd>
              </>
            ) : null}
            {book.year ? (
              <>
                <dt>{t.format('catalog.book.year')}</dt>
                <dd>{book.year}</dd>
              </>
            ) : null}
            {book.pages ? (
              <>
                <dt>{t.format('catalog.book.pages')}</dt>
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
