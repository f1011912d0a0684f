import { keepLeftToRight } from '@bookshop/i18n/core';
import { useMessages } from '@bookshop/ui';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/**
 * Said where an order cannot be opened by this browser (another device, a cleared browser, a
 * guest): how to open it instead, never the server's "Authorization token is missing".
 */
export function OrderNotHere({ orderId }: { orderId?: number }) {
  const t = useMessages();
  return (
    <div className="order-not-here">
      <p role="alert">
        {orderId
          ? // One line of text for the alert: the number is isolated by characters, not an element.
            t.format('orders.page.notInThisBrowser', { id: keepLeftToRight(t.language, String(orderId)) })
          : t.format('orders.page.noOrdersHere')}
      </p>
      <p>{t.format('orders.page.howToOpen')}</p>
      <p>
        <Link className="bk-button bk-button--primary" to={paths.trackingOrder.href()}>
          {t.format('orders.page.findYourOrder')}
        </Link>
      </p>
    </div>
  );
}
