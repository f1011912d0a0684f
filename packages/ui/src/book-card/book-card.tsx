import { type BookSummary, SITE_PATHS, shelfPrice, textLangAttributes } from '@bookshop/domain';
import { type ReactNode, useId, useState } from 'react';
import { useMessages } from '../i18n';
import { AppLink } from '../link-provider';
import { stockLabelKey } from '../stock-label';
import { cx } from '../utils/cx';

export interface BookCardProps {
  book: BookSummary;
  /** Where covers live; the cover is `{imageBaseUrl}/{picname}.webp`. */
  imageBaseUrl?: string;
  /** Shown when the cover cannot be loaded. */
  placeholderSrc?: string;
  /** The cover in several widths (`url 320w, …`), so a phone downloads only the size it shows. */
  coverSrcSet?: string;
  /** How wide the cover is shown, for choosing from `coverSrcSet` (an `<img sizes>` value). */
  coverSizes?: string;
  /**
   * `eager` for covers on screen when the page opens (they may be its largest paint); the rest
   * stay `lazy` and load as they are scrolled near.
   */
  coverLoading?: 'lazy' | 'eager';
  /** `high` for the one cover that is the page's largest paint, so the browser fetches it first. */
  coverFetchPriority?: 'high' | 'auto';
  /** Level of the title heading, so the card fits the page outline it is placed in. */
  headingLevel?: 2 | 3 | 4;
  /** Buttons under the price (add to cart, wish list, notify me), supplied by the container. */
  actions?: ReactNode;
  className?: string;
}

type CoverState = 'cover' | 'placeholder' | 'none';

/**
 * A book or stationery item in a listing: cover, title, author, price and stock state.
 * Use it wherever books are listed (category pages, search results, home rows); pass the
 * add-to-cart and wish-list buttons as `actions`, and a heading level that fits the page outline.
 */
export function BookCard({
  book,
  imageBaseUrl = '/images',
  placeholderSrc = '/images/placeholder.webp',
  coverSrcSet,
  coverSizes,
  coverLoading = 'lazy',
  coverFetchPriority,
  headingLevel = 3,
  actions,
  className,
}: BookCardProps) {
  const t = useMessages();
  const titleId = useId();
  const [cover, setCover] = useState<CoverState>('cover');
  const Heading = `h${headingLevel}` as const;
  const price = shelfPrice(book.PAK_PRICE, book.Discount);
  const coverSrc = `${imageBaseUrl.replace(/\/+$/, '')}/${encodeURIComponent(book.picname)}.webp`;

  // Two steps so a missing placeholder does not loop: cover -> placeholder -> drawn fallback.
  const handleImageError = () => setCover((current) => (current === 'cover' ? 'placeholder' : 'none'));

  return (
    <article
      className={cx('bk-book-card', `bk-book-card--${book.bookStatus.replaceAll('_', '-')}`, className)}
      aria-labelledby={titleId}
    >
      <div className="bk-book-card__cover">
        {cover === 'none' ? (
          <div className="bk-book-card__cover-fallback" aria-hidden="true">
            <span {...textLangAttributes(book.BOOK_TITLE)}>{book.BOOK_TITLE}</span>
          </div>
        ) : (
          <img
            src={cover === 'cover' ? coverSrc : placeholderSrc}
            srcSet={cover === 'cover' ? coverSrcSet : undefined}
            sizes={cover === 'cover' && coverSrcSet ? coverSizes : undefined}
            alt={t.format('catalog.bookCard.coverAlt', { title: book.BOOK_TITLE })}
            // The intrinsic 2:3 size, so the browser reserves the cover's box before it arrives.
            width={320}
            height={480}
            loading={coverLoading}
            fetchPriority={coverFetchPriority}
            decoding={coverLoading === 'eager' ? undefined : 'async'}
            onError={handleImageError}
          />
        )}
      </div>
      <div className="bk-book-card__body">
        <Heading
          id={titleId}
          className="bk-book-card__title"
          dir="auto"
          {...textLangAttributes(book.BOOK_TITLE)}
        >
          {/* The link stretches over the whole card in CSS, so the cover is clickable without a second link. */}
          <AppLink href={SITE_PATHS.book.href(book.Book_Id)} className="bk-book-card__link">
            {book.BOOK_TITLE}
          </AppLink>
        </Heading>
        {book.authorName ? (
          <p className="bk-book-card__author" dir="auto" {...textLangAttributes(book.authorName)}>
            {book.authorName}
          </p>
        ) : null}
        <p className="bk-book-card__price">
          {book.PAK_PRICE > 0 ? (
            <>
              <span className="bk-book-card__price-now">{t.rupees(price.now)}</span>
              {price.was !== null ? (
                <>
                  {/* Screen readers mostly ignore <del>, so say what the struck price is. */}
                  <span className="bk-visually-hidden"> {t.format('catalog.price.insteadOf')} </span>{' '}
                  <del className="bk-book-card__price-was">{t.rupees(price.was)}</del>{' '}
                  <span className="bk-book-card__discount">
                    {t.format('catalog.price.percentOff', { percent: book.Discount })}
                  </span>
                </>
              ) : null}
            </>
          ) : (
            <span className="bk-book-card__price-none">{t.format('catalog.price.onRequest')}</span>
          )}
        </p>
        <p className={cx('bk-stock', `bk-stock--${book.bookStatus.replaceAll('_', '-')}`)}>
          {t.format(stockLabelKey(book.bookStatus))}
        </p>
        {actions ? <div className="bk-book-card__actions">{actions}</div> : null}
      </div>
    </article>
  );
}
