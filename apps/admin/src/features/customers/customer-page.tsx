import { useGetCustomerQuery, useSendCustomerPasswordResetMutation } from '@bookshop/api-client/admin';
import {
  type AdminCustomerBookRequest,
  type AdminOrderSummary,
  formatRupees,
  ORDER_STATUS_LABELS,
} from '@bookshop/domain';
import { AppLink, Button } from '@bookshop/ui';
import { DataTable, orderStatusTone, StatusBadge } from '@bookshop/ui/admin';
import { useState } from 'react';
import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { AddressView } from '../../shared/address-view';
import { formatDate, formatDateTime } from '../../shared/format';
import { errorMessage, LoadState } from '../../shared/load-state';
import { usePageTitle } from '../../shared/page-title';

const REQUEST_STATES: Readonly<Record<AdminCustomerBookRequest['status'], string>> = {
  new: 'New',
  found: 'Found',
  not_found: 'Not found',
  closed: 'Closed',
};

/** One customer: the account (never a password or card number), orders, addresses and requests. */
export function CustomerPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, isLoading, error } = useGetCustomerQuery(id, { skip: !valid });
  usePageTitle(data ? data.customer.name : 'Customer');
  const [sendReset, sending] = useSendCustomerPasswordResetMutation();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null);

  const reset = async () => {
    setConfirming(false);
    try {
      const answer = await sendReset(id).unwrap();
      setNotice({ ok: true, message: answer.message });
    } catch (failure) {
      setNotice({ ok: false, message: errorMessage(failure) });
    }
  };

  return (
    <>
      <p className="admin-back">
        <AppLink href={paths.customers.href()}>← All customers</AppLink>
      </p>
      <LoadState isLoading={isLoading} error={error} notFound="There is no such customer." />
      {data ? (
        <>
          <h1>{data.customer.name}</h1>
          <dl className="admin-facts">
            <dt>E-mail</dt>
            <dd>{data.customer.email}</dd>
            <dt>Phone</dt>
            <dd>{data.customer.phone ?? '—'}</dd>
            <dt>Country</dt>
            <dd>{data.customer.country}</dd>
            <dt>Joined</dt>
            <dd>{formatDate(data.customer.created_at)}</dd>
            <dt>Orders</dt>
            <dd>
              {data.customer.orders}, {formatRupees(data.customer.spent)} spent
            </dd>
          </dl>

          <section className="admin-card" aria-labelledby="reset-title">
            <h2 id="reset-title">Password</h2>
            <p>
              Staff never see or set a shopper's password. You can e-mail them the link to choose a new one.
            </p>
            {notice ? (
              <p
                className={`admin-alert ${notice.ok ? 'admin-alert--success' : 'admin-alert--error'}`}
                role={notice.ok ? 'status' : 'alert'}
              >
                {notice.message}
              </p>
            ) : null}
            {confirming ? (
              <div className="admin-actions">
                <p>Send the reset link to {data.customer.email}?</p>
                <Button onClick={() => void reset()}>Yes, send it</Button>
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  Not now
                </Button>
              </div>
            ) : (
              <Button
                variant="secondary"
                busy={sending.isLoading}
                busyLabel="Sending…"
                onClick={() => {
                  setNotice(null);
                  setConfirming(true);
                }}
              >
                Send password reset link
              </Button>
            )}
          </section>

          <section aria-labelledby="orders-title">
            <h2 id="orders-title">Orders</h2>
            <DataTable<AdminOrderSummary>
              caption="Orders of this customer"
              captionHidden
              rows={data.orders}
              rowKey={(order) => order.id}
              pageSize={10}
              empty="No orders yet."
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
                  id: 'status',
                  header: 'Status',
                  cell: (order) => (
                    <StatusBadge tone={orderStatusTone(order.status)}>
                      {ORDER_STATUS_LABELS[order.status]}
                    </StatusBadge>
                  ),
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
          </section>

          <section aria-labelledby="addresses-title">
            <h2 id="addresses-title">Addresses</h2>
            {data.addresses.length === 0 ? <p className="admin-muted">No saved addresses.</p> : null}
            <ul className="admin-cards admin-cards--grid">
              {data.addresses.map((address) => (
                <li key={address.id} className="admin-card">
                  <AddressView address={address} />
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="requests-title">
            <h2 id="requests-title">Book requests</h2>
            <DataTable<AdminCustomerBookRequest>
              caption="Book requests"
              captionHidden
              rows={data.book_requests}
              rowKey={(request) => request.id}
              empty="No book requests."
              columns={[
                {
                  id: 'title',
                  header: 'Title',
                  primary: true,
                  cell: (r) => r.title,
                  sortValue: (r) => r.title,
                },
                { id: 'author', header: 'Author', cell: (r) => r.author ?? '—' },
                {
                  id: 'notes',
                  header: 'Notes',
                  cell: (r) => <span className="admin-pre">{r.notes ?? '—'}</span>,
                },
                { id: 'status', header: 'State', cell: (r) => REQUEST_STATES[r.status] },
                {
                  id: 'asked',
                  header: 'Asked',
                  cell: (r) => formatDate(r.created_at),
                  sortValue: (r) => r.created_at,
                },
              ]}
            />
          </section>

          <section aria-labelledby="demands-title">
            <h2 id="demands-title">Cancel demands</h2>
            {data.cancel_demands.length === 0 ? <p className="admin-muted">No cancel demands.</p> : null}
            <ul className="admin-list">
              {data.cancel_demands.map((demand) => (
                <li key={demand.id}>
                  <AppLink href={paths.order.href(demand.order_id)}>Order #{demand.order_id}</AppLink>,{' '}
                  {formatDateTime(demand.created_at)}: <q className="admin-pre">{demand.reason}</q> (
                  {demand.state === 'open' ? 'not answered yet' : demand.state})
                </li>
              ))}
            </ul>
          </section>
        </>
      ) : null}
    </>
  );
}
