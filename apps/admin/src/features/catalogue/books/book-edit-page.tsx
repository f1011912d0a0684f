import {
  readApiError,
  useAddCatalogueBookMutation,
  useGetCatalogueBookQuery,
  useGetCategoryTreeQuery,
  useUpdateCatalogueBookMutation,
  useUploadBookCoverMutation,
} from '@bookshop/api-client/admin';
import {
  type AdminBook,
  type AdminBookInput,
  COVER_UPLOAD_MESSAGES,
  SITE_PATHS,
  STOCK_LABELS,
} from '@bookshop/domain';
import { AppLink } from '@bookshop/ui';
import { ImageUploadField, StatusBadge } from '@bookshop/ui/admin';
import { EMPTY_BOOK_FORM } from '@bookshop/validation';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { errorMessage, LoadState } from '../../../shared/load-state';
import { usePageTitle } from '../../../shared/page-title';
import { cataloguePaths } from '../catalogue-paths';
import { bookTextAttributes } from '../shared/book-text';
import { BOOK_CATEGORY_LEVEL, flattenCategories } from '../shared/category-options';
import { BookForm, type BookFormRefusal } from './book-form';
import { STOCK_TONES } from './books-page';
import { COVER_HINT, CoverPanel } from './cover-panel';
import { StockRequestsSection } from './stock-requests-section';
import '../catalogue.css';

/** What the edit page was told by the page before it (a new book's save and its cover's upload). */
interface ArrivalState {
  added?: boolean;
  coverError?: string;
}

/** The form's values of a stored book. */
export function formValuesOf(book: AdminBook): AdminBookInput {
  return {
    kind: book.kind,
    title: book.title,
    authors: book.authors.length > 0 ? [...book.authors] : [''],
    publisher: book.publisher ?? '',
    isbn: book.isbn13 ?? book.isbn10 ?? '',
    language: book.language,
    year: book.year === null ? '' : String(book.year),
    pages: book.pages === null ? '' : String(book.pages),
    description: book.description ?? '',
    category_ids: book.categories.map((category) => category.id),
    price: String(book.price),
    discount_percent: String(book.discount_percent),
    stock: String(book.stock),
    stock_status: book.stock_status,
    dispatch_date: book.dispatch_date ?? '',
    withdrawn: book.withdrawn,
  };
}

/** A failed save as the form shows it. */
function refusalOf(error: unknown): BookFormRefusal {
  const problem = readApiError(error, 'The book could not be saved. Please try again.');
  const fields = Object.fromEntries(
    Object.entries(problem.fieldErrors).flatMap(([field, messages]) =>
      messages[0] ? [[field, messages[0]]] : [],
    ),
  );
  const named = Object.keys(fields).length > 0;
  return { fields, message: named && problem.status === 422 ? null : errorMessage(error, problem.message) };
}

/** The categories a book can be filed under, with their paths. */
function useBookCategories() {
  const tree = useGetCategoryTreeQuery();
  const options = useMemo(
    () => flattenCategories(tree.data ?? []).filter((category) => category.level === BOOK_CATEGORY_LEVEL),
    [tree.data],
  );
  return { options, loading: tree.isLoading };
}

/** /catalogue/books/new: a new book, and its cover uploaded once it is saved. */
export function NewBookPage() {
  usePageTitle('Add a book');
  const navigate = useNavigate();
  const categories = useBookCategories();
  const [addBook] = useAddCatalogueBookMutation();
  const [uploadCover] = useUploadBookCoverMutation();
  const [cover, setCover] = useState<File | null>(null);

  const save = async (values: AdminBookInput): Promise<BookFormRefusal | null> => {
    let book: AdminBook;
    try {
      book = await addBook(values).unwrap();
    } catch (error) {
      return refusalOf(error);
    }
    const state: ArrivalState = { added: true };
    if (cover) {
      try {
        await uploadCover({ id: book.id, file: cover }).unwrap();
      } catch (error) {
        // The book is saved; its page says why the cover was not taken, where it can be tried again.
        state.coverError = readApiError(error, COVER_UPLOAD_MESSAGES.unreadable).message;
      }
    }
    navigate(cataloguePaths.book.href(book.id), { state });
    return null;
  };

  return (
    <div className="catalogue-book">
      <p className="admin-back">
        <AppLink href={cataloguePaths.books.href()}>← Books</AppLink>
      </p>
      <h1>Add a book</h1>
      <BookForm
        initialValues={{ ...EMPTY_BOOK_FORM, authors: [''], category_ids: [] }}
        categories={categories.options}
        categoriesLoading={categories.loading}
        onSave={save}
        submitLabel="Add book"
      >
        <section className="admin-card catalogue-section" aria-labelledby="book-cover">
          <h2 id="book-cover">Cover</h2>
          <ImageUploadField
            label="Cover image"
            hint={`${COVER_HINT} Without one the shop draws a cover from the title.`}
            previewAlt="Chosen cover"
            onFileChange={setCover}
          />
        </section>
      </BookForm>
    </div>
  );
}

/** /catalogue/books/:id: a book's form, its cover and who waits for it to be back in stock. */
export function BookEditPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: book, isLoading, error } = useGetCatalogueBookQuery(id, { skip: !valid });
  usePageTitle(book ? book.title : 'Book');
  const location = useLocation();
  const arrival = (location.state ?? {}) as ArrivalState;
  const categories = useBookCategories();
  const [updateBook] = useUpdateCatalogueBookMutation();
  const [saved, setSaved] = useState<string | null>(arrival.added ? 'Book added.' : null);

  const save = async (values: AdminBookInput): Promise<BookFormRefusal | null> => {
    setSaved(null);
    try {
      await updateBook({ id, body: values }).unwrap();
      setSaved('Saved. The shop shows the change now.');
      return null;
    } catch (failure) {
      return refusalOf(failure);
    }
  };

  if (!valid)
    return <LoadState isLoading={false} error={{ status: 404 }} notFound="There is no such book." />;
  return (
    <div className="catalogue-book">
      <p className="admin-back">
        <AppLink href={cataloguePaths.books.href()}>← Books</AppLink>
      </p>
      <LoadState isLoading={isLoading} error={error} notFound={`There is no book #${id}.`} />
      {book ? (
        <>
          <h1>
            <span {...bookTextAttributes(book.language)}>{book.title}</span>
          </h1>
          <p className="admin-actions">
            <StatusBadge tone={STOCK_TONES[book.stock_status]}>{STOCK_LABELS[book.stock_status]}</StatusBadge>
            {book.withdrawn ? <StatusBadge tone="neutral">Withdrawn</StatusBadge> : null}
            <span className="admin-muted">
              Book #{book.id}, changed {formatDateTime(book.updated_at)}
            </span>
            {book.withdrawn ? null : <a href={SITE_PATHS.book.href(book.id)}>See it in the shop</a>}
          </p>
          {saved ? (
            <p className="admin-alert admin-alert--success" role="status">
              {saved}
            </p>
          ) : null}
          <CoverPanel book={book} initialError={arrival.coverError} />
          <BookForm
            key={book.id}
            initialValues={formValuesOf(book)}
            categories={categories.options}
            categoriesLoading={categories.loading}
            onSave={save}
            submitLabel="Save book"
          />
          <StockRequestsSection bookId={book.id} />
        </>
      ) : null}
    </div>
  );
}
