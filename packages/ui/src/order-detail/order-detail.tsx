import {
  type Address,
  type AfterOrderActions,
  BACKORDER_NOTE,
  type BankTransferDetails,
  formatPhone,
  formatRupees,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_SENTENCES,
  type Order,
  type OrderItem,
  paymentMethodLabel,
  paymentStateEntry,
  SITE_PATHS,
  textLangAttributes,
} from '@bookshop/domain';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../button';
import { AppLink } from '../link-provider';
import { OrderTimeline } from '../order-timeline';
import { cx } from '../utils/cx';
import { karachiDay, karachiMoment } from '../utils/karachi-time';

/** An action of the order page whose call is in flight. */
export type OrderDetailBusyAction = 'cancel' | 'reorder' | 'payNow';

export interface OrderDetailProps {
  order: Order;
  /** The shop's bank details while a bank transfer is awaited. */
  bankTransfer?: BankTransferDetails | null;
  /** Which actions to offer (the domain's `afterOrderActions`, narrowed by who is looking). */
  actions?: Partial<AfterOrderActions>;
  onCancel?: () => void;
  onRequestCancellation?: () => void;
  onReorder?: () => void;
  onPayNow?: () => void;
  onRequestReturn?: () => void;
  /** The action waiting for its answer: its button reads as busy and the others wait. */
  busyAction?: OrderDetailBusyAction | null;
  /** The printable invoice page. */
  invoiceHref?: string | null;
  /** The invoice as a PDF. */
  invoicePdfHref?: string | null;
  /** The order's own heading level: 2 under a page's h1 (default), sections one below it. */
  headingLevel?: 2 | 3;
  imageBaseUrl?: string;
  placeholderSrc?: string;
}

type Heading = 'h2' | 'h3' | 'h4';

/** The parts of an address in the order a courier reads them, leaving out empty ones. */
function addressParts(address: Address): string[] {
  const place = [address.City, address.Province, address.PostCode].filter(Boolean).join(', ');
  return [address.Name, address.Address, place, address.Country].filter((part): part is string =>
    Boolean(part),
  );
}

function Section({
  title,
  as: H,
  className,
  children,
}: {
  title: string;
  as: Heading;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={cx('bk-order__section', className)} aria-labelledby={id}>
      <H id={id} className="bk-order__section-title">
        {title}
      </H>
      {children}
    </section>
  );
}

function OrderLine({
  item,
  imageBaseUrl,
  placeholderSrc,
}: {
  item: OrderItem;
  imageBaseUrl: string;
  placeholderSrc: string;
}) {
  const [coverFailed, setCoverFailed] = useState(false);
  const titleId = useId();
  const src = coverFailed
    ? placeholderSrc
    : `${imageBaseUrl.replace(/\/+$/, '')}/${encodeURIComponent(item.picname)}.webp`;
  return (
    <li className="bk-order__line" aria-labelledby={titleId}>
      <img
        className="bk-order__cover"
        src={src}
        alt={`Cover of ${item.BOOK_TITLE}`}
        loading="lazy"
        width={56}
        height={84}
        onError={() => setCoverFailed(true)}
      />
      <div className="bk-order__line-body">
        <p id={titleId} className="bk-order__line-title" dir="auto" {...textLangAttributes(item.BOOK_TITLE)}>
          <AppLink href={SITE_PATHS.book.href(item.Book_Id)}>{item.BOOK_TITLE}</AppLink>
        </p>
        {item.authorName ? (
          <p className="bk-order__line-author" dir="auto" {...textLangAttributes(item.authorName)}>
            {item.authorName}
          </p>
        ) : null}
        <p className="bk-order__line-qty">
          {item.qty} × {formatRupees(item.unit_price)}
          {item.card_discount > 0 ? ` · card discount -${formatRupees(item.card_discount)}` : ''}
        </p>
        {item.backorder ? <p className="bk-order__line-note">{BACKORDER_NOTE}</p> : null}
      </div>
      <p className="bk-order__line-total">
        <span className="bk-visually-hidden">Line total </span>
        {formatRupees(item.line_total)}
      </p>
    </li>
  );
}

