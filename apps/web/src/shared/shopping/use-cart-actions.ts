import { cartApi } from '@bookshop/api-client';
import type { CartType } from '@bookshop/domain';
import type { MessageKey } from '@bookshop/i18n/core';
import { useMessages } from '@bookshop/ui';
import { useCallback } from 'react';
import { toastShown } from '../../app/dialogs/toasts-slice';
import { useAppDispatch } from '../../app/hooks';
import { ensureGuestToken } from '../../app/session/session-thunks';

type AppDispatch = ReturnType<typeof useAppDispatch>;
type Mutation<Result> = PromiseLike<{ data: Result } | { error: unknown }> & { reset(): void };
/** What a mutation hook's trigger would have resolved to. */
type Outcome<Result> = { data: Result; error?: undefined } | { data?: undefined; error: unknown };

/**
 * Runs a cart mutation from the store rather than through a mutation hook: every book card has
 * these actions, and four hooks per card meant some two hundred store subscriptions on the home
 * page, each checked on every store change while the page hydrates. Nothing shows a mutation's
 * progress from the store (the buttons keep their own busy state), so its entry is dropped once
 * it settles.
 */
async function run<Result>(request: Mutation<Result>): Promise<Outcome<Result>> {
  try {
    const result = await request;
    return 'error' in result ? { error: result.error } : { data: result.data };
  } finally {
    request.reset();
  }
}

type Endpoints = typeof cartApi.endpoints;
type ArgOf<Name extends keyof Endpoints> = Parameters<Endpoints[Name]['initiate']>[0];

const addCartItem = (dispatch: AppDispatch, arg: ArgOf<'addCartItem'>) =>
  run(dispatch(cartApi.endpoints.addCartItem.initiate(arg)));
const updateCartItem = (dispatch: AppDispatch, arg: ArgOf<'updateCartItem'>) =>
  run(dispatch(cartApi.endpoints.updateCartItem.initiate(arg)));
const deleteCartItem = (dispatch: AppDispatch, arg: ArgOf<'deleteCartItem'>) =>
  run(dispatch(cartApi.endpoints.deleteCartItem.initiate(arg)));
const moveCartItem = (dispatch: AppDispatch, arg: ArgOf<'moveCartItem'>) =>
  run(dispatch(cartApi.endpoints.moveCartItem.initiate(arg)));

/**
 * The cart's changes with the spec's toasts (section 8): 'Deleted' and 'Book Moved' on success,
 * 'Failed to update cart item', 'Failed to delete cart item', 'Failed to move cart item' on
 * failure. Adding first makes sure the shopper has a token: a guest gets one on the first add.
 */
/** What adding to each list says (the server's answer says it in English; the page says it in its language). */
const ADDED: Readonly<Record<CartType, MessageKey>> = {
  cart: 'checkout.cartToast.addedToCart',
  wishlist: 'checkout.cartToast.addedToWishlist',
  later: 'checkout.cartToast.savedForLater',
};

export function useCartActions() {
  const dispatch: AppDispatch = useAppDispatch();
  const t = useMessages();

  const add = useCallback(
    async (bookId: number, cartType: CartType = 'cart'): Promise<boolean> => {
      const token = await dispatch(ensureGuestToken());
      if (!token) {
        dispatch(toastShown('error', t.format('checkout.cartToast.addFailed')));
        return false;
      }
      const { data } = await addCartItem(dispatch, { bookId, qty: 1, cartType });
      if (!data) {
        dispatch(toastShown('error', t.format('checkout.cartToast.addFailed')));
        return false;
      }
      dispatch(toastShown('success', t.format(ADDED[cartType])));
      return true;
    },
    [dispatch, t],
  );

  const update = useCallback(
    async (id: number, qty: number) => {
      const result = await updateCartItem(dispatch, { id, qty });
      if (result.error) dispatch(toastShown('error', t.format('checkout.cartToast.updateFailed')));
    },
    [dispatch, t],
  );

  const remove = useCallback(
    async (id: number) => {
      const result = await deleteCartItem(dispatch, id);
      dispatch(
        result.error
          ? toastShown('error', t.format('checkout.cartToast.deleteFailed'))
          : toastShown('success', t.format('checkout.cartToast.deleted')),
      );
    },
    [dispatch, t],
  );

  const move = useCallback(
    async (id: number, cartType: CartType) => {
      const result = await moveCartItem(dispatch, { id, cartType });
      dispatch(
        result.error
          ? toastShown('error', t.format('checkout.cartToast.moveFailed'))
          : toastShown('success', t.format('checkout.cartToast.moved')),
      );
    },
    [dispatch, t],
  );

  return { add, update, remove, move };
}
