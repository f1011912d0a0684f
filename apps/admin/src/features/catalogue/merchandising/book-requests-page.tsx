import {
  useDeclineBookRequestMutation,
  useListBookRequestsQuery,
  useMarkBookRequestSourcedMutation,
} from '@bookshop/api-client/admin';
import {
  ADMIN_PAGE_SIZE,
  type AdminBookRequest,
  type AdminBookRequestStatus,
  SITE_PATHS,
} from '@bookshop/domain';
import { AppLink, Button, Dialog, TextField } from '@bookshop/ui';
import {
  CountTabs,
  DataTable,
  FilterBar,
  StatusBadge,
  type StatusTone,
  TextAreaField,
} from '@bookshop/ui/admin';
import { bookRequestDeclinedSchema, bookRequestSourcedSchema, validateForm } from '@bookshop/validation';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { errorMessage, LoadState } from '../../../shared/load-state';
import { usePageTitle } from '../../../shared/page-title';
import { type FormErrors, firstMessages } from '../../../shared/use-form';
import { cataloguePaths } from '../catalogue-paths';
import { BookPicker, type PickedBook } from '../shared/book-picker';
import '../catalogue.css';

const STATUSES: readonly AdminBookRequestStatus[] = ['new', 'found', 'not_found', 'closed'];

/** A request's status in words. */
export const REQUEST_STATUS_LABELS: Readonly<Record<AdminBookRequestStatus, string>> = {
  new: 'New',
  found: 'Sourced',
  not_found: 'Declined',
  closed: 'Closed',
};

const REQUEST_TONES: Readonly<Record<AdminBookRequestStatus, StatusTone>> = {
  new: 'warning',
  found: 'success',
  not_found: 'neutral',
  closed: 'neutral',
};

type Answering = { request: AdminBookRequest; as: 'sourced' | 'declined' } | null;

