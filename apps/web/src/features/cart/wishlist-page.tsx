import { readApiError, useGetOrderCartQuery } from '@bookshop/api-client';
import { Button } from '@bookshop/ui';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { dialogOpened } from '../../app/dialogs/dialogs-slice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../config/paths';
import { Page } from '../../shared/page';
import { CartLines } from './cart-lines';
import './cart.css';

const WISHLIST_MOVES = [{ cartType: 'cart', label: 'Move to Cart' }] as const;

/** /wishlist: the wish list, for logged-in shoppers; a guest is offered the login dialog (spec section 6). */
export function WishListPage() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((state) => state.session.user !== null && state.session.token !== null);
  const list = useGetOrderCartQuery(
    { cartType: 'wishlist' },
    { skip: !loggedIn, refetchOnMountOrArgChange: true },
  );
  const headingId = useId();
  // Spec section 6: a guest asking for the wish list gets the login dialog.
  useEffect(() => {
    if (!loggedIn) dispatch(dialogOpened('login'));
  }, [loggedIn, dispatch]);

  if (!loggedIn) {
    return (
      <Page title="Your Wish List">
        <p>Log in to see and keep your wish list.</p>
        <Button onClick={() => dispatch(dialogOpened('login'))}>Login</Button>
      </Page>
    );
  }
  if (list.isLoading) {
    return (
      <Page title="Your Wish List">
        <p role="status">Loading…</p>
      </Page>
    );
  }
  if (list.error || !list.data) {
    return (
      <Page title="Your Wish List">
        <p role="alert">{readApiError(list.error, 'We could not load your wish list.').message}</p>
      </Page>
    );
  }
  const { availableBooks, preOrderBooks, onDemandBooks, outOfStockBooks } = list.data;
  const lines = [...availableBooks, ...preOrderBooks, ...onDemandBooks, ...outOfStockBooks];
  return (
    <Page title="Your Wish List">
      {lines.length === 0 ? (
        <div className="cart-empty">
          <p>Your wish list is empty.</p>
          <p>
            <Link to={paths.home.href()}>Find books to keep</Link>
          </p>
        </div>
      ) : (
        <>
          <h2 id={headingId} className="visually-hidden">
            Books on your wish list
          </h2>
          <CartLines lines={lines} moves={WISHLIST_MOVES} editableQty={false} labelledBy={headingId} />
        </>
      )}
    </Page>
  );
}
