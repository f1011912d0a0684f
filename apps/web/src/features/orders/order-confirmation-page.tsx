import { readApiError, useOrderConfirmationQuery, usePaymentStatusMutation } from '@bookshop/api-client';
import { ORDER_STATUS_LABELS, paymentMethodLabel, paymentStateEntry } from '@bookshop/domain';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { Page } from '../../shared/page';
import { OrderLines } from './order-lines';
import './orders.css';

const payByFormat = new Intl.DateTimeFormat('en-PK', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Karachi',
});

/**
 * /order-confirmation?orderId=: the placed order. Back from a wallet's approval page, it first
 * asks for the payment status, which settles the order on the server. What it says of the money
 * is the order's payment state (to pay on delivery, awaiting transfer, paid, ...), never
 * "Payment received" for an order nobody has paid yet.
 */
export function OrderConfirmationPage() {
  const [params] = useSearchParams();
  const orderId = Number(params.get('orderId'));
  const valid = Number.isInteger(orderId) && orderId > 0;
  const [checkPayment, payment] = usePaymentStatusMutation();
  useEffect(() => {
    if (valid) void checkPayment(orderId);
  }, [valid, orderId, checkPayment]);
  const confirmation = useOrderConfirmationQuery(orderId, {
    skip: !valid || payment.isUninitialized || payment.isLoading,
  });

  if (!valid) {
    return (
      <Page title="Order confirmation">
        <p role="alert">This link names no order.</p>
      </Page>
    );
  }
  if (confirmation.error) {
    return (
      <Page title="Order confirmation">
        <p role="alert">{readApiError(confirmation.error, 'Error').message}</p>
      </Page>
    );
  }
  const data = confirmation.data;
  if (!data) {
    return (
      <Page title="Order confirmation">
        <p role="status">Loading…</p>
      </Page>
    );
  }
  const { order, bankTransfer } = data;
  const failed = order.status === 'payment_failed';
  return (
    <Page title={failed ? 'Payment failed' : 'Thank you for your order'}>
      <p className="order-card__head">
        Order No: {order.id} ·{' '}
        <span className={`order-status order-status--${order.status}`}>
          {ORDER_STATUS_LABELS[order.status]}
        </span>
      </p>
      <p className="order-payment">
        Payment: {paymentMethodLabel(order.payment_option)} ·{' '}
        <strong className={`order-payment__state order-payment__state--${order.payment_state.code}`}>
          {order.payment_state.label}
        </strong>
      </p>
      <p role="status">{paymentStateEntry(order.payment_state.code).message}</p>
      {bankTransfer ? (
        <section className="order-bank-transfer" aria-label="Bank transfer details">
          <h2>Please pay by bank transfer</h2>
          <dl>
            <dt>Bank</dt>
            <dd>{bankTransfer.bankName}</dd>
            <dt>Account title</dt>
            <dd>{bankTransfer.accountTitle}</dd>
            <dt>Account</dt>
            <dd>{bankTransfer.iban}</dd>
            <dt>Reference</dt>
            <dd>{bankTransfer.reference}</dd>
            <dt>Pay by</dt>
            <dd>{payByFormat.format(new Date(bankTransfer.payBy))}</dd>
          </dl>
          <p>An order not paid by then is cancelled and its books go back on sale.</p>
        </section>
      ) : null}
      <OrderLines order={order} />
      <p>
        <Link to={paths.orders.href()}>See all your orders</Link>
      </p>
    </Page>
  );
}
