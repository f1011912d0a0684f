import { useGetBookStockRequestsQuery } from '@bookshop/api-client/admin';
import { type AdminStockRequest, STOCK_LABELS } from '@bookshop/domain';
import { DataTable, StatusBadge } from '@bookshop/ui/admin';
import { formatDateTime } from '../../../shared/format';
import { LoadState } from '../../../shared/load-state';

/**
 * Who asked to be told when the book is back in stock: waiting ones first. Setting the stock
 * above zero (here or in the list) e-mails every waiting shopper once.
 */
export function StockRequestsSection({ bookId }: { bookId: number }) {
  const { data, isLoading, error } = useGetBookStockRequestsQuery(bookId);
  return (
    <section
      className="admin-card catalogue-section"
      id="stock-requests"
      aria-labelledby="stock-requests-heading"
    >
      <h2 id="stock-requests-heading">Back-in-stock requests</h2>
      <LoadState isLoading={isLoading} error={error} />
      {data ? (
        <>
          <p className="admin-muted">
            {data.open === 0
              ? 'Nobody is waiting.'
              : `${data.open} ${data.open === 1 ? 'shopper is' : 'shoppers are'} waiting; they are e-mailed when the stock goes above zero.`}
          </p>
          <DataTable<AdminStockRequest>
            caption="Back-in-stock requests"
            captionHidden
            rows={data.requests}
            rowKey={(request) => request.id}
            pageSize={25}
            empty="No shopper has asked for this book."
            columns={[
              { id: 'email', header: 'E-mail', primary: true, cell: (request) => request.email },
              {
                id: 'asked',
                header: 'Asked',
                cell: (request) => formatDateTime(request.created_at),
                sortValue: (request) => request.created_at,
              },
              { id: 'status', header: 'Stock then', cell: (request) => STOCK_LABELS[request.status] },
              {
                id: 'notified',
                header: 'E-mailed',
                cell: (request) =>
                  request.notified_at ? (
                    formatDateTime(request.notified_at)
                  ) : (
                    <StatusBadge tone="warning">Waiting</StatusBadge>
                  ),
              },
            ]}
          />
        </>
      ) : null}
    </section>
  );
}
