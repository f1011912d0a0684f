import type { BookSummary } from '@bookshop/domain';
import { Button, useMessages } from '@bookshop/ui';
import { lazy, Suspense, useState } from 'react';
import { dialogOpened } from '../../app/dialogs/dialogs-slice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useCartActions } from './use-cart-actions';
import './book-actions.css';

// Loaded when first opened: its form brings Formik, yup and the phone-number rules (~60 KB gzip),
// which every book card would otherwise make the first page of a visit download.
const NotifyMeContainer = lazy(async () => ({
  default: (await import('./notify-me-container')).NotifyMeContainer,
}));

export interface BookActionsProps {
  book: Pick<BookSummary, 'Book_Id' | 'BOOK_TITLE' | 'bookStatus'>;
  /** Smaller buttons for cards. */
  compact?: boolean;
}

/**
 * What a shopper can do with a book, on its card and its page: add it to the cart (Pre-order for
 * pre-order books), ask to be told when an out-of-stock book is back, and keep it on the wish
 * list, which is for logged-in shoppers (a guest gets the login dialog, spec section 6).
 */
export function BookActions({ book, compact = false }: BookActionsProps) {
  const t = useMessages();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((state) => state.session.user !== null);
  const { add } = useCartActions();
  const [busy, setBusy] = useState<'cart' | 'wishlist' | null>(null);
  const [notifyOpen, setNotifyOpen] = useState(false);
  const title = book.BOOK_TITLE;
  const preOrder = book.bookStatus === 'pre_order';

  const addTo = async (cartType: 'cart' | 'wishlist') => {
    setBusy(cartType);
    try {
      await add(book.Book_Id, cartType);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={compact ? 'book-actions book-actions--compact' : 'book-actions'}>
      {book.bookStatus === 'out_of_stock' ? (
        <Button
          onClick={() => setNotifyOpen(true)}
          aria-label={compact ? t.format('catalog.actions.notifyMeFor', { title }) : undefined}
        >
          {t.format('catalog.actions.notifyMe')}
        </Button>
      ) : (
        <Button
          busy={busy === 'cart'}
          busyLabel={t.format('catalog.actions.adding')}
          onClick={() => void addTo('cart')}
          aria-label={
            compact
              ? t.format(preOrder ? 'catalog.actions.preOrderFor' : 'catalog.actions.addToCartFor', { title })
              : undefined
          }
        >
          {t.format(preOrder ? 'catalog.actions.preOrder' : 'catalog.actions.addToCart')}
        </Button>
      )}
      <Button
        variant="secondary"
        busy={busy === 'wishlist'}
        onClick={() => (loggedIn ? void addTo('wishlist') : dispatch(dialogOpened('login')))}
        aria-label={compact ? t.format('catalog.actions.addToWishListFor', { title }) : undefined}
      >
        {t.format('catalog.actions.addToWishList')}
      </Button>
      {notifyOpen ? (
        <Suspense fallback={null}>
          <NotifyMeContainer book={book} onClose={() => setNotifyOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
