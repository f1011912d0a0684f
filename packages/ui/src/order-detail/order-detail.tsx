import {
  type Address,
  type AfterOrderActions,
  type BankTransferDetails,
  formatPhone,
  type Order,
  type OrderItem,
  SITE_PATHS,
  textLangAttributes,
} from '@bookshop/domain';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../button';
import { Ltr, useMessages } from '../i18n';
import { AppLink } from '../link-provider';
import { OrderTimeline } from '../order-timeline';
import { cx } from '../utils/cx';
import { formatNodes } from './message-nodes';
import { orderDates } from './order-dates';
import {
  deliveryEstimateWords,
  orderStatusKey,
  orderStatusSentenceKey,
  paymentMessageKey,
  paymentMethodKey,
  paymentStateKey,
} from './order-words';

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
  const t = useMessages();
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
        alt={t.format('orders.detail.coverAlt', { title: item.BOOK_TITLE })}
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
          {t.number(item.qty)} × {t.rupees(item.unit_price)}
          {item.card_discount > 0
            ? ` · ${t.format('orders.detail.lineCardDiscount', { amount: t.rupees(item.card_discount) })}`
            : ''}
        </p>
        {item.backorder ? <p className="bk-order__line-note">{t.format('orders.detail.backorder')}</p> : null}
      </div>
      <p className="bk-order__line-total">
        <span className="bk-visually-hidden">{t.format('orders.detail.lineTotal')} </span>
        {t.rupees(item.line_total)}
      </p>
    </li>
  );
}

