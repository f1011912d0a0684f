import { useGetOrderPrintQuery } from '@bookshop/api-client/admin';
import { type Address, type AdminOrderPrintResponse, formatRupees, type OrderItem } from '@bookshop/domain';
import { AppLink, Button } from '@bookshop/ui';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { AddressView } from '../../shared/address-view';
import { formatDate, formatDateTime } from '../../shared/format';
import { LoadState } from '../../shared/load-state';
import { usePageTitle } from '../../shared/page-title';

type PrintData = AdminOrderPrintResponse['data'];

function AddressBlock({ title, address }: { title: string; address: Address }) {
  return (
    <div>
      <h2 className="print-label">{title}</h2>
      <AddressView address={address} />
    </div>
  );
}

/** The frame of both printouts: a way back and a Print button (not printed), then the sheet. */
function PrintFrame({
  id,
  title,
  data,
  isLoading,
  error,
  children,
}: {
  id: number;
  title: string;
  data: PrintData | undefined;
  isLoading: boolean;
  error: unknown;
  children: (data: PrintData) => ReactNode;
}) {
  usePageTitle(`${title} #${id}`);
  return (
    <>
      <div className="admin-no-print admin-actions">
        <AppLink href={paths.order.href(id)}>← Order #{id}</AppLink>
        <Button onClick={() => window.print()} disabled={!data}>
          Print
        </Button>
      </div>
      <LoadState isLoading={isLoading} error={error} notFound={`There is no order #${id}.`} />
      {data ? (
        <article className="print-sheet" aria-labelledby="sheet-title">
          <header className="print-head">
            <div>
              <p className="print-shop">{data.shop.name}</p>
              <p>
                {data.shop.website} · {data.shop.email}
                {data.shop.phone ? ` · ${data.shop.phone}` : ''}
              </p>
            </div>
            <h1 id="sheet-title">
              {title} <span className="print-number">Order #{id}</span>
            </h1>
          </header>
          {children(data)}
        </article>
      ) : null}
    </>
  );
}

function useOrderId(): number {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** The invoice: what was bought and charged, the one the "send invoice" choice e-mails. */
export function InvoicePage() {
  const id = useOrderId();
  const { data, isLoading, error } = useGetOrderPrintQuery(id, { skip: id === 0 });
  return (
    <PrintFrame id={id} title="Invoice" data={data} isLoading={isLoading} error={error}>
      {({ invoice }) => {
        const { totals } = invoice;
        return (
          <>
            <p>
              Date: {formatDate(invoice.created_at)} · E-mail: {invoice.email}
            </p>
            <div className="print-addresses">
              <AddressBlock title="Bill to" address={invoice.billing_address} />
              <AddressBlock title="Ship to" address={invoice.shipping_address} />
            </div>
            <table className="print-table">
              <caption className="bk-visually-hidden">Items</caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col" className="print-end">
                    Qty
                  </th>
                  <th scope="col" className="print-end">
                    Price
                  </th>
                  <th scope="col" className="print-end">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {invoice.lines.map((line: OrderItem) => (
                  <tr key={`${line.Book_Id}-${line.kind}`}>
                    <td>
                      {line.BOOK_TITLE}
                      {line.authorName ? (
                        <span className="admin-block admin-muted">{line.authorName}</span>
                      ) : null}
                    </td>
                    <td className="print-end">{line.qty}</td>
                    <td className="print-end">{formatRupees(line.unit_price)}</td>
                    <td className="print-end">
                      {formatRupees(line.line_total)}
                      {line.card_discount > 0 ? (
                        <span className="admin-block admin-muted">
                          card −{formatRupees(line.card_discount)}
                        </span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className="admin-totals">
              <dt>Subtotal</dt>
              <dd>{formatRupees(totals.subtotal)}</dd>
              <dt>Shipping</dt>
              <dd>{formatRupees(totals.shipping)}</dd>
              {totals.giftWrap > 0 ? (
                <>
                  <dt>Gift wrap</dt>
                  <dd>{formatRupees(totals.giftWrap)}</dd>
                </>
              ) : null}
              {totals.cardDiscount > 0 ? (
                <>
                  <dt>Card discount</dt>
                  <dd>−{formatRupees(totals.cardDiscount)}</dd>
                </>
              ) : null}
              {totals.giftCard ? (
                <>
                  <dt>Gift card</dt>
                  <dd>−{formatRupees(totals.giftCard)}</dd>
                </>
              ) : null}
              <dt className="admin-totals__grand">Total</dt>
              <dd className="admin-totals__grand">{formatRupees(totals.total)}</dd>
              {invoice.refunded > 0 ? (
                <>
                  <dt>Refunded</dt>
                  <dd>−{formatRupees(invoice.refunded)}</dd>
                </>
              ) : null}
            </dl>
            <p>
              Payment: {invoice.payment_method_label} · {invoice.payment_state.label}
            </p>
          </>
        );
      }}
    </PrintFrame>
  );
}

/** The packing slip: what goes in the parcel and where, without prices. */
export function PackingSlipPage() {
  const id = useOrderId();
  const { data, isLoading, error } = useGetOrderPrintQuery(id, { skip: id === 0 });
  return (
    <PrintFrame id={id} title="Packing slip" data={data} isLoading={isLoading} error={error}>
      {({ packing_slip: slip }) => (
        <>
          <p>Ordered: {formatDate(slip.created_at)}</p>
          <div className="print-addresses">
            <AddressBlock title="Ship to" address={slip.shipping_address} />
            {slip.shipment ? (
              <div>
                <h2 className="print-label">Shipment</h2>
                <p>
                  {slip.shipment.courier}, tracking number {slip.shipment.tracking_number}
                  <span className="admin-block">Shipped {formatDateTime(slip.shipment.shipped_at)}</span>
                </p>
              </div>
            ) : null}
          </div>
          <table className="print-table">
            <caption className="bk-visually-hidden">Items to pack</caption>
            <thead>
              <tr>
                <th scope="col">Packed</th>
                <th scope="col">Item</th>
                <th scope="col" className="print-end">
                  Qty
                </th>
              </tr>
            </thead>
            <tbody>
              {slip.lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the slip's lines never move, so their place is who they are
                <tr key={index}>
                  <td>
                    <span className="print-box" aria-hidden="true" />
                  </td>
                  <td>
                    {line.title}
                    {line.author_name ? (
                      <span className="admin-block admin-muted">{line.author_name}</span>
                    ) : null}
                    {line.backorder ? (
                      <span className="admin-block">Backorder: ships when back in stock</span>
                    ) : null}
                  </td>
                  <td className="print-end">{line.qty}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            <strong>Gift wrap:</strong> {slip.gift_wrap ? 'Yes, wrap this order' : 'No'}
          </p>
          <p>
            <strong>Special instructions:</strong>{' '}
            <span className="admin-pre">{slip.special_instruction.trim() || 'None'}</span>
          </p>
        </>
      )}
    </PrintFrame>
  );
}
