import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { dialogOpened } from '../dialogs/dialogs-slice';

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
