import type { PricedOrder, PricedOrderLine } from '@bookshop/domain';
import { useId } from 'react';
import { useMessages } from '../i18n';
import { AppLink } from '../link-provider';
import { cx } from '../utils/cx';

/** The figures of an order the summary shows: what the domain's `priceOrder` returns. */
export type OrderSummaryFigures = Pick<
  PricedOrder,
  'subtotal' | 'cardDiscount' | 'shipping' | 'giftWrap' | 'giftCard' | 'total'
> & { lines: readonly Pick<PricedOrderLine, 'qty'>[] };

export interface OrderSummaryProps {
  /** The order as `priceOrder` priced it; shown as it is, never added up here. */
  order: OrderSummaryFigures;
  /** The bank whose card gives the card discount; its row is named after it. */
  cardBank?: string | null;
  /** Where the Checkout button leads. */
  checkoutHref: string;
  /** No Checkout button (the checkout itself, or an empty cart). */
  hideCheckout?: boolean;
}

interface Row {
  label: string;
  amount: number;
  /** Taken off the order, shown with a minus. */
  saving?: boolean;
}

/**
 * An order's summary: subtotal of the lines, the bank card's discount, shipping, gift wrap, the
 * gift card, and one total in bold, which is what Place Order charges. Rows that are nothing
 * (no card discount, no gift wrap, no gift card) are left out. Use it beside the cart lines and
 * beside the checkout; both give it the order `priceOrder` priced.
 */
export function OrderSummary({ order, cardBank, checkoutHref, hideCheckout = false }: OrderSummaryProps) {
  const t = useMessages();
  const headingId = useId();
  const items = order.lines.reduce((count, line) => count + line.qty, 0);
  const rows: Row[] = [
    { label: t.format('checkout.summary.subtotal', { count: items }), amount: order.subtotal },
  ];
  if (order.cardDiscount > 0)
    rows.push({
      label: cardBank
        ? t.format('checkout.summary.bankCardDiscount', { bank: cardBank })
        : t.format('checkout.summary.anyBankCardDiscount'),
      amount: order.cardDiscount,
      saving: true,
    });
  rows.push({ label: t.format('checkout.summary.shipping'), amount: order.shipping });
  if (order.giftWrap > 0) rows.push({ label: t.format('checkout.summary.giftWrap'), amount: order.giftWrap });
  if (order.giftCard > 0)
    rows.push({ label: t.format('checkout.summary.giftCard'), amount: order.giftCard, saving: true });
  return (
    <section className="bk-order-summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="bk-order-summary__title">
        {t.format('checkout.summary.title')}
      </h2>
      <dl className="bk-order-summary__rows">
        {rows.map(({ label, amount, saving }) => (
          <div key={label} className={cx('bk-order-summary__row', saving && 'bk-order-summary__row--saving')}>
            <dt>{label}</dt>
            <dd>{t.rupees(saving ? -amount : amount)}</dd>
          </div>
        ))}
        <div className="bk-order-summary__row bk-order-summary__row--total">
          <dt>{t.format('checkout.summary.total')}</dt>
          <dd>{t.rupees(order.total)}</dd>
        </div>
      </dl>
      {hideCheckout ? null : (
        <AppLink href={checkoutHref} className="bk-button bk-button--primary bk-order-summary__checkout">
          {t.format('checkout.summary.checkout')}
        </AppLink>
      )}
    </section>
  );
}
