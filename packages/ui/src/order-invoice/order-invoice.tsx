import {
  type Address,
  formatPhone,
  formatRupees,
  type Order,
  paymentMethodLabel,
  textLangAttributes,
} from '@bookshop/domain';
import { useId } from 'react';
import { Button } from '../button';
import { karachiDay } from '../utils/karachi-time';

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
      {address.Phone ? <span>{formatPhone(address.Phone)}</span> : null}
      {email ? <span>{email}</span> : null}
    </address>
  );
}

/**
 * An order's invoice as a sheet: the shop, the order number and date, who is billed and where it
 * goes, each line with copies, unit price and amount, the totals as charged and how it is paid.
 * Use it on the printable invoice page; Print and the PDF link sit above it and stay off paper.
 */
export function OrderInvoice({ order, shopName = 'Bookshop', pdfHref = null, onPrint }: OrderInvoiceProps) {
  const titleId = useId();
  const t = order.totals;
  const rows: { label: string; amount: number }[] = [{ label: 'Subtotal', amount: t.subtotal }];
  if (t.cardDiscount > 0) rows.push({ label: 'Bank card discount', amount: -t.cardDiscount });
  rows.push({ label: 'Shipping', amount: t.shipping });
  if (t.giftWrap > 0) rows.push({ label: 'Gift wrap', amount: t.giftWrap });
  if ((t.giftCard ?? 0) > 0) rows.push({ label: 'Gift card', amount: -(t.giftCard ?? 0) });
  return (
    <>
      {onPrint || pdfHref ? (
        <div className="bk-invoice__tools">
          {onPrint ? <Button onClick={onPrint}>Print</Button> : null}
          {pdfHref ? (
            <a href={pdfHref} className="bk-order__link" target="_blank" rel="noopener">
              Download PDF
            </a>
          ) : null}
        </div>
      ) : null}
      <article className="bk-invoice" aria-labelledby={titleId}>
        <header className="bk-invoice__head">
          <div>
            <h2 id={titleId}>Invoice</h2>
            <p>{shopName}</p>
          </div>
          <dl className="bk-order__facts">
            <dt>Order No</dt>
            <dd>{order.id}</dd>
            <dt>Date</dt>
            <dd>{karachiDay(order.created_at)}</dd>
            <dt>Payment</dt>
            <dd>
              {paymentMethodLabel(order.payment_option)} ({order.payment_state.label})
            </dd>
          </dl>
        </header>
        <div className="bk-invoice__parties">
          <section>
            <h3>Bill to</h3>
            <AddressBlock address={order.billing_address} email={order.email} />
          </section>
          <section>
            <h3>Deliver to</h3>
            <AddressBlock address={order.shipping_address} />
          </section>
        </div>
        <div className="bk-invoice__table-wrap">
          <table className="bk-invoice__table">
            <caption className="bk-visually-hidden">Items of Order No: {order.id}</caption>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col" className="bk-invoice__num">
                  Qty
                </th>
                <th scope="col" className="bk-invoice__num">
                  Unit price
                </th>
                <th scope="col" className="bk-invoice__num">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item) => (
                <tr key={`${item.Book_Id}-${item.BOOK_TITLE}`}>
                  <td dir="auto" {...textLangAttributes(item.BOOK_TITLE)}>
                    {item.BOOK_TITLE}
                  </td>
                  <td className="bk-invoice__num">{item.qty}</td>
                  <td className="bk-invoice__num">{formatRupees(item.unit_price)}</td>
                  <td className="bk-invoice__num">{formatRupees(item.line_total)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row" colSpan={3} className="bk-invoice__num">
                    {row.label}
                  </th>
                  <td className="bk-invoice__num">{formatRupees(row.amount)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row" colSpan={3} className="bk-invoice__num">
                  Total
                </th>
                <td className="bk-invoice__num">
                  <strong>{formatRupees(t.total)}</strong>
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
        {order.special_instruction.trim() ? (
          <p className="bk-order__instructions">Special instructions: {order.special_instruction.trim()}</p>
        ) : null}
        {order.gift_wrap ? <p>Gift wrapped.</p> : null}
      </article>
    </>
  );
}
