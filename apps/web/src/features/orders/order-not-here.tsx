import { Link } from 'react-router';
import { paths } from '../../config/paths';

/**
 * Said where an order cannot be opened by this browser (another device, a cleared browser, a
 * guest): how to open it instead, never the server's "Authorization token is missing".
 */
export function OrderNotHere({ orderId }: { orderId?: number }) {
  return (
    <div className="order-not-here">
      <p role="alert">
        {orderId
          ? `Order No: ${orderId} cannot be opened in this browser.`
          : 'No orders were placed from this browser.'}
      </p>
      <p>
        Open the link in your order e-mail, which works on any device, or find the order with its number and
        the e-mail address or phone number you ordered with.
      </p>
      <p>
        <Link className="bk-button bk-button--primary" to={paths.trackingOrder.href()}>
          Find your order
        </Link>
      </p>
    </div>
  );
}
