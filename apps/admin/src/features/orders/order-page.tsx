import { useGetAdminOrderQuery } from '@bookshop/api-client/admin';
import {
  type AdminOrderDetail,
  type AdminOrderLine,
  formatRupees,
  ORDER_STATUS_LABELS,
  type PaymentOutcome,
} from '@bookshop/domain';
import { AppLink } from '@bookshop/ui';
import { DataTable, orderStatusTone, paymentStateTone, StatusBadge, Timeline } from '@bookshop/ui/admin';
import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { AddressView } from '../../shared/address-view';
import { formatDateTime } from '../../shared/format';
import { LoadState } from '../../shared/load-state';
import { usePageTitle } from '../../shared/page-title';
import { OrderActions } from './order-actions';
import { timelineItems } from './order-timeline';

const OUTCOME_WORDS: Readonly<Record<PaymentOutcome, string>> = {
  failed: 'The payment failed',
  voided: 'Nothing was taken',
  refunded: 'Refunded',
  refund_due: 'Owed back by transfer',
};

/** The order desk's order page: everything about one order, and what can be done to it now. */
export function OrderPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  usePageTitle(valid ? `Order #${id}` : 'Order');
  const { data: order, isLoading, error } = useGetAdminOrderQuery(id, { skip: !valid });
  return (
    <>
      <p className="admin-back">
        <AppLink href={paths.orders.href()}>← All orders</AppLink>
      </p>
      {!valid ? (
        <p className="admin-alert admin-alert--error" role="alert">
          That is not an order number.
        </p>
      ) : null}
      <LoadState isLoading={isLoading} error={error} notFound={`There is no order #${id}.`} />
      {order ? <OrderDetail order={order} /> : null}
    </>
  );
}

