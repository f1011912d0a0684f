import {
  type CartLine,
  type CartType,
  lineTotal,
  SITE_PATHS,
  shelfPrice,
  stockHint,
  textLangAttributes,
} from '@bookshop/domain';
import { useId, useState } from 'react';
import { Button } from '../button';
import { useMessages } from '../i18n';
import { AppLink } from '../link-provider';
import { stockLabelKey } from '../stock-label';
import { cx } from '../utils/cx';

/** A list the line can be moved to, with the button's words (in the page's language). */
export interface CartLineMove {
  cartType: CartType;
  label: string;
}

export interface CartLineItemProps {
  line: CartLine;
  /** The lists offered (in the cart: the wish list and saved for later; on the wish list: the cart). */
  moves: readonly CartLineMove[];
  onQtyChange: (qty: number) => void;
  onRemove: () => void;
  onMove: (cartType: CartType) => void;
  /** A change of this line is in flight: its controls wait. */
  busy?: boolean;
  /** Whether the quantity can be changed here (the wish list shows it but does not change it). */
  editableQty?: boolean;
  /** A word under the stock state, such as when a backordered line ships. */
  note?: string;
  /**
   * Offers Notify me on an out-of-stock line (the wish list): the shopper is e-mailed when the
   * book is back. Left out, no such button.
   */
  onNotifyMe?: () => void;
  imageBaseUrl?: string;
  placeholderSrc?: string;
  /**
   * The first line a page shows: its cover is the page's largest paint on a phone, so it is
   * fetched at once and first, not when it nears the screen.
   */
  firstOnPage?: boolean;
}

/**
 * One line of the cart or wish list: cover, title, author, price with discount, quantity and actions.
 * Use it for each line of the cart, the wish list and the saved-for-later list; `moves` offers the
 * lists a line can go to.
 */
export function CartLineItem({
  line,
  moves,
  onQtyChange,
  onRemove,
  onMove,
  busy = false,
  editableQty = true,
  note,
  onNotifyMe,
  imageBaseUrl = '/images',
  placeholderSrc = '/images/placeholder.webp',
  firstOnPage = false,
}: CartLineItemProps) {
  const t = useMessages();
  const titleId = useId();
  const [coverFailed, setCoverFailed] = useState(false);
  const price = shelfPrice(line.PAK_PRICE, line.Discount);
  const maxQty = line.maxQty ?? 10;
  const coverSrc = coverFailed
    ? placeholderSrc
    : `${imageBaseUrl.replace(/\/+$/, '')}/${encodeURIComponent(line.picname)}.webp`;
  const status = line.availabilityStatus.replaceAll('_', '-');
  // An available line's most copies is the stock on hand (maxCartQuantity), so a few left shows;
  // the domain decides whether to say so, the catalogue words it.
  const fewLeft =
    stockHint(line.availabilityStatus, line.maxQty) !== null && line.maxQty != null
      ? t.format('catalog.stock.onlyLeft', { count: Math.floor(line.maxQty) })
      : null;

  return (
    <li className={cx('bk-cart-line', `bk-cart-line--${status}`)} aria-labelledby={titleId}>
      <img
        className="bk-cart-line__cover"
        src={coverSrc}
        alt={t.format('checkout.cartLine.coverAlt', { title: line.BOOK_TITLE })}
        loading={firstOnPage ? 'eager' : 'lazy'}
        fetchPriority={firstOnPage ? 'high' : undefined}
        onError={() => setCoverFailed(true)}
      />
      <div className="bk-cart-line__body">
        <h3 id={titleId} className="bk-cart-line__title" dir="auto" {...textLangAttributes(line.BOOK_TITLE)}>
          <AppLink href={SITE_PATHS.book.href(line.Book_Id)}>{line.BOOK_TITLE}</AppLink>
        </h3>
        {line.authorName ? (
          <p className="bk-cart-line__author" dir="auto" {...textLangAttributes(line.authorName)}>
            {line.authorName}
          </p>
        ) : null}
        <p className="bk-cart-line__price">
          <span className="bk-cart-line__price-now">{t.rupees(price.now)}</span>
          {price.was !== null ? (
            <>
              <span className="bk-visually-hidden"> {t.format('checkout.cartLine.insteadOf')} </span>{' '}
              <del>{t.rupees(price.was)}</del>{' '}
              <span className="bk-cart-line__discount">
                {t.format('checkout.cartLine.percentOff', { percent: line.Discount })}
              </span>
            </>
          ) : null}
        </p>
        <p className={cx('bk-stock', `bk-stock--${status}`)}>
          {t.format(stockLabelKey(line.availabilityStatus))}
        </p>
        {fewLeft ? <p className="bk-cart-line__few-left">{fewLeft}</p> : null}
        {note ? <p className="bk-cart-line__note">{note}</p> : null}
        <div className="bk-cart-line__controls">
          {editableQty ? (
            <fieldset
              className="bk-qty"
              aria-label={t.format('checkout.cartLine.quantityOf', { title: line.BOOK_TITLE })}
            >
              <button
                type="button"
                className="bk-qty__step"
                aria-label={t.format('checkout.cartLine.decrease')}
                disabled={busy || line.cart_qty <= 1}
                onClick={() => onQtyChange(line.cart_qty - 1)}
              >
                −
              </button>
              <output className="bk-qty__value" aria-live="polite">
                {t.number(line.cart_qty)}
              </output>
              <button
                type="button"
                className="bk-qty__step"
                aria-label={t.format('checkout.cartLine.increase')}
                disabled={busy || line.cart_qty >= maxQty}
                onClick={() => onQtyChange(line.cart_qty + 1)}
              >
                +
              </button>
            </fieldset>
          ) : (
            <p className="bk-cart-line__qty">
              {t.format('checkout.cartLine.quantity', { count: line.cart_qty })}
            </p>
          )}
          <p className="bk-cart-line__total">
            <span className="bk-visually-hidden">{t.format('checkout.cartLine.lineTotal')} </span>
            {t.rupees(lineTotal(line))}
          </p>
        </div>
        <div className="bk-cart-line__actions">
          {onNotifyMe && line.availabilityStatus === 'out_of_stock' ? (
            <Button variant="link" disabled={busy} onClick={onNotifyMe}>
              {t.format('checkout.cartLine.notifyMe')}
            </Button>
          ) : null}
          {moves.map((move) => (
            <Button key={move.cartType} variant="link" disabled={busy} onClick={() => onMove(move.cartType)}>
              {move.label}
            </Button>
          ))}
          <Button variant="link" disabled={busy} onClick={onRemove}>
            {t.format('checkout.cartLine.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}
