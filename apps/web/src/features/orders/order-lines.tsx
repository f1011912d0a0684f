import { formatRupees, type Order } from '@bookshop/domain';

/** An order's lines and totals, as the orders list and the confirmation page show them. */
export function OrderLines({ order }: { order: Order }) {
  const t = order.totals;
  return (
    <>
      <ul className="order-lines">
        {order.items.map((item) => (
          <li key={`${item.Book_Id}-${item.BOOK_TITLE}`}>
            <span>
              {item.BOOK_TITLE} × {item.qty}
            </span>{' '}
            <span>{formatRupees(item.line_total)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-totals">
        <dt>Subtotal</dt>
        <dd>{formatRupees(t.subtotal)}</dd>
        {t.cardDiscount > 0 ? (
          <>
            <dt>Bank card discount</dt>
            <dd>-{formatRupees(t.cardDiscount)}</dd>
          </>
        ) : null}
        <dt>Shipping</dt>
        <dd>{formatRupees(t.shipping)}</dd>
        {t.giftWrap > 0 ? (
          <>
            <dt>Gift wrap</dt>
            <dd>{formatRupees(t.giftWrap)}</dd>
          </>
        ) : null}
        {(t.giftCard ?? 0) > 0 ? (
          <>
            <dt>E-gift card</dt>
            <dd>-{formatRupees(t.giftCard)}</dd>
          </>
        ) : null}
        <dt>Total</dt>
        <dd>{formatRupees(t.total)}</dd>
      </dl>
    </>
  );
}