function Totals({ order }: { order: Order }) {
  const t = order.totals;
  const rows: { label: string; amount: number; saving?: boolean }[] = [
    { label: 'Subtotal', amount: t.subtotal },
  ];
  if (t.cardDiscount > 0) rows.push({ label: 'Bank card discount', amount: t.cardDiscount, saving: true });
  rows.push({ label: 'Shipping', amount: t.shipping });
  if (t.giftWrap > 0) rows.push({ label: 'Gift wrap', amount: t.giftWrap });
  if ((t.giftCard ?? 0) > 0) rows.push({ label: 'Gift card', amount: t.giftCard ?? 0, saving: true });
  return (
    <dl className="bk-order__totals">
      {rows.map((row) => (
        <div key={row.label} className="bk-order__total-row">
          <dt>{row.label}</dt>
          <dd>{formatRupees(row.saving ? -row.amount : row.amount)}</dd>
        </div>
      ))}
      <div className="bk-order__total-row bk-order__total-row--total">
        <dt>Total</dt>
        <dd>{formatRupees(t.total)}</dd>
      </div>
    </dl>
  );
}

/**
 * One order as a shopper sees it after placing it: its number and status in words with a
 * timeline, where its money stands, when it is expected and how it travels, where it goes, its
 * lines with covers and the totals as charged, the shopper's notes (special instructions, gift
 * wrap, invoice), and what can be done with it (cancel or ask to, pay now, reorder, ask for a
 * return, the invoice). Use it for the confirmation page, each of Your Orders and an order looked
 * up or opened by its e-mail's link, so all read the same.
 */
