import { readApiError, useCancelOrderMutation, useGetOrdersQuery } from '@bookshop/api-client';
import {
  canCancelOrder,
  canDemandCancel,
  ORDER_STATUS_LABELS,
  type Order,
  paymentMethodLabel,
} from '@bookshop/domain';
import { Button, CancelOrderDialog } from '@bookshop/ui';
import { type ReactNode, useState } from 'react';
import { toastShown } from '../../app/dialogs/toasts-slice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { currentToken } from '../../app/session/session-slice';
import { Page } from '../../shared/page';
import { CancelDemandContainer } from './cancel-demand-container';
import { OrderLines } from './order-lines';
import './orders.css';

const dateFormat = new Intl.DateTimeFormat('en-PK', { dateStyle: 'medium', timeStyle: 'short' });

function OrderCard({
  order,
  onCancel,
  onDemandCancel,
}: {
  order: Order;
  onCancel: (id: number) => void;
  onDemandCancel: (id: number) => void;
}) {
  return (
    <article className="order-card" aria-label={`Order No: ${order.id}`}>
      <header className="order-card__head">
        <h2>Order No: {order.id}</h2>
        <span className={`order-status order-status--${order.status}`}>
          {ORDER_STATUS_LABELS[order.status]}
        </span>
      </header>
      <p className="order-card__meta">
        {dateFormat.format(new Date(order.created_at))} · {paymentMethodLabel(order.payment_option)}
      </p>
      <OrderLines order={order} />
      {canCancelOrder(order.status) ? (
        <Button variant="secondary" onClick={() => onCancel(order.id)}>
          Cancel Order
        </Button>
      ) : null}
      {canDemandCancel(order.status) && order.cancel_demand ? (
        <p className="order-card__demand" role="note">
          Cancellation requested on {dateFormat.format(new Date(order.cancel_demand.created_at))}. We will
          e-mail you the shop's answer.
        </p>
      ) : null}
      {canDemandCancel(order.status) && !order.cancel_demand ? (
        <Button variant="secondary" onClick={() => onDemandCancel(order.id)}>
          Request Cancellation
        </Button>
      ) : null}
    </article>
  );
}

/** /orders: the shopper's orders, newest first, each with its status, lines, totals and Cancel. */
export function OrdersPage() {
  const dispatch = useAppDispatch();
  const hasToken = useAppSelector((state) => currentToken(state.session) !== null);
  const orders = useGetOrdersQuery(undefined, { skip: !hasToken });
  const [cancelling, setCancelling] = useState<number | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const [cancelOrder, cancel] = useCancelOrderMutation();
  const [demanding, setDemanding] = useState<number | null>(null);

  async function confirmCancel() {
    if (cancelling === null) return;
    setCancelError(null);
    const result = await cancelOrder(cancelling);
    if ('error' in result) {
      setCancelError(readApiError(result.error, 'something went wrong please try again').message);
      return;
    }
    dispatch(toastShown('success', result.data.message));
    setCancelling(null);
  }

  let body: ReactNode;
  if (hasToken && orders.isLoading) body = <p role="status">Loading…</p>;
  else if (orders.error) body = <p role="alert">{readApiError(orders.error, 'Error').message}</p>;
  else if (!orders.data || orders.data.length === 0) body = <p>You have no orders yet.</p>;
  else
    body = (
      <div className="orders-list">
        {orders.data.map((order) => (
          <OrderCard
            key={order.id}
            order={order}
            onCancel={(id) => {
              setCancelError(null);
              setCancelling(id);
            }}
            onDemandCancel={setDemanding}
          />
        ))}
      </div>
    );

  return (
    <Page title="Your Orders">
      {body}
      <CancelOrderDialog
        open={cancelling !== null}
        orderId={cancelling ?? 0}
        busy={cancel.isLoading}
        error={cancelError}
        onClose={() => setCancelling(null)}
        onConfirm={() => void confirmCancel()}
      />
      {demanding !== null ? (
        <CancelDemandContainer key={demanding} orderId={demanding} onClose={() => setDemanding(null)} />
      ) : null}
    </Page>
  );
}
