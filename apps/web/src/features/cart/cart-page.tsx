import { readApiError, useGetOrderCartQuery } from '@bookshop/api-client';
import {
  BACKORDER_NOTE,
  type CartGroups,
  type CartLine,
  isBackorder,
  orderLines,
  priceOrder,
  STOCK_LABELS,
  type StockStatus,
} from '@bookshop/domain';
import { OrderSummary } from '@bookshop/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { currentToken } from '../../app/session/session-slice';
import { paths } from '../../config/paths';
import { Page } from '../../shared/page';
import { CartLines } from './cart-lines';
import './cart.css';

/** The four groups in the order the cart shows them, each under its stock label. */
const GROUPS: readonly (readonly [keyof Omit<CartGroups, 'summary'>, StockStatus])[] = [
  ['availableBooks', 'available'],
  ['preOrderBooks', 'pre_order'],
  ['onDemandBooks', 'on_demand'],
  ['outOfStockBooks', 'out_of_stock'],
];

const CART_MOVES = [
  { cartType: 'wishlist', label: 'Move to Wish List' },
  { cartType: 'later', label: 'Save for Later' },
] as const;
const LATER_MOVES = [{ cartType: 'cart', label: 'Move to Cart' }] as const;

function Group({
  status,
  lines,
  first,
}: {
  status: StockStatus;
  lines: readonly CartLine[];
  first: boolean;
}) {
  const headingId = useId();
  return (
    <section className="cart-group">
      <h2 id={headingId} className="cart-group__title">
        {STOCK_LABELS[status]} ({lines.length})
      </h2>
      <CartLines
        lines={lines}
        moves={CART_MOVES}
        labelledBy={headingId}
        noteOf={backorderNote}
        firstOnPage={first}
      />
    </section>
  );
}

/** An out-of-stock line in the cart is ordered as a backorder; it says when it ships. */
function backorderNote(line: CartLine): string | undefined {
  return isBackorder(line) ? BACKORDER_NOTE : undefined;
}

/**
 * /order-cart: the cart in its four groups, the order summary and Checkout, and the lines saved
 * for later. The summary is the order as priceOrder prices it (no card, no gift card yet), the
 * same function the checkout and the server use. The cart is fetched on every visit.
 */
export function CartPage() {
  const hasToken = useAppSelector((state) => currentToken(state.session) !== null);
  // Gift wrap is chosen at checkout; the summary shows its fee once it is.
  const giftWrap = useAppSelector((state) => state.checkout.giftWrap);
  const cart = useGetOrderCartQuery(undefined, { skip: !hasToken, refetchOnMountOrArgChange: true });
  const later = useGetOrderCartQuery(
    { cartType: 'later' },
    { skip: !hasToken, refetchOnMountOrArgChange: true },
  );
  const laterId = useId();

  if (hasToken && cart.isLoading) {
    return (
      <Page title="Your Cart">
        <p role="status">Loading…</p>
      </Page>
    );
  }
  if (cart.error) {
    return (
      <Page title="Your Cart">
        <p role="alert">{readApiError(cart.error, 'We could not load your cart.').message}</p>
      </Page>
    );
  }
  const data = cart.data;
  const savedLines = later.data ? GROUPS.flatMap(([group]) => later.data?.[group] ?? []) : [];
  const empty = !data || data.summary.totalCartCount === 0;
  return (
    <Page title="Your Cart">
      {empty ? (
        <div className="cart-empty">
          <p>Your cart is empty.</p>
          <p>
            <Link to={paths.home.href()}>Continue shopping</Link>
          </p>
        </div>
      ) : (
        <div className="cart-layout">
          <div className="cart-layout__lines">
            {GROUPS.filter(([group]) => data[group].length > 0).map(([group, status], index) => (
              <Group key={group} status={status} lines={data[group]} first={index === 0} />
            ))}
          </div>
          <aside className="cart-layout__summary">
            <OrderSummary
              order={priceOrder({ lines: orderLines(data), giftWrap })}
              checkoutHref={paths.checkout.href()}
            />
          </aside>
        </div>
      )}
      {savedLines.length > 0 ? (
        <section className="cart-group cart-group--later">
          <h2 id={laterId} className="cart-group__title">
            Saved for Later ({savedLines.length})
          </h2>
          <CartLines lines={savedLines} moves={LATER_MOVES} labelledBy={laterId} />
        </section>
      ) : null}
    </Page>
  );
}