function Totals({ order }: { order: Order }) {
  const t = useMessages();
  const totals = order.totals;
  const rows: { label: string; amount: number; saving?: boolean }[] = [
    { label: t.format('orders.totals.subtotal'), amount: totals.subtotal },
  ];
  if (totals.cardDiscount > 0)
    rows.push({ label: t.format('orders.totals.cardDiscount'), amount: totals.cardDiscount, saving: true });
  rows.push({ label: t.format('orders.totals.shipping'), amount: totals.shipping });
  if (totals.giftWrap > 0) rows.push({ label: t.format('orders.totals.giftWrap'), amount: totals.giftWrap });
  if ((totals.giftCard ?? 0) > 0)
    rows.push({ label: t.format('orders.totals.giftCard'), amount: totals.giftCard ?? 0, saving: true });
  return (
    <dl className="bk-order__totals">
      {rows.map((row) => (
        <div key={row.label} className="bk-order__total-row">
          <dt>{row.label}</dt>
          <dd>{t.rupees(row.saving ? -row.amount : row.amount)}</dd>
        </div>
      ))}
      <div className="bk-order__total-row bk-order__total-row--total">
        <dt>{t.format('orders.totals.total')}</dt>
        <dd>{t.rupees(totals.total)}</dd>
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
  const t = useMessages();
  const dates = orderDates(t.language);
  const headingId = useId();
  const H: Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub: Heading = headingLevel === 2 ? 'h3' : 'h4';
  const paymentCode = order.payment_state.code;
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
          {formatNodes(t, 'orders.detail.orderNo', { id: <Ltr>{order.id}</Ltr> })}{' '}
          <span className={cx('bk-order__badge', `bk-order__badge--${order.status}`)}>
            {t.format(orderStatusKey(order.status))}
          </span>
        </H>
        <p className="bk-order__placed">
          {formatNodes(t, 'orders.detail.placedOn', {
            moment: <time dateTime={order.created_at}>{dates.moment(order.created_at)}</time>,
          })}
        </p>
      </header>

      <div className="bk-order__status">
        <p className="bk-order__status-words">{t.format(orderStatusSentenceKey(order.status))}</p>
        <OrderTimeline status={order.status} timeline={order.timeline} formatDate={dates.moment} />
      </div>

      <div className="bk-order__columns">
        <Section title={t.format('orders.detail.payment')} as={Sub}>
          <p className="bk-order__payment">
            {t.format(paymentMethodKey(order.payment_option))} ·{' '}
            <strong className={`bk-order__payment-state bk-order__payment-state--${paymentCode}`}>
              {t.format(paymentStateKey(paymentCode))}
            </strong>
          </p>
          <p className="bk-order__muted">{t.format(paymentMessageKey(paymentCode))}</p>
          {bankTransfer ? (
            <section className="bk-order__bank" aria-label={t.format('orders.detail.bankDetails')}>
              <p>{t.format('orders.detail.payByTransfer')}</p>
              <dl className="bk-order__facts">
                <dt>{t.format('orders.detail.bank')}</dt>
                <dd>{bankTransfer.bankName}</dd>
                <dt>{t.format('orders.detail.accountTitle')}</dt>
                <dd>{bankTransfer.accountTitle}</dd>
                <dt>{t.format('orders.detail.account')}</dt>
                <dd className="bk-order__code">
                  <Ltr>{bankTransfer.iban}</Ltr>
                </dd>
                <dt>{t.format('orders.detail.reference')}</dt>
                <dd className="bk-order__code">
                  <Ltr>{bankTransfer.reference}</Ltr>
                </dd>
                <dt>{t.format('orders.detail.payBy')}</dt>
                <dd>{dates.moment(bankTransfer.payBy)}</dd>
              </dl>
              <p className="bk-order__muted">{t.format('orders.detail.unpaidCancelled')}</p>
            </section>
          ) : null}
        </Section>

        <Section title={t.format('orders.detail.delivery')} as={Sub}>
          {order.delivery_estimate ? (
            <p className="bk-order__estimate">{deliveryEstimateWords(t, dates, order.delivery_estimate)}</p>
          ) : null}
          {shipment ? (
            <dl className="bk-order__facts">
              <dt>{t.format('orders.detail.courier')}</dt>
              <dd>{shipment.courier}</dd>
              <dt>{t.format('orders.detail.trackingNumber')}</dt>
              <dd className="bk-order__code">
                <Ltr>{shipment.tracking_number}</Ltr>
              </dd>
              <dt>{t.format('orders.detail.shippedOn')}</dt>
              <dd>{dates.day(shipment.shipped_at)}</dd>
            </dl>
          ) : null}
          <address className="bk-order__address" aria-label={t.format('orders.detail.deliveryAddress')}>
            {/* What the shopper typed reads in its own direction (dir=auto): "12 Mall Road" in an
                Urdu page stays "12 Mall Road", not "Mall Road 12". */}
            {addressParts(address).map((part) => (
              <span key={part} dir="auto">
                {part}
              </span>
            ))}
            {address.Phone ? (
              <span>
                {formatNodes(t, 'orders.detail.phone', { phone: <Ltr>{formatPhone(address.Phone)}</Ltr> })}
              </span>
            ) : null}
          </address>
        </Section>
      </div>

      <Section title={t.format('orders.detail.items')} as={Sub}>
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

      <Section title={t.format('orders.detail.choices')} as={Sub}>
        <dl className="bk-order__facts">
          <dt>{t.format('orders.detail.giftWrap')}</dt>
          <dd>{t.format(order.gift_wrap ? 'orders.detail.giftWrapped' : 'orders.detail.no')}</dd>
          <dt>{t.format('orders.detail.invoice')}</dt>
          <dd>
            {t.format(order.send_invoice ? 'orders.detail.invoiceSent' : 'orders.detail.invoiceNotAsked')}
          </dd>
          <dt>{t.format('orders.detail.specialInstructions')}</dt>
          <dd className="bk-order__instructions" dir="auto">
            {order.special_instruction.trim() || t.format('orders.detail.none')}
          </dd>
        </dl>
      </Section>

      {order.cancel_demand ? (
        <p className="bk-order__note" role="note">
          {t.format('orders.detail.cancelRequested', {
            moment: dates.moment(order.cancel_demand.created_at),
          })}
        </p>
      ) : null}
      {order.return_request ? (
        <p className="bk-order__note" role="note">
          {order.return_request.status === 'requested'
            ? t.format('orders.detail.returnRequested', {
                moment: dates.moment(order.return_request.created_at),
              })
            : order.return_request.status === 'approved'
              ? t.format('orders.detail.returnApproved')
              : t.format('orders.detail.returnRejected')}
          {order.return_request.decision_note ? ` ${order.return_request.decision_note}` : ''}
        </p>
      ) : null}

      {anyAction ? (
        <div className="bk-order__actions">
          {offered.payNow ? (
            <Button
              onClick={onPayNow}
              busy={busyAction === 'payNow'}
              busyLabel={t.format('orders.detail.paying')}
              disabled={busy}
            >
              {t.format('orders.detail.payNow')}
            </Button>
          ) : null}
          {offered.reorder ? (
            <Button
              variant={offered.payNow ? 'secondary' : 'primary'}
              onClick={onReorder}
              busy={busyAction === 'reorder'}
              busyLabel={t.format('orders.detail.addingToCart')}
              disabled={busy}
            >
              {t.format('orders.detail.reorder')}
            </Button>
          ) : null}
          {offered.requestReturn ? (
            <Button variant="secondary" onClick={onRequestReturn} disabled={busy}>
              {t.format('orders.detail.requestReturn')}
            </Button>
          ) : null}
          {offered.cancel ? (
            <Button variant="secondary" onClick={onCancel} busy={busyAction === 'cancel'} disabled={busy}>
              {t.format('orders.detail.cancelOrder')}
            </Button>
          ) : null}
          {offered.requestCancellation ? (
            <Button variant="secondary" onClick={onRequestCancellation} disabled={busy}>
              {t.format('orders.detail.requestCancellation')}
            </Button>
          ) : null}
          {invoiceHref ? (
            <AppLink href={invoiceHref} className="bk-order__link">
              {t.format('orders.detail.printableInvoice')}
            </AppLink>
          ) : null}
          {invoicePdfHref ? (
            // A file the server makes, not a page of the app: a plain link, opened by the browser.
            <a href={invoicePdfHref} className="bk-order__link" target="_blank" rel="noopener">
              {t.format('orders.detail.invoicePdf')}
            </a>
          ) : null}
        </div>
      ) : null}
      {order.return_until && order.status === 'delivered' && !order.return_request ? (
        <p className="bk-order__muted">
          {t.format(actions.requestReturn ? 'orders.detail.returnsUntil' : 'orders.detail.returnsWereUntil', {
            day: dates.day(order.return_until),
          })}
        </p>
      ) : null}
    </article>
  );
}