function filtersFrom(params: URLSearchParams) {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: (STATUSES as readonly (string | null)[]).includes(status)
      ? (status as AdminBookRequestStatus)
      : ('' as const),
    q: (params.get('q') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * Books shoppers asked for on /request: newest first, by status, searchable. A new request is
 * answered as sourced (the book it now is linked; the shopper is e-mailed its page) or declined
 * with a reply the shopper is e-mailed.
 */
export function BookRequestsPage() {
  usePageTitle('Book requests');
  const [params] = useSearchParams();
  const filters = filtersFrom(params);
  const { data, isLoading, isFetching, error } = useListBookRequestsQuery({
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    page: filters.page,
    per_page: ADMIN_PAGE_SIZE,
  });
  const [answering, setAnswering] = useState<Answering>(null);
  const [done, setDone] = useState<string | null>(null);
  const counts = data?.counts;
  const all = counts ? STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0) : undefined;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;

  return (
    <>
      <h1>Book requests</h1>
      <CountTabs
        label="Book requests by status"
        current={filters.status}
        tabs={[
          { value: '', label: 'All', count: all, href: cataloguePaths.bookRequests.href({ q: filters.q }) },
          ...STATUSES.map((status) => ({
            value: status,
            label: REQUEST_STATUS_LABELS[status],
            count: counts?.[status],
            href: cataloguePaths.bookRequests.href({ status, q: filters.q }),
          })),
        ]}
      />
      <RequestSearch key={filters.q} status={filters.status} q={filters.q} />
      <div aria-live="polite">
        {done ? (
          <p className="admin-alert admin-alert--success" role="status">
            {done}
          </p>
        ) : null}
      </div>
      <LoadState isLoading={isLoading} error={error} />
      {data ? (
        <DataTable<AdminBookRequest>
          caption="Book requests"
          captionHidden
          rows={data.requests}
          rowKey={(request) => request.id}
          busy={isFetching}
          empty="No request matches."
          pages={{
            page: data.page,
            pageCount,
            hrefFor: (page) => cataloguePaths.bookRequests.href({ ...filters, page }),
          }}
          columns={[
            {
              id: 'book',
              header: 'Asked for',
              primary: true,
              cell: (request) => (
                <>
                  <span className="admin-block" dir="auto">
                    {request.title}
                  </span>
                  {request.author ? (
                    <span className="admin-block admin-muted" dir="auto">
                      by {request.author}
                    </span>
                  ) : null}
                  {request.notes ? (
                    <span className="admin-block admin-muted admin-pre" dir="auto">
                      {request.notes}
                    </span>
                  ) : null}
                </>
              ),
            },
            {
              id: 'shopper',
              header: 'Shopper',
              cell: (request) => (
                <>
                  <span className="admin-block">{request.name}</span>
                  <span className="admin-block admin-muted admin-wrap">{request.email}</span>
                  {request.phone ? <span className="admin-block admin-muted">{request.phone}</span> : null}
                </>
              ),
            },
            { id: 'asked', header: 'Asked', cell: (request) => formatDateTime(request.created_at) },
            {
              id: 'status',
              header: 'Status',
              cell: (request) => (
                <>
                  <StatusBadge tone={REQUEST_TONES[request.status]}>
                    {REQUEST_STATUS_LABELS[request.status]}
                  </StatusBadge>
                  {request.book ? (
                    <span className="admin-block">
                      As{' '}
                      <AppLink href={cataloguePaths.book.href(request.book.id)}>{request.book.title}</AppLink>
                    </span>
                  ) : null}
                  {request.reply ? (
                    <span className="admin-block admin-muted admin-pre">“{request.reply}”</span>
                  ) : null}
                  {request.answered_at ? (
                    <span className="admin-block admin-muted catalogue-small">
                      {formatDateTime(request.answered_at)}
                      {request.answered_by ? ` by ${request.answered_by.email}` : ''}
                    </span>
                  ) : null}
                </>
              ),
            },
            {
              id: 'answer',
              header: 'Answer',
              cell: (request) =>
                request.status === 'new' ? (
                  <span className="admin-actions">
                    <Button
                      variant="secondary"
                      aria-label={`Mark ${request.title} sourced`}
                      onClick={() => setAnswering({ request, as: 'sourced' })}
                    >
                      Mark sourced
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={`Decline ${request.title}`}
                      onClick={() => setAnswering({ request, as: 'declined' })}
                    >
                      Decline
                    </Button>
                  </span>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      ) : null}
      {answering ? (
        <AnswerDialog
          answering={answering}
          close={() => setAnswering(null)}
          answered={(message) => {
            setDone(message);
            setAnswering(null);
          }}
        />
      ) : null}
    </>
  );
}

function RequestSearch({ status, q }: { status: AdminBookRequestStatus | ''; q: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState(q);
  return (
    <FilterBar
      label="Search book requests"
      applyLabel="Search"
      activeCount={q ? 1 : 0}
      onApply={() => navigate(cataloguePaths.bookRequests.href({ status, q: text.trim() }))}
      onClear={() => navigate(cataloguePaths.bookRequests.href({ status }))}
    >
      <TextField
        label="Search"
        hint="Title, author, name or e-mail"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </FilterBar>
  );
}

function AnswerDialog({
  answering,
  close,
  answered,
}: {
  answering: NonNullable<Answering>;
  close: () => void;
  answered: (message: string) => void;
}) {
  const { request, as } = answering;
  const [markSourced, sourcing] = useMarkBookRequestSourcedMutation();
  const [decline, declining] = useDeclineBookRequestMutation();
  const [book, setBook] = useState<PickedBook | null>(null);
  const [reply, setReply] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const body = as === 'sourced' ? { book_id: book?.id ?? '', reply } : { reply };
    const checked = validateForm(
      as === 'sourced' ? bookRequestSourcedSchema : bookRequestDeclinedSchema,
      body,
    );
    if (!checked.ok) {
      setErrors(firstMessages(checked.errors));
      return;
    }
    setErrors({});
    try {
      if (as === 'sourced' && book) {
        await markSourced({
          id: request.id,
          body: { book_id: book.id, ...(reply.trim() ? { reply } : {}) },
        }).unwrap();
        answered(`${request.name} is e-mailed that “${request.title}” is in the shop as ${book.title}.`);
      } else {
        await decline({ id: request.id, body: { reply } }).unwrap();
        answered(`${request.name} is e-mailed your reply about “${request.title}”.`);
      }
    } catch (failure) {
      setFormError(errorMessage(failure));
    }
  };

  return (
    <Dialog
      open
      onClose={close}
      size="md"
      title={as === 'sourced' ? 'Mark the request sourced' : 'Decline the request'}
      description={`${request.name} asked for “${request.title}”${request.author ? ` by ${request.author}` : ''}.`}
    >
      <form onSubmit={submit} noValidate className="admin-form">
        {as === 'sourced' ? (
          <>
            {book ? (
              <p>
                The book: <a href={SITE_PATHS.book.href(book.id)}>{book.title}</a>{' '}
                <Button variant="link" onClick={() => setBook(null)}>
                  Choose another
                </Button>
              </p>
            ) : (
              <BookPicker
                label="Find the book in the catalogue"
                pickLabel="Choose"
                onPick={setBook}
                error={errors.book_id}
              />
            )}
            <TextAreaField
              label="Note to the shopper (optional)"
              hint="Sent with the link to the book."
              value={reply}
              error={errors.reply}
              onChange={(event) => setReply(event.target.value)}
            />
          </>
        ) : (
          <TextAreaField
            label="Reply to the shopper"
            required
            hint="E-mailed to the shopper."
            value={reply}
            error={errors.reply}
            onChange={(event) => setReply(event.target.value)}
          />
        )}
        {formError ? (
          <p className="admin-alert admin-alert--error" role="alert">
            {formError}
          </p>
        ) : null}
        <div className="admin-actions">
          <Button type="submit" busy={sourcing.isLoading || declining.isLoading} busyLabel="Sending…">
            {as === 'sourced' ? 'Mark sourced and e-mail' : 'Decline and e-mail'}
          </Button>
          <Button variant="link" onClick={close}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
