import { useGetDashboardQuery } from '@bookshop/api-client/admin';
import {
  type AdminLowStockBook,
  formatRupees,
  ORDER_DESK_ACTION_LABELS,
  PAYMENT_METHOD,
  SITE_PATHS,
} from '@bookshop/domain';
import { DataTable, StatCard } from '@bookshop/ui/admin';
import { paths } from '../../config/paths';
import { formatDateTime } from '../../shared/format';
import { LoadState } from '../../shared/load-state';
import { usePageTitle } from '../../shared/page-title';

type WaitingKey = 'confirm_cod' | 'transfer_received' | 'processing' | 'ship' | 'deliver';

/** What each waiting figure counts, and the queue that lists those orders. */
const WAITING: readonly { key: WaitingKey; label: string; href: string }[] = [
  {
    key: 'confirm_cod',
    label: 'To confirm by phone',
    href: paths.orders.href({ status: 'placed', payment_method: String(PAYMENT_METHOD.CASH) }),
  },
  {
    key: 'transfer_received',
    label: 'Bank transfers to check',
    href: paths.orders.href({
      status: 'pending_payment',
      payment_method: String(PAYMENT_METHOD.BANK_TRANSFER),
    }),
  },
  { key: 'processing', label: 'To start processing', href: paths.orders.href({ status: 'placed' }) },
  { key: 'ship', label: 'To ship', href: paths.orders.href({ status: 'processing' }) },
  { key: 'deliver', label: 'To mark delivered', href: paths.orders.href({ status: 'shipped' }) },
];

const figures = (count: number) => (count === 1 ? '1 order' : `${count} orders`);

/** Today's and this week's orders and revenue, what waits for staff, payments pending, low stock. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const { data, isLoading, error } = useGetDashboardQuery();
  return (
    <>
      <h1>Dashboard</h1>
      <LoadState isLoading={isLoading} error={error} />
      {data ? (
        <>
          <p className="admin-muted">Figures as of {formatDateTime(data.at)} (Pakistan time).</p>
          <section aria-labelledby="sales-title">
            <h2 id="sales-title">Sales</h2>
            <div className="admin-stats">
              <StatCard
                label="Orders today"
                value={data.today.orders}
                detail={`${formatRupees(data.today.revenue)} revenue`}
              />
              <StatCard
                label="Orders this week"
                value={data.week.orders}
                detail={`${formatRupees(data.week.revenue)} revenue`}
              />
              <StatCard
                label="Payments pending"
                value={data.payments_pending.orders}
                detail={`${formatRupees(data.payments_pending.amount)} not yet paid`}
                href={paths.orders.href({ status: 'pending_payment' })}
              />
            </div>
          </section>
          <section aria-labelledby="waiting-title">
            <h2 id="waiting-title">Waiting for you</h2>
            <div className="admin-stats">
              {WAITING.map((entry) => {
                const count = data.waiting[entry.key];
                return (
                  <StatCard
                    key={entry.key}
                    label={entry.label}
                    value={count}
                    detail={`${figures(count)} · ${ORDER_DESK_ACTION_LABELS[entry.key]}`}
                    href={entry.href}
                    tone={count > 0 ? 'attention' : 'neutral'}
                  />
                );
              })}
              <StatCard
                label="Cancel demands to answer"
                value={data.waiting.cancel_demands}
                href={paths.cancelDemands.href()}
                tone={data.waiting.cancel_demands > 0 ? 'attention' : 'neutral'}
              />
            </div>
          </section>
          <section aria-labelledby="low-stock-title">
            <h2 id="low-stock-title">Low on stock</h2>
            <DataTable<AdminLowStockBook>
              caption={`Books with ${data.low_stock.threshold} or fewer copies left`}
              rows={data.low_stock.books}
              rowKey={(book) => book.Book_Id}
              defaultSort={{ column: 'stock', direction: 'ascending' }}
              empty="No book is low on stock."
              pageSize={10}
              columns={[
                {
                  id: 'title',
                  header: 'Title',
                  primary: true,
                  // The shop's own book page, outside the back office.
                  cell: (book) => <a href={SITE_PATHS.book.href(book.Book_Id)}>{book.BOOK_TITLE}</a>,
                  sortValue: (book) => book.BOOK_TITLE,
                },
                {
                  id: 'author',
                  header: 'Author',
                  cell: (book) => book.authorName,
                  sortValue: (book) => book.authorName,
                },
                {
                  id: 'stock',
                  header: 'In stock',
                  align: 'end',
                  cell: (book) => book.stock,
                  sortValue: (book) => book.stock,
                },
              ]}
            />
          </section>
        </>
      ) : null}
    </>
  );
}
