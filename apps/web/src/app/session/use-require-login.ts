import { useCallback } from 'react';
import { dialogOpened } from '../dialogs/dialogs-slice';
import { useAppDispatch, useAppSelector } from '../hooks';

/**
 * Wraps an action that needs a logged-in user (Your Orders, Your Wish List, Edit Profile): a
 * guest gets the login dialog instead (spec section 6).
 */
export function useRequireLogin(): (action: () => void) => void {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((state) => state.session.user !== null && state.session.token !== null);
  return useCallback(
    (action: () => void) => {
      if (loggedIn) action();
      else dispatch(dialogOpened('login'));
    },
    [dispatch, loggedIn],
  );
}