function OrderDetail({ order }: { order: AdminOrderDetail }) {
  const { totals, payment } = order;
  return (
    <>
      <header className="admin-page-head">
        <h1>Order #{order.id}</h1>
        <p className="admin-badges">
          <StatusBadge tone={orderStatusTone(order.status)}>{ORDER_STATUS_LABELS[order.status]}</StatusBadge>{' '}
          <StatusBadge tone={paymentStateTone(payment.state.code)}>{payment.state.label}</StatusBadge>
          {order.cancel_demand?.state === 'open' ? (
            <>
              {' '}
              <StatusBadge tone="danger">Cancel asked</StatusBadge>
            </>
          ) : null}
        </p>
        <p className="admin-muted">
          Placed {formatDateTime(order.created_at)} by{' '}
          {order.customer ? (
            <AppLink href={paths.customer.href(order.customer.id)}>{order.customer.name}</AppLink>
          ) : (
            'a guest'
          )}{' '}
          ({order.email}). Last change {formatDateTime(order.updated_at)}.
        </p>
        <p className="admin-actions">
          <AppLink href={paths.invoice.href(order.id)}>Invoice</AppLink>
          <AppLink href={paths.packingSlip.href(order.id)}>Packing slip</AppLink>
        </p>
      </header>

      <div className="admin-columns">
        <div className="admin-column">
          <OrderActions order={order} />

          {order.cancel_demand ? (
            <section className="admin-card" aria-labelledby="demand-title">
              <h2 id="demand-title">Cancel demand</h2>
              <p>
                Asked {formatDateTime(order.cancel_demand.created_at)}:{' '}
                <q className="admin-pre">{order.cancel_demand.reason}</q>
              </p>
              {order.cancel_demand.state === 'open' ? (
                <p>
                  Not answered yet.{' '}
                  <AppLink href={paths.cancelDemands.href()}>Answer it on Cancel demands</AppLink>.
                </p>
              ) : (
                <p>
                  {order.cancel_demand.state === 'accepted' ? 'Accepted' : 'Declined'}{' '}
                  {formatDateTime(order.cancel_demand.answered_at)}
                  {order.cancel_demand.answered_by ? ` by ${order.cancel_demand.answered_by.email}` : ''}
                  {order.cancel_demand.reply ? (
                    <>
                      : <q className="admin-pre">{order.cancel_demand.reply}</q>
                    </>
                  ) : (
                    '.'
                  )}
                </p>
              )}
            </section>
          ) : null}

          <section className="admin-card" aria-labelledby="lines-title">
            <h2 id="lines-title">Lines as ordered</h2>
            <DataTable<AdminOrderLine>
              caption="Lines as ordered"
              captionHidden
              rows={order.lines}
              rowKey={(line) => `${line.Book_Id}-${line.kind}`}
              columns={[
                {
                  id: 'title',
                  header: 'Item',
                  primary: true,
                  cell: (line) => (
                    <>
                      <span className="admin-block">{line.BOOK_TITLE}</span>
                      {line.authorName ? (
                        <span className="admin-block admin-muted">{line.authorName}</span>
                      ) : null}
                      {line.backorder ? (
                        <StatusBadge tone="warning">Backorder: ships when back in stock</StatusBadge>
                      ) : null}
                    </>
                  ),
                },
                { id: 'qty', header: 'Qty', align: 'end', cell: (line) => line.qty },
                {
                  id: 'price',
                  header: 'Price',
                  align: 'end',
                  cell: (line) =>
                    line.discount_percent > 0
                      ? `${formatRupees(line.unit_price)} (${formatRupees(line.list_price)} less ${line.discount_percent}%)`
                      : formatRupees(line.unit_price),
                },
                {
                  id: 'card',
                  header: 'Card discount',
                  align: 'end',
                  cell: (line) => (line.card_discount > 0 ? `−${formatRupees(line.card_discount)}` : '—'),
                },
                {
                  id: 'total',
                  header: 'Line total',
                  align: 'end',
                  cell: (line) => formatRupees(line.line_total),
                },
                {
                  id: 'stock',
                  header: 'From stock',
                  align: 'end',
                  cell: (line) => line.reserved_qty,
                },
              ]}
            />
            <section aria-labelledby="totals-title">
              <h3 id="totals-title" className="admin-totals-title">
                Totals as charged
              </h3>
              <dl className="admin-totals">
                <dt>Subtotal</dt>
                <dd>{formatRupees(totals.subtotal)}</dd>
                <dt>Shipping</dt>
                <dd>{formatRupees(totals.shipping)}</dd>
                {totals.giftWrap > 0 ? (
                  <>
                    <dt>Gift wrap</dt>
                    <dd>{formatRupees(totals.giftWrap)}</dd>
                  </>
                ) : null}
                {totals.cardDiscount > 0 ? (
                  <>
                    <dt>Card discount</dt>
                    <dd>−{formatRupees(totals.cardDiscount)}</dd>
                  </>
                ) : null}
                {totals.giftCard ? (
                  <>
                    <dt>Gift card</dt>
                    <dd>−{formatRupees(totals.giftCard)}</dd>
                  </>
                ) : null}
                <dt className="admin-totals__grand">Total</dt>
                <dd className="admin-totals__grand">{formatRupees(totals.total)}</dd>
              </dl>
            </section>
          </section>

          <section className="admin-card" aria-labelledby="timeline-title">
            <h2 id="timeline-title">Timeline</h2>
            <Timeline label="Order timeline" items={timelineItems(order.timeline)} />
          </section>
        </div>

        <div className="admin-column">
          <section className="admin-card" aria-labelledby="payment-title">
            <h2 id="payment-title">Payment</h2>
            <dl className="admin-facts">
              <dt>Method</dt>
              <dd>{payment.method_label}</dd>
              <dt>State</dt>
              <dd>
                {payment.state.label}
                {payment.outcome ? ` (${OUTCOME_WORDS[payment.outcome]})` : ''}
              </dd>
              {payment.provider_reference ? (
                <>
                  <dt>Reference</dt>
                  <dd className="admin-wrap">{payment.provider_reference}</dd>
                </>
              ) : null}
              {payment.card ? (
                <>
                  <dt>Card</dt>
                  <dd>
                    {payment.card.network} ending {payment.card.last_four}
                  </dd>
                </>
              ) : null}
              <dt>Captured</dt>
              <dd>{formatRupees(payment.captured)}</dd>
              {payment.voided > 0 ? (
                <>
                  <dt>Voided</dt>
                  <dd>{formatRupees(payment.voided)}</dd>
                </>
              ) : null}
              <dt>Refunded</dt>
              <dd>{formatRupees(payment.refunded)}</dd>
              {payment.refund_due > 0 ? (
                <>
                  <dt>Owed back</dt>
                  <dd>{formatRupees(payment.refund_due)}</dd>
                </>
              ) : null}
              <dt>Can still be refunded</dt>
              <dd>{formatRupees(payment.refundable)}</dd>
            </dl>
            {payment.refunds.length > 0 ? (
              <>
                <h3>Refunds</h3>
                <ul className="admin-list">
                  {payment.refunds.map((refund) => (
                    <li key={`${refund.at}-${refund.amount}`}>
                      {formatRupees(refund.amount)} on {formatDateTime(refund.at)}
                      {refund.reason ? `: ${refund.reason}` : ''}
                      {refund.reference ? ` (reference ${refund.reference})` : ' (sent back by hand)'}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {order.cod_confirmation ? (
              <p>
                Confirmed by phone by {order.cod_confirmation.by.email} on{' '}
                {formatDateTime(order.cod_confirmation.at)}.
              </p>
            ) : null}
          </section>

          {order.shipment ? (
            <section className="admin-card" aria-labelledby="shipment-title">
              <h2 id="shipment-title">Shipment</h2>
              <dl className="admin-facts">
                <dt>Courier</dt>
                <dd>{order.shipment.courier}</dd>
                <dt>Tracking number</dt>
                <dd>{order.shipment.tracking_number}</dd>
                <dt>Shipped</dt>
                <dd>{formatDateTime(order.shipment.shipped_at)}</dd>
              </dl>
            </section>
          ) : null}

          <section className="admin-card" aria-labelledby="addresses-title">
            <h2 id="addresses-title">Addresses</h2>
            <h3>Ship to</h3>
            <AddressView address={order.shipping_address} />
            <h3>Bill to</h3>
            <AddressView address={order.billing_address} />
          </section>

          <section className="admin-card" aria-labelledby="choices-title">
            <h2 id="choices-title">Shopper's choices</h2>
            <dl className="admin-facts">
              <dt>Special instructions</dt>
              <dd className="admin-pre">{order.special_instruction.trim() || 'None'}</dd>
              <dt>Gift wrap</dt>
              <dd>{order.gift_wrap ? 'Yes' : 'No'}</dd>
              <dt>Invoice by e-mail</dt>
              <dd>{order.send_invoice ? 'Yes' : 'No'}</dd>
              <dt>Newsletter</dt>
              <dd>{order.subscribe_newsletter ? 'Yes' : 'No'}</dd>
            </dl>
          </section>
        </div>
      </div>
    </>
  );
}
