import { useGetOrderQueueQuery } from '@bookshop/api-client/admin';
import {
  type AdminOrderSummary,
  formatRupees,
  ORDER_DESK_ACTION_LABELS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_METHOD_TABLE,
  paymentMethodOf,
} from '@bookshop/domain';
import { AppLink, TextField } from '@bookshop/ui';
import { SelectField } from '@bookshop/ui/account';
import {
  CountTabs,
  DataTable,
  FilterBar,
  orderStatusTone,
  paymentStateTone,
  StatusBadge,
} from '@bookshop/ui/admin';
import { orderQueueQuerySchema, validateForm } from '@bookshop/validation';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths, type QueueFilters } from '../../config/paths';
import { formatDateTime } from '../../shared/format';
import { LoadState } from '../../shared/load-state';
import { usePageTitle } from '../../shared/page-title';
import { type FormErrors, firstMessages } from '../../shared/use-form';
import { activeFilterCount, filtersFromSearch, queueQuery } from './queue-filters';

const METHOD_OPTIONS = PAYMENT_METHOD_TABLE.map((method) => ({
  value: String(method.code),
  label: method.label,
}));

/**
 * The order desk's queue, newest first: tabs by status with how many each holds, filters by
 * payment method and date, a search by order number, e-mail or phone, and pages. The filters live
 * in the address, so a view can be bookmarked and Back returns to it.
 */
export function OrderQueuePage() {
  usePageTitle('Orders');
  const [params] = useSearchParams();
  const filters = filtersFromSearch(params);
  const { data, isLoading, isFetching, error } = useGetOrderQueueQuery(queueQuery(filters));
  const counts = data?.counts;
  const all = counts ? ORDER_STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0) : undefined;
  const tabs = [
    {
      value: '',
      label: 'All',
      count: all,
      href: paths.orders.href({ ...filters, status: '', page: undefined }),
    },
    ...ORDER_STATUSES.map((status: OrderStatus) => ({
      value: status,
      label: ORDER_STATUS_LABELS[status],
      count: counts?.[status],
      href: paths.orders.href({ ...filters, status, page: undefined }),
    })),
  ];
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;

  return (
    <>
      <h1>Orders</h1>
      <CountTabs label="Orders by status" tabs={tabs} current={filters.status ?? ''} />
      <QueueFilterBar key={JSON.stringify({ ...filters, page: undefined })} filters={filters} />
      <LoadState isLoading={isLoading} error={error} />
      {data ? (
        <>
          <p className="admin-muted" aria-live="polite">
            {data.total === 1 ? '1 order' : `${data.total} orders`}
            {pageCount > 1 ? `, page ${data.page} of ${pageCount}` : ''}. Newest first.
          </p>
          <DataTable<AdminOrderSummary>
            caption="Orders"
            captionHidden
            rows={data.orders}
            rowKey={(order) => order.id}
            busy={isFetching}
            empty="No orders match these filters."
            pages={{
              page: data.page,
              pageCount,
              hrefFor: (page) => paths.orders.href({ ...filters, page }),
            }}
            columns={[
              {
                id: 'id',
                header: 'Order',
                primary: true,
                cell: (order) => <AppLink href={paths.order.href(order.id)}>Order #{order.id}</AppLink>,
                sortValue: (order) => order.id,
              },
              {
                id: 'placed',
                header: 'Placed',
                cell: (order) => formatDateTime(order.created_at),
                sortValue: (order) => order.created_at,
              },
              {
                id: 'customer',
                header: 'Customer',
                cell: (order) => (
                  <>
                    {order.name ? <span className="admin-block">{order.name}</span> : null}
                    <span className="admin-block admin-muted">{order.email}</span>
                    {order.phone ? <span className="admin-block admin-muted">{order.phone}</span> : null}
                  </>
                ),
                sortValue: (order) => order.name ?? order.email,
              },
              {
                id: 'city',
                header: 'City',
                cell: (order) => order.city ?? '—',
                sortValue: (order) => order.city,
              },
              {
                id: 'payment',
                header: 'Payment',
                cell: (order) => (
                  <>
                    <span className="admin-block">{paymentMethodOf(order.payment_option)?.label ?? '—'}</span>
                    <StatusBadge tone={paymentStateTone(order.payment_state.code)}>
                      {order.payment_state.label}
                    </StatusBadge>
                  </>
                ),
              },
              {
                id: 'status',
                header: 'Status',
                cell: (order) => (
                  <>
                    <StatusBadge tone={orderStatusTone(order.status)}>
                      {ORDER_STATUS_LABELS[order.status]}
                    </StatusBadge>
                    {order.open_cancel_demand ? (
                      <StatusBadge tone="danger" className="admin-badge-gap">
                        Cancel asked
                      </StatusBadge>
                    ) : null}
                  </>
                ),
                sortValue: (order) => ORDER_STATUSES.indexOf(order.status),
              },
              {
                id: 'next',
                header: 'Next step',
                cell: (order) => (order.actions[0] ? ORDER_DESK_ACTION_LABELS[order.actions[0]] : '—'),
              },
              {
                id: 'items',
                header: 'Items',
                align: 'end',
                cell: (order) => order.items,
                sortValue: (o) => o.items,
              },
              {
                id: 'total',
                header: 'Total',
                align: 'end',
                cell: (order) => formatRupees(order.total),
                sortValue: (order) => order.total,
              },
            ]}
          />
        </>
      ) : null}
    </>
  );
}

/** The filters besides the status, applied together; they start from the address each time it changes. */
function QueueFilterBar({ filters }: { filters: QueueFilters }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState({
    q: filters.q ?? '',
    payment_method: filters.payment_method ?? '',
    from: filters.from ?? '',
    to: filters.to ?? '',
  });
  const [errors, setErrors] = useState<FormErrors>({});

  const show = (next: QueueFilters) => navigate(paths.orders.href({ ...next, page: undefined }));

  const apply = () => {
    const checked = validateForm(orderQueueQuerySchema, {
      ...draft,
      payment_method: draft.payment_method || undefined,
    });
    if (!checked.ok) {
      setErrors(firstMessages(checked.errors));
      return;
    }
    setErrors({});
    show({ status: filters.status, ...draft });
  };

  const clear = () => {
    const empty = { q: '', payment_method: '', from: '', to: '' };
    setDraft(empty);
    setErrors({});
    show({ status: filters.status, ...empty });
  };

  return (
    <FilterBar label="Filter orders" onApply={apply} onClear={clear} activeCount={activeFilterCount(filters)}>
      <TextField
        label="Search"
        hint="Order number, e-mail or phone"
        type="search"
        value={draft.q}
        error={errors.q}
        onChange={(event) => setDraft({ ...draft, q: event.target.value })}
      />
      <SelectField
        label="Payment method"
        placeholder="Any method"
        value={draft.payment_method}
        options={METHOD_OPTIONS}
        error={errors.payment_method}
        onValueChange={(value) => setDraft({ ...draft, payment_method: value })}
      />
      <TextField
        label="Placed from"
        type="date"
        value={draft.from}
        error={errors.from}
        onChange={(event) => setDraft({ ...draft, from: event.target.value })}
      />
      <TextField
        label="Placed to"
        type="date"
        value={draft.to}
        error={errors.to}
        onChange={(event) => setDraft({ ...draft, to: event.target.value })}
      />
    </FilterBar>
  );
}
