import { type CartSummary, formatRupees } from '@bookshop/domain';
import { useId } from 'react';
import { AppLink } from '../link-provider';

export interface OrderSummaryProps {
  /** The server's figures (the domain's `cartSummary`); shown as they are, never recomputed. */
  summary: CartSummary;
  /** Where the Checkout button leads. */
  checkoutHref: string;
  /** No Checkout button (an empty cart has nothing to check out). */
  hideCheckout?: boolean;
}

/**
 * The cart's order summary: subtotal, shipping, gift wrap when chosen, total, and Checkout.
 * Use it beside the cart lines; its figures come from the server, never computed here.
 */
export function OrderSummary({ summary, checkoutHref, hideCheckout = false }: OrderSummaryProps) {
  const headingId = useId();
  const rows: [string, number][] = [
    [
      `Subtotal (${summary.totalCartCount} ${summary.totalCartCount === 1 ? 'item' : 'items'})`,
      summary.subtotal,
    ],
    ['Shipping', summary.shipping],
  ];
  if (summary.giftWrap > 0) rows.push(['Gift wrap', summary.giftWrap]);
  return (
    <section className="bk-order-summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="bk-order-summary__title">
        Order Summary
      </h2>
      <dl className="bk-order-summary__rows">
        {rows.map(([label, amount]) => (
          <div key={label} className="bk-order-summary__row">
            <dt>{label}</dt>
            <dd>{formatRupees(amount)}</dd>
          </div>
        ))}
        <div className="bk-order-summary__row bk-order-summary__row--total">
          <dt>Total</dt>
          <dd>{formatRupees(summary.total)}</dd>
        </div>
      </dl>
      {hideCheckout ? null : (
        <AppLink href={checkoutHref} className="bk-button bk-button--primary bk-order-summary__checkout">
          Checkout
        </AppLink>
      )}
    </section>
  );
}
