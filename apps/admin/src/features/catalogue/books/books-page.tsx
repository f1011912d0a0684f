import {
  useEditBookStockMutation,
  useGetCategoryTreeQuery,
  useListCatalogueBooksQuery,
} from '@bookshop/api-client/admin';
import {
  ADMIN_WITHDRAWN_FILTERS,
  type AdminBookRow,
  type AdminWithdrawnFilter,
  coverUrl,
  formatRupees,
  STOCK_LABELS,
  STOCK_STATUSES,
  type StockStatus,
} from '@bookshop/domain';
import { AppLink, TextField } from '@bookshop/ui';
import { SelectField } from '@bookshop/ui/account';
import {
  DataTable,
  FilterBar,
  StatusBadge,
  type StatusTone,
  type StockEdit,
  StockEditor,
} from '@bookshop/ui/admin';
import { bookListQuerySchema, stockPatchSchema, validateForm } from '@bookshop/validation';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage, LoadState } from '../../../shared/load-state';
import { usePageTitle } from '../../../shared/page-title';
import { type FormErrors, firstMessages } from '../../../shared/use-form';
import { type BookListFilters, cataloguePaths } from '../catalogue-paths';
import { bookTextAttributes, LANGUAGE_OPTIONS, languageName } from '../shared/book-text';
import { flattenCategories } from '../shared/category-options';
import {
  activeBookFilterCount,
  bookFiltersFromSearch,
  bookListQuery,
  nextPage,
  previousPage,
  withoutPaging,
} from './book-filters';
import '../catalogue.css';

/** The badge colour of a stock state: what needs someone's attention stands out. */
export const STOCK_TONES: Readonly<Record<StockStatus, StatusTone>> = {
  available: 'success',
  out_of_stock: 'danger',
  pre_order: 'info',
  on_demand: 'warning',
};

const WITHDRAWN_LABELS: Readonly<Record<AdminWithdrawnFilter, string>> = {
  exclude: 'On sale only',
  only: 'Withdrawn only',
  include: 'On sale and withdrawn',
};

/**
 * The catalogue desk's book list: the shop's own search, filters by category, stock state,
 * language, no cover and withdrawn, newest first, paged by keyset (so the 4,000th page costs what
 * the first does), and each book's stock count and state edited in place.
 */
export function BooksPage() {
  usePageTitle('Books');
  const [params] = useSearchParams();
  const filters = bookFiltersFromSearch(params);
  const { data, isLoading, isFetching, error } = useListCatalogueBooksQuery(bookListQuery(filters));
  const previous = previousPage(filters);

  return (
    <>
      <div className="catalogue-heading">
        <h1>Books</h1>
        <AppLink className="bk-button bk-button--primary" href={cataloguePaths.newBook.href()}>
          Add a book
        </AppLink>
      </div>
      <BookFilterBar key={JSON.stringify(withoutPaging(filters))} filters={filters} />
      <LoadState isLoading={isLoading} error={error} />
      {data ? (
        <>
          <p className="admin-muted" aria-live="polite">
            {data.total_capped
              ? `More than ${data.total.toLocaleString('en-US')} books`
              : data.total === 1
                ? '1 book'
                : `${data.total.toLocaleString('en-US')} books`}
            . Newest first.
          </p>
          <DataTable<AdminBookRow>
            caption="Books"
            captionHidden
            rows={data.books}
            rowKey={(book) => book.id}
            busy={isFetching}
            empty="No books match these filters."
            columns={[
              {
                id: 'cover',
                header: 'Cover',
                cell: (book) => (
                  <span className="catalogue-thumb">
                    <img src={coverUrl(book.picname, 160)} alt="" width={40} height={60} loading="lazy" />
                    {book.has_cover ? null : <span className="admin-muted catalogue-small">Generated</span>}
                  </span>
                ),
              },
              {
                id: 'title',
                header: 'Book',
                primary: true,
                cell: (book) => (
                  <>
                    <AppLink href={cataloguePaths.book.href(book.id)} className="catalogue-title-link">
                      <span {...bookTextAttributes(book.language)}>{book.title}</span>
                    </AppLink>
                    {book.authors.length > 0 ? (
                      <span className="admin-block admin-muted">{book.authors.join(', ')}</span>
                    ) : null}
                    <span className="admin-block admin-muted catalogue-small">
                      {book.isbn13 ?? book.isbn10 ?? 'No ISBN'} · {languageName(book.language)}
                    </span>
                    {book.withdrawn ? (
                      <StatusBadge tone="neutral" className="catalogue-badge">
                        Withdrawn
                      </StatusBadge>
                    ) : null}
                  </>
                ),
              },
              {
                id: 'price',
                header: 'Price',
                align: 'end',
                cell: (book) => (
                  <>
                    <span className="admin-block">{formatRupees(book.selling_price)}</span>
                    {book.discount_percent > 0 ? (
                      <span className="admin-block admin-muted catalogue-small">
                        {formatRupees(book.price)} less {book.discount_percent}%
                      </span>
                    ) : null}
                  </>
                ),
              },
              {
                id: 'stock',
                header: 'Stock',
                cell: (book) => <BookStockCell book={book} />,
              },
              {
                id: 'requests',
                header: 'Waiting',
                align: 'end',
                cell: (book) =>
                  book.open_stock_requests > 0 ? (
                    <AppLink href={`${cataloguePaths.book.href(book.id)}#stock-requests`}>
                      {book.open_stock_requests}
                      <span className="bk-visually-hidden"> waiting for {book.title}</span>
                    </AppLink>
                  ) : (
                    '0'
                  ),
              },
            ]}
          />
          <nav className="catalogue-pager" aria-label="Pages of books">
            {previous ? (
              <AppLink href={cataloguePaths.books.href(previous)} rel="prev">
                Previous page
              </AppLink>
            ) : null}
            {filters.after ? (
              <AppLink href={cataloguePaths.books.href(withoutPaging(filters))}>First page</AppLink>
            ) : null}
            {data.next_after !== null ? (
              <AppLink href={cataloguePaths.books.href(nextPage(filters, data.next_after))} rel="next">
                Next page
              </AppLink>
            ) : null}
          </nav>
        </>
      ) : null}
    </>
  );
}

