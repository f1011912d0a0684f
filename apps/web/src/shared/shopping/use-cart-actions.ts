import {
  useAddCartItemMutation,
  useDeleteCartItemMutation,
  useMoveCartItemMutation,
  useUpdateCartItemMutation,
} from '@bookshop/api-client';
import { CART_MESSAGES, type CartType } from '@bookshop/domain';
import { useCallback } from 'react';
import { toastShown } from '../../app/dialogs/toasts-slice';
import { useAppDispatch } from '../../app/hooks';
import { ensureGuestToken } from '../../app/session/session-thunks';

/**
 * The cart's changes with the spec's toasts (section 8): 'Deleted' and 'Book Moved' on success,
 * 'Failed to update cart item', 'Failed to delete cart item', 'Failed to move cart item' on
 * failure. Adding first makes sure the shopper has a token: a guest gets one on the first add.
 */
export function useCartActions() {
  const dispatch = useAppDispatch();
  const [addCartItem] = useAddCartItemMutation();
  const [updateCartItem] = useUpdateCartItemMutation();
  const [deleteCartItem] = useDeleteCartItemMutation();
  const [moveCartItem] = useMoveCartItemMutation();

  const add = useCallback(
    async (bookId: number, cartType: CartType = 'cart'): Promise<boolean> => {
      const token = await dispatch(ensureGuestToken());
      if (!token) {
        dispatch(toastShown('error', CART_MESSAGES.addFailed));
        return false;
      }
      const result = await addCartItem({ bookId, qty: 1, cartType });
      if (result.error) {
        dispatch(toastShown('error', CART_MESSAGES.addFailed));
        return false;
      }
      dispatch(toastShown('success', result.data.message));
      return true;
    },
    [dispatch, addCartItem],
  );

  const update = useCallback(
    async (id: number, qty: number) => {
      const result = await updateCartItem({ id, qty });
      if (result.error) dispatch(toastShown('error', CART_MESSAGES.updateFailed));
    },
    [dispatch, updateCartItem],
  );

  const remove = useCallback(
    async (id: number) => {
      const result = await deleteCartItem(id);
      dispatch(
        result.error
          ? toastShown('error', CART_MESSAGES.deleteFailed)
          : toastShown('success', CART_MESSAGES.deleted),
      );
    },
    [dispatch, deleteCartItem],
  );

  const move = useCallback(
    async (id: number, cartType: CartType) => {
      const result = await moveCartItem({ id, cartType });
      dispatch(
        result.error
          ? toastShown('error', CART_MESSAGES.moveFailed)
          : toastShown('success', CART_MESSAGES.moved),
      );
    },
    [dispatch, moveCartItem],
  );

  return { add, update, remove, move };
}
