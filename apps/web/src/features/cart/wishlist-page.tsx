import { readApiError, useGetOrderCartQuery } from '@bookshop/api-client';
import type { CartLine } from '@bookshop/domain';
import { Button, type CartLineMove, useMessages } from '@bookshop/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { dialogOpened } from '../../app/dialogs/dialogs-slice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { currentToken } from '../../app/session/session-slice';
import { paths } from '../../config/paths';
import { Page } from '../../shared/page';
import { NotifyMeContainer } from '../../shared/shopping/notify-me-container';
import { CartLines } from './cart-lines';
import './cart.css';

/**
 * /wishlist: the wish list. A guest's is kept like their cart, by their guest token, and joins
 * their account's when they log in, so a book moved here from the cart (or "Add Cart to Wish
 * List" when a payment failed) is always found here. An out-of-stock book offers Notify me.
 */
export function WishListPage() {
  const t = useMessages();
  const title = t.format('checkout.wishList.title');
  const moves: readonly CartLineMove[] = [
    { cartType: 'cart', label: t.format('checkout.wishList.moveToCart') },
  ];
  const dispatch = useAppDispatch();
  const hasToken = useAppSelector((state) => currentToken(state.session) !== null);
  const loggedIn = useAppSelector((state) => state.session.user !== null);
  const list = useGetOrderCartQuery(
    { cartType: 'wishlist' },
    { skip: !hasToken, refetchOnMountOrArgChange: true },
  );
  const [notifyFor, setNotifyFor] = useState<CartLine | null>(null);
  const headingId = useId();

  const guestNote = loggedIn ? null : (
    <div className="wishlist-guest">
      <p>{t.format('checkout.wishList.guestNote')}</p>
      <Button variant="secondary" onClick={() => dispatch(dialogOpened('login'))}>
        {t.format('checkout.wishList.login')}
      </Button>
    </div>
  );

  if (hasToken && list.isLoading) {
    return (
      <Page title={title}>
        <p role="status">{t.format('checkout.wishList.loading')}</p>
      </Page>
    );
  }
  if (list.error) {
    return (
      <Page title={title}>
        <p role="alert">{readApiError(list.error, t.format('checkout.wishList.loadFailed')).message}</p>
      </Page>
    );
  }
  const data = list.data;
  const lines = data
    ? [...data.availableBooks, ...data.preOrderBooks, ...data.onDemandBooks, ...data.outOfStockBooks]
    : [];
  return (
    <Page title={title}>
      {guestNote}
      {lines.length === 0 ? (
        <div className="cart-empty">
          <p>{t.format('checkout.wishList.empty')}</p>
          <p>
            <Link to={paths.home.href()}>{t.format('checkout.wishList.findBooks')}</Link>
          </p>
        </div>
      ) : (
        <>
          <h2 id={headingId} className="visually-hidden">
            {t.format('checkout.wishList.heading')}
          </h2>
          <CartLines
            lines={lines}
            moves={moves}
            editableQty={false}
            labelledBy={headingId}
            onNotifyMe={setNotifyFor}
          />
        </>
      )}
      {notifyFor ? (
        <NotifyMeContainer
          key={notifyFor.cart_item_id}
          book={{
            Book_Id: notifyFor.Book_Id,
            BOOK_TITLE: notifyFor.BOOK_TITLE,
            bookStatus: notifyFor.availabilityStatus,
          }}
          onClose={() => setNotifyFor(null)}
        />
      ) : null}
    </Page>
  );
}
