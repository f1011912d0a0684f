import { useListBooksQuery } from '@bookshop/api-client';
import { BookCard } from '@bookshop/ui';
import { usePageTitle } from '../../shared/page-title';

export function HomePage() {
  usePageTitle('', 'Books, stationery and art supplies delivered across Pakistan.');
  const { data, isLoading, isError, refetch } = useListBooksQuery({ limit: 24 });
  return (
    <section className="page" aria-labelledby="home-new-books">
      <h1 className="visually-hidden">Bookshop</h1>
      <h2 id="home-new-books">New arrivals</h2>
      {isLoading ? <p role="status">Loading books…</p> : null}
      {isError ? (
        <p role="alert">
          We could not load the books.{' '}
          <button type="button" className="link-button" onClick={() => refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      <div className="book-grid">
        {data?.books.map((book) => (
          <BookCard key={book.Book_Id} book={book} />
        ))}
      </div>
    </section>
  );
}
