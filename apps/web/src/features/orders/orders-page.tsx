import { readApiError, useGetOrdersQuery } from '@bookshop/api-client';
import { formatNodes, useMessages } from '@bookshop/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { currentToken } from '../../app/session/session-slice';
import { paths } from '../../config/paths';
import { Page } from '../../shared/page';
import { OrderNotHere } from './order-not-here';
import { OrderView } from './order-view';
import './orders.css';

/**
 * /orders: the shopper's orders, newest first, each on the one order page (status and timeline,
 * money, delivery, lines, totals, and what can be done with it). A guest sees the orders placed
 * from this browser; anyone else is shown how to find an order without logging in.
 */
export function OrdersPage() {
  const t = useMessages();
  const hasToken = useAppSelector((state) => currentToken(state.session) !== null);
  const loggedIn = useAppSelector((state) => state.session.user !== null);
  const orders = useGetOrdersQuery(undefined, { skip: !hasToken, refetchOnMountOrArgChange: true });

  let body: ReactNode;
  if (hasToken && orders.isLoading) body = <p role="status">{t.format('orders.page.loading')}</p>;
  else if (orders.error)
    body = <p role="alert">{readApiError(orders.error, t.format('orders.page.error')).message}</p>;
  else if (!orders.data || orders.data.length === 0)
    body = loggedIn ? (
      <>
        <p>{t.format('orders.page.noOrdersYet')}</p>
        <p>
          {formatNodes(t, 'orders.page.orderedAsGuest', {
            link: <Link to={paths.trackingOrder.href()}>{t.format('orders.page.findYourOrder')}</Link>,
          })}
        </p>
      </>
    ) : (
      <OrderNotHere />
    );
  else
    body = (
      <div className="orders-list">
        {orders.data.map((order) => (
          <OrderView key={order.id} order={order} viewer="owner" />
        ))}
      </div>
    );

  return <Page title={t.format('orders.page.ordersTitle')}>{body}</Page>;
}