/** One book's stock, edited in place: the count and state, checked as the server checks them. */
function BookStockCell({ book }: { book: AdminBookRow }) {
  const [editStock, editing] = useEditBookStockMutation();
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | undefined>();

  const save = async (edit: StockEdit) => {
    setMessage(undefined);
    const checked = validateForm(stockPatchSchema, edit);
    if (!checked.ok) {
      setError(Object.values(firstMessages(checked.errors))[0]);
      return;
    }
    setError(undefined);
    try {
      const answer = await editStock({ id: book.id, body: edit }).unwrap();
      const mails = answer.back_in_stock_mails;
      setMessage(
        mails > 0 ? `Saved; ${mails} back-in-stock ${mails === 1 ? 'e-mail' : 'e-mails'} sent.` : 'Saved.',
      );
    } catch (failure) {
      setError(errorMessage(failure, 'The stock could not be saved. Please try again.'));
    }
  };

  return (
    <StockEditor
      itemName={book.title}
      stock={book.stock}
      stockStatus={book.stock_status}
      onSave={save}
      busy={editing.isLoading}
      error={error}
      message={message}
    />
  );
}

/** The search and filters, applied together; they start from the address each time it changes. */
function BookFilterBar({ filters }: { filters: BookListFilters }) {
  const navigate = useNavigate();
  const tree = useGetCategoryTreeQuery();
  const categoryOptions = useMemo(
    () =>
      flattenCategories(tree.data ?? []).map((category) => ({
        value: String(category.id),
        label: category.label,
      })),
    [tree.data],
  );
  const [draft, setDraft] = useState({
    q: filters.q ?? '',
    category_id: filters.category_id ?? '',
    stock_status: filters.stock_status ?? '',
    language: filters.language ?? '',
    no_cover: filters.no_cover ?? '',
    withdrawn: filters.withdrawn ?? '',
  });
  const [errors, setErrors] = useState<FormErrors>({});

  const apply = () => {
    const checked = validateForm(bookListQuerySchema, draft);
    if (!checked.ok) {
      setErrors(firstMessages(checked.errors));
      return;
    }
    setErrors({});
    navigate(cataloguePaths.books.href(draft as BookListFilters));
  };

  const clear = () => {
    setErrors({});
    navigate(cataloguePaths.books.href());
  };

  return (
    <FilterBar
      label="Search and filter books"
      onApply={apply}
      onClear={clear}
      activeCount={activeBookFilterCount(filters)}
    >
      <TextField
        label="Search"
        hint="Title, author, publisher or ISBN"
        type="search"
        value={draft.q}
        error={errors.q}
        onChange={(event) => setDraft({ ...draft, q: event.target.value })}
      />
      <SelectField
        label="Category"
        placeholder="Any category"
        value={draft.category_id}
        options={categoryOptions}
        error={errors.category_id}
        onValueChange={(value) => setDraft({ ...draft, category_id: value })}
      />
      <SelectField
        label="Stock state"
        placeholder="Any state"
        value={draft.stock_status}
        options={STOCK_STATUSES.map((status) => ({ value: status, label: STOCK_LABELS[status] }))}
        error={errors.stock_status}
        onValueChange={(value) => setDraft({ ...draft, stock_status: value as StockStatus | '' })}
      />
      <SelectField
        label="Language"
        placeholder="Any language"
        value={draft.language}
        options={LANGUAGE_OPTIONS}
        error={errors.language}
        onValueChange={(value) => setDraft({ ...draft, language: value })}
      />
      <SelectField
        label="On sale"
        value={draft.withdrawn || 'exclude'}
        options={ADMIN_WITHDRAWN_FILTERS.map((value) => ({ value, label: WITHDRAWN_LABELS[value] }))}
        error={errors.withdrawn}
        onValueChange={(value) =>
          setDraft({ ...draft, withdrawn: value === 'exclude' ? '' : (value as AdminWithdrawnFilter) })
        }
      />
      <label className="catalogue-check">
        <input
          type="checkbox"
          checked={draft.no_cover === '1'}
          onChange={(event) => setDraft({ ...draft, no_cover: event.target.checked ? '1' : '' })}
        />
        Only books without a cover
      </label>
    </FilterBar>
  );
}
