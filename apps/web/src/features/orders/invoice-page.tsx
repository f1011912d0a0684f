import {
  invoicePdfUrl,
  type OrderView,
  readApiError,
  useGetOrderQuery,
  useOrderByLinkQuery,
} from '@bookshop/api-client';
import { OrderInvoice, useMessages } from '@bookshop/ui';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { Page } from '../../shared/page';
import { OrderNotHere } from './order-not-here';
import './orders.css';

function InvoiceOf({ view }: { view: OrderView }) {
  const t = useMessages();
  const { order, access } = view;
  return (
    <>
      <OrderInvoice
        order={order}
        pdfHref={invoicePdfUrl(order.id, access.token)}
        onPrint={() => window.print()}
      />
      <p className="bk-no-print">
        <Link to={paths.orderView.href(access.token)}>{t.format('orders.page.backToOrder')}</Link>
      </p>
    </>
  );
}

/**
 * /orders/invoice?orderId=&token=: an order's invoice to print (the print stylesheet puts only
 * the sheet on paper) with its PDF. The owner's by number; anyone's with the order's link token.
 */
export function InvoicePage() {
  const t = useMessages();
  const [params] = useSearchParams();
  const orderId = Number(params.get('orderId'));
  const token = params.get('token')?.trim() ?? '';
  const valid = Number.isInteger(orderId) && orderId > 0;
  const byLink = useOrderByLinkQuery(token, { skip: !token });
  const own = useGetOrderQuery(orderId, { skip: Boolean(token) || !valid });
  const view = token ? byLink : own;

  if (!token && !valid) {
    return (
      <Page title={t.format('orders.page.invoiceTitle')}>
        <OrderNotHere />
      </Page>
    );
  }
  if (view.error) {
    const problem = readApiError(view.error, t.format('orders.page.invoiceFailed'));
    return (
      <Page title={t.format('orders.page.invoiceTitle')}>
        {!token && (problem.status === 401 || problem.status === 403 || problem.status === 404) ? (
          <OrderNotHere orderId={orderId} />
        ) : (
          <p role="alert">{problem.message}</p>
        )}
      </Page>
    );
  }
  return (
    <Page
      title={
        view.data
          ? t.format('orders.page.invoiceOfOrder', { id: String(view.data.order.id) })
          : t.format('orders.page.invoiceTitle')
      }
    >
      {view.data ? <InvoiceOf view={view.data} /> : <p role="status">{t.format('orders.page.loading')}</p>}
    </Page>
  );
}
