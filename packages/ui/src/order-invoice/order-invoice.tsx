import { type Address, formatPhone, type Order, textLangAttributes } from '@bookshop/domain';
import { useId } from 'react';
import { Button } from '../button';
import { Ltr, useMessages } from '../i18n';
import { formatNodes } from '../order-detail/message-nodes';
import { orderDates } from '../order-detail/order-dates';
import { paymentMethodKey, paymentStateKey } from '../order-detail/order-words';

export interface OrderInvoiceProps {
  order: Order;
  /** The shop as the invoice names it. */
  shopName?: string;
  /** The invoice as a PDF, linked beside Print. */
  pdfHref?: string | null;
  /** Opens the browser's print dialog; the print stylesheet puts only the invoice on paper. */
  onPrint?: () => void;
}

function AddressBlock({ address, email }: { address: Address; email?: string }) {
  const place = [address.City, address.Province, address.PostCode].filter(Boolean).join(', ');
  const parts = [address.Name, address.Address, place, address.Country].filter((p): p is string =>
    Boolean(p),
  );
  return (
    <address>
      {parts.map((part) => (
        <span key={part}>{part}</span>
      ))}
      {address.Phone ? (
        <span>
          <Ltr>{formatPhone(address.Phone)}</Ltr>
        </span>
      ) : null}
      {email ? (
        <span>
          <Ltr>{email}</Ltr>
        </span>
      ) : null}
    </address>
  );
}

/**
 * An order's invoice as a sheet: the shop, the order number and date, who is billed and where it
 * goes, each line with copies, unit price and amount, the totals as charged and how it is paid.
 * Use it on the printable invoice page; Print and the PDF link sit above it and stay off paper.
 */
export function OrderInvoice({ order, shopName = 'Bookshop', pdfHref = null, onPrint }: OrderInvoiceProps) {
  const t = useMessages();
  const dates = orderDates(t.language);
  const titleId = useId();
  const totals = order.totals;
  const rows: { label: string; amount: number }[] = [
    { label: t.format('orders.totals.subtotal'), amount: totals.subtotal },
  ];
  if (totals.cardDiscount > 0)
    rows.push({ label: t.format('orders.totals.cardDiscount'), amount: -totals.cardDiscount });
  rows.push({ label: t.format('orders.totals.shipping'), amount: totals.shipping });
  if (totals.giftWrap > 0) rows.push({ label: t.format('orders.totals.giftWrap'), amount: totals.giftWrap });
  if ((totals.giftCard ?? 0) > 0)
    rows.push({ label: t.format('orders.totals.giftCard'), amount: -(totals.giftCard ?? 0) });
  return (
    <>
      {onPrint || pdfHref ? (
        <div className="bk-invoice__tools">
          {onPrint ? <Button onClick={onPrint}>{t.format('orders.invoice.print')}</Button> : null}
          {pdfHref ? (
            <a href={pdfHref} className="bk-order__link" target="_blank" rel="noopener">
              {t.format('orders.invoice.downloadPdf')}
            </a>
          ) : null}
        </div>
      ) : null}
      <article className="bk-invoice" aria-labelledby={titleId}>
        <header className="bk-invoice__head">
          <div>
            <h2 id={titleId}>{t.format('orders.invoice.title')}</h2>
            <p>{shopName}</p>
          </div>
          <dl className="bk-order__facts">
            <dt>{t.format('orders.invoice.orderNo')}</dt>
            <dd>
              <Ltr>{order.id}</Ltr>
            </dd>
            <dt>{t.format('orders.invoice.date')}</dt>
            <dd>{dates.day(order.created_at)}</dd>
            <dt>{t.format('orders.invoice.payment')}</dt>
            <dd>
              {t.format(paymentMethodKey(order.payment_option))} (
              {t.format(paymentStateKey(order.payment_state.code))})
            </dd>
          </dl>
        </header>
        <div className="bk-invoice__parties">
          <section>
            <h3>{t.format('orders.invoice.billTo')}</h3>
            <AddressBlock address={order.billing_address} email={order.email} />
          </section>
          <section>
            <h3>{t.format('orders.invoice.deliverTo')}</h3>
            <AddressBlock address={order.shipping_address} />
          </section>
        </div>
        <div className="bk-invoice__table-wrap">
          <table className="bk-invoice__table">
            <caption className="bk-visually-hidden">
              {formatNodes(t, 'orders.invoice.caption', { id: <Ltr>{order.id}</Ltr> })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t.format('orders.invoice.item')}</th>
                <th scope="col" className="bk-invoice__num">
                  {t.format('orders.invoice.qty')}
                </th>
                <th scope="col" className="bk-invoice__num">
                  {t.format('orders.invoice.unitPrice')}
                </th>
                <th scope="col" className="bk-invoice__num">
                  {t.format('orders.invoice.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item) => (
                <tr key={`${item.Book_Id}-${item.BOOK_TITLE}`}>
                  <td dir="auto" {...textLangAttributes(item.BOOK_TITLE)}>
                    {item.BOOK_TITLE}
                  </td>
                  <td className="bk-invoice__num">{t.number(item.qty)}</td>
                  <td className="bk-invoice__num">{t.rupees(item.unit_price)}</td>
                  <td className="bk-invoice__num">{t.rupees(item.line_total)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row" colSpan={3} className="bk-invoice__num">
                    {row.label}
                  </th>
                  <td className="bk-invoice__num">{t.rupees(row.amount)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row" colSpan={3} className="bk-invoice__num">
                  {t.format('orders.totals.total')}
                </th>
                <td className="bk-invoice__num">
                  <strong>{t.rupees(totals.total)}</strong>
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
        {order.special_instruction.trim() ? (
          <p className="bk-order__instructions">
            {t.format('orders.invoice.specialInstructions', { text: order.special_instruction.trim() })}
          </p>
        ) : null}
        {order.gift_wrap ? <p>{t.format('orders.invoice.giftWrapped')}</p> : null}
      </article>
    </>
  );
}