export function OrderDetail({
  order,
  bankTransfer = null,
  actions = {},
  onCancel,
  onRequestCancellation,
  onReorder,
  onPayNow,
  onRequestReturn,
  busyAction = null,
  invoiceHref = null,
  invoicePdfHref = null,
  headingLevel = 2,
  imageBaseUrl = '/images',
  placeholderSrc = '/images/placeholder.webp',
}: OrderDetailProps) {
  const headingId = useId();
  const H: Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub: Heading = headingLevel === 2 ? 'h3' : 'h4';
  const payment = paymentStateEntry(order.payment_state.code);
  const address = order.shipping_address;
  // Recorded by the order desk when it shipped; older servers do not send it.
  const shipment = order.shipment ?? null;
  const busy = busyAction !== null;
  const offered = {
    cancel: Boolean(actions.cancel && onCancel),
    requestCancellation: Boolean(actions.requestCancellation && onRequestCancellation),
    payNow: Boolean(actions.payNow && onPayNow),
    reorder: Boolean(actions.reorder && onReorder),
    requestReturn: Boolean(actions.requestReturn && onRequestReturn),
  };
  const anyAction = Object.values(offered).some(Boolean) || invoiceHref !== null || invoicePdfHref !== null;

  return (
    <article className={cx('bk-order', `bk-order--${order.status}`)} aria-labelledby={headingId}>
      <header className="bk-order__head">
        {/* The status is part of the heading: "Order No: 31 Placed" names the order and where it is. */}
        <H id={headingId} className="bk-order__title">
          Order No: {order.id}{' '}
          <span className={cx('bk-order__badge', `bk-order__badge--${order.status}`)}>
            {ORDER_STATUS_LABELS[order.status]}
          </span>
        </H>
        <p className="bk-order__placed">
          Placed on <time dateTime={order.created_at}>{karachiMoment(order.created_at)}</time>
        </p>
      </header>

      <div className="bk-order__status">
        <p className="bk-order__status-words">{ORDER_STATUS_SENTENCES[order.status]}</p>
        <OrderTimeline status={order.status} timeline={order.timeline} />
      </div>

      <div className="bk-order__columns">
        <Section title="Payment" as={Sub}>
          <p className="bk-order__payment">
            {paymentMethodLabel(order.payment_option)} ·{' '}
            <strong
              className={`bk-order__payment-state bk-order__payment-state--${order.payment_state.code}`}
            >
              {order.payment_state.label}
            </strong>
          </p>
          <p className="bk-order__muted">{payment.message}</p>
          {bankTransfer ? (
            <section className="bk-order__bank" aria-label="Bank transfer details">
              <p>Please pay by bank transfer:</p>
              <dl className="bk-order__facts">
                <dt>Bank</dt>
                <dd>{bankTransfer.bankName}</dd>
                <dt>Account title</dt>
                <dd>{bankTransfer.accountTitle}</dd>
                <dt>Account</dt>
                <dd className="bk-order__code">{bankTransfer.iban}</dd>
                <dt>Reference</dt>
                <dd className="bk-order__code">{bankTransfer.reference}</dd>
                <dt>Pay by</dt>
                <dd>{karachiMoment(bankTransfer.payBy)}</dd>
              </dl>
              <p className="bk-order__muted">
                An order not paid by then is cancelled and its books go back on sale.
              </p>
            </section>
          ) : null}
        </Section>

        <Section title="Delivery" as={Sub}>
          {order.delivery_estimate ? (
            <p className="bk-order__estimate">{order.delivery_estimate.words}</p>
          ) : null}
          {shipment ? (
            <dl className="bk-order__facts">
              <dt>Courier</dt>
              <dd>{shipment.courier}</dd>
              <dt>Tracking number</dt>
              <dd className="bk-order__code">{shipment.tracking_number}</dd>
              <dt>Shipped on</dt>
              <dd>{karachiDay(shipment.shipped_at)}</dd>
            </dl>
          ) : null}
          <address className="bk-order__address" aria-label="Delivery address">
            {addressParts(address).map((part) => (
              <span key={part}>{part}</span>
            ))}
            {address.Phone ? <span>Phone: {formatPhone(address.Phone)}</span> : null}
          </address>
        </Section>
      </div>

      <Section title="Items" as={Sub}>
        <ul className="bk-order__lines">
          {order.items.map((item) => (
            <OrderLine
              key={`${item.Book_Id}-${item.BOOK_TITLE}`}
              item={item}
              imageBaseUrl={imageBaseUrl}
              placeholderSrc={placeholderSrc}
            />
          ))}
        </ul>
        <Totals order={order} />
      </Section>

      <Section title="Your choices" as={Sub}>
        <dl className="bk-order__facts">
          <dt>Gift wrap</dt>
          <dd>{order.gift_wrap ? 'Yes, gift wrapped' : 'No'}</dd>
          <dt>Invoice</dt>
          <dd>{order.send_invoice ? 'Sent with your confirmation e-mail as a PDF' : 'Not asked for'}</dd>
          <dt>Special instructions</dt>
          <dd className="bk-order__instructions">{order.special_instruction.trim() || 'None'}</dd>
        </dl>
      </Section>

      {order.cancel_demand ? (
        <p className="bk-order__note" role="note">
          Cancellation requested on {karachiMoment(order.cancel_demand.created_at)}. We will e-mail you the
          shop's answer.
        </p>
      ) : null}
      {order.return_request ? (
        <p className="bk-order__note" role="note">
          {order.return_request.status === 'requested'
            ? `Return requested on ${karachiMoment(order.return_request.created_at)}. We will e-mail you once the shop has decided.`
            : order.return_request.status === 'approved'
              ? 'Your return was approved.'
              : 'Your return was not accepted.'}
          {order.return_request.decision_note ? ` ${order.return_request.decision_note}` : ''}
        </p>
      ) : null}

      {anyAction ? (
        <div className="bk-order__actions">
          {offered.payNow ? (
            <Button onClick={onPayNow} busy={busyAction === 'payNow'} busyLabel="Paying..." disabled={busy}>
              Pay Now
            </Button>
          ) : null}
          {offered.reorder ? (
            <Button
              variant={offered.payNow ? 'secondary' : 'primary'}
              onClick={onReorder}
              busy={busyAction === 'reorder'}
              busyLabel="Adding to cart..."
              disabled={busy}
            >
              Reorder
            </Button>
          ) : null}
          {offered.requestReturn ? (
            <Button variant="secondary" onClick={onRequestReturn} disabled={busy}>
              Request a Return
            </Button>
          ) : null}
          {offered.cancel ? (
            <Button variant="secondary" onClick={onCancel} busy={busyAction === 'cancel'} disabled={busy}>
              Cancel Order
            </Button>
          ) : null}
          {offered.requestCancellation ? (
            <Button variant="secondary" onClick={onRequestCancellation} disabled={busy}>
              Request Cancellation
            </Button>
          ) : null}
          {invoiceHref ? (
            <AppLink href={invoiceHref} className="bk-order__link">
              Printable invoice
            </AppLink>
          ) : null}
          {invoicePdfHref ? (
            // A file the server makes, not a page of the app: a plain link, opened by the browser.
            <a href={invoicePdfHref} className="bk-order__link" target="_blank" rel="noopener">
              Invoice (PDF)
            </a>
          ) : null}
        </div>
      ) : null}
      {order.return_until && order.status === 'delivered' && !order.return_request ? (
        <p className="bk-order__muted">
          {actions.requestReturn
            ? `Returns can be asked for until ${karachiDay(order.return_until)}.`
            : `Returns could be asked for until ${karachiDay(order.return_until)}.`}
        </p>
      ) : null}
    </article>
  );
}
