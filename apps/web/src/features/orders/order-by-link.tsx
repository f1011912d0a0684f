import { readApiError, useOrderByLinkQuery } from '@bookshop/api-client';
import { useMessages } from '@bookshop/ui';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { OrderView } from './order-view';

/**
 * The order a signed link opens (the e-mails' link, or a lookup's answer), on the one order
 * page. A link that was altered, has expired or was withdrawn says so in the server's words and
 * offers the lookup instead.
 */
export function OrderByLink({ token, headingLevel }: { token: string; headingLevel?: 2 | 3 }) {
  const t = useMessages();
  const view = useOrderByLinkQuery(token, { refetchOnMountOrArgChange: 30 });
  if (view.error) {
    return (
      <div className="order-not-here">
        <p role="alert">{readApiError(view.error, t.format('orders.page.openFailed')).message}</p>
        <p>
          <Link className="bk-button bk-button--primary" to={paths.trackingOrder.href()}>
            {t.format('orders.page.findYourOrder')}
          </Link>
        </p>
      </div>
    );
  }
  if (!view.data) return <p role="status">{t.format('orders.page.loading')}</p>;
  const { order, bankTransfer, access } = view.data;
  return (
    <OrderView
      order={order}
      bankTransfer={bankTransfer}
      accessToken={access.token}
      viewer="link"
      headingLevel={headingLevel}
    />
  );
}
