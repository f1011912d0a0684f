import { readApiError, useGetOrderQuery, usePaymentStatusMutation } from '@bookshop/api-client';
import { formatNodes, Ltr, useMessages } from '@bookshop/ui';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toastsCleared } from '../../app/dialogs/toasts-slice';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../config/paths';
import { Page } from '../../shared/page';
import { OrderNotHere } from './order-not-here';
import { OrderView } from './order-view';
import './orders.css';

/**
 * /order-confirmation?orderId=: the placed order, on the one order page. Back from a wallet's
 * approval page, it first asks for the payment status, which settles the order on the server.
 * What it says of the money is the order's payment state (to pay on delivery, awaiting transfer,
 * paid, ...), never "Payment received" for an order nobody has paid yet. Opened where the order
 * is not the visitor's (another browser), it says how to open it instead of the server's words.
 */
export function OrderConfirmationPage() {
  const t = useMessages();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const orderId = Number(params.get('orderId'));
  const valid = Number.isInteger(orderId) && orderId > 0;
  const [checkPayment, payment] = usePaymentStatusMutation();
  // The checkout's messages ("Please select a payment method", ...) were about the form just left.
  useEffect(() => {
    dispatch(toastsCleared());
  }, [dispatch]);
  useEffect(() => {
    if (valid) void checkPayment(orderId);
  }, [valid, orderId, checkPayment]);
  const view = useGetOrderQuery(orderId, {
    skip: !valid || payment.isUninitialized || payment.isLoading,
    refetchOnMountOrArgChange: true,
  });

  if (!valid) {
    return (
      <Page title={t.format('orders.page.confirmationTitle')}>
        <p role="alert">{t.format('orders.page.noOrderNamed')}</p>
        <p>
          {formatNodes(t, 'orders.page.findWithNumberAndEmail', {
            link: <Link to={paths.trackingOrder.href()}>{t.format('orders.page.findYourOrder')}</Link>,
          })}
        </p>
      </Page>
    );
  }
  if (view.error) {
    const { status } = readApiError(view.error, t.format('orders.page.error'));
    return status === 401 || status === 403 || status === 404 ? (
      <Page title={t.format('orders.page.confirmationTitle')}>
        <OrderNotHere orderId={orderId} />
      </Page>
    ) : (
      <Page title={t.format('orders.page.confirmationTitle')}>
        <p role="alert">{readApiError(view.error, t.format('orders.page.loadOrderFailed')).message}</p>
      </Page>
    );
  }
  if (!view.data) {
    return (
      <Page title={t.format('orders.page.confirmationTitle')}>
        <p role="status">{t.format('orders.page.loading')}</p>
      </Page>
    );
  }
  const { order, bankTransfer, access } = view.data;
  return (
    <Page
      title={t.format(
        order.status === 'payment_failed' ? 'orders.page.paymentFailedTitle' : 'orders.page.thankYouTitle',
      )}
    >
      <p className="order-intro">
        {formatNodes(t, 'orders.page.emailed', {
          email: (
            <strong>
              <Ltr>{order.email}</Ltr>
            </strong>
          ),
        })}
      </p>
      <OrderView order={order} bankTransfer={bankTransfer} accessToken={access.token} viewer="owner" />
      <p className="orders-more">
        <Link to={paths.orders.href()}>{t.format('orders.page.seeAllOrders')}</Link>
      </p>
    </Page>
  );
}
