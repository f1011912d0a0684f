import { readApiError, useGetOrderCartQuery } from '@bookshop/api-client';
import {
  type CartGroups,
  type CartLine,
  isBackorder,
  orderLines,
  priceOrder,
  type StockStatus,
} from '@bookshop/domain';
import type { Messages } from '@bookshop/i18n/core';
import { type CartLineMove, OrderSummary, stockLabelKey, useMessages } from '@bookshop/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { currentToken } from '../../app/session/session-slice';
import { isCartFromServer } from '../../app/ssr/hold-hydrated-queries';
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

/** Where a cart line can go, worded in the page's language. */
function cartMoves(t: Messages): readonly CartLineMove[] {
  return [
    { cartType: 'wishlist', label: t.format('checkout.cartPage.moveToWishList') },
    { cartType: 'later', label: t.format('checkout.cartPage.saveForLater') },
  ];
}

/** Where a saved-for-later line can go. */
function laterMoves(t: Messages): readonly CartLineMove[] {
  return [{ cartType: 'cart', label: t.format('checkout.cartPage.moveToCart') }];
}

function Group({
  status,
  lines,
  first,
}: {
  status: StockStatus;
  lines: readonly CartLine[];
  first: boolean;
}) {
  const t = useMessages();
  const headingId = useId();
  return (
    <section className="cart-group">
      <h2 id={headingId} className="cart-group__title">
        {t.format(stockLabelKey(status))} ({t.number(lines.length)})
      </h2>
      <CartLines
        lines={lines}
        moves={cartMoves(t)}
        labelledBy={headingId}
        noteOf={(line) => (isBackorder(line) ? t.format('checkout.cartPage.backorder') : undefined)}
        firstOnPage={first}
      />
    </section>
  );
}

/**
 * /order-cart: the cart in its four groups, the order summary and Checkout, and the lines saved
 * for later. The summary is the order as priceOrder prices it (no card, no gift card yet), the
 * same function the checkout and the server use. The cart is fetched on every visit.
 */
export function CartPage() {
  const t = useMessages();
  const title = t.format('checkout.cartPage.title');
  const hasToken = useAppSelector((state) => currentToken(state.session) !== null);
  // Gift wrap is chosen at checkout; the summary shows its fee once it is.
  const giftWrap = useAppSelector((state) => state.checkout.giftWrap);
  // Fetched on every visit, except the one the server rendered: hydration takes its answer.
  const [refetchOnMount] = useState(() => !isCartFromServer());
  const cart = useGetOrderCartQuery(undefined, {
    skip: !hasToken,
    refetchOnMountOrArgChange: refetchOnMount,
  });
  const later = useGetOrderCartQuery(
    { cartType: 'later' },
    { skip: !hasToken, refetchOnMountOrArgChange: refetchOnMount },
  );
  const laterId = useId();

  if (hasToken && cart.isLoading) {
    return (
      <Page title={title}>
        <p role="status">{t.format('checkout.cartPage.loading')}</p>
      </Page>
    );
  }
  if (cart.error) {
    return (
      <Page title={title}>
        <p role="alert">{readApiError(cart.error, t.format('checkout.cartPage.loadFailed')).message}</p>
      </Page>
    );
  }
  const data = cart.data;
  const savedLines = later.data ? GROUPS.flatMap(([group]) => later.data?.[group] ?? []) : [];
  const empty = !data || data.summary.totalCartCount === 0;
  return (
    <Page title={title}>
      {empty ? (
        <div className="cart-empty">
          <p>{t.format('checkout.cartPage.empty')}</p>
          <p>
            <Link to={paths.home.href()}>{t.format('checkout.cartPage.continueShopping')}</Link>
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
            {t.format('checkout.cartPage.savedForLater', { count: savedLines.length })}
          </h2>
          <CartLines lines={savedLines} moves={laterMoves(t)} labelledBy={laterId} />
        </section>
      ) : null}
    </Page>
  );
}
