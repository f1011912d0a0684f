import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { resetPasswordOpened } from '../../app/dialogs/dialogs-slice';
import { useAppDispatch } from '../../app/hooks';

/** The query parameter of the link in the reset e-mail. */
export const RESET_PASSWORD_PARAM = 'resetPasswordToken';

/** Spec section 9: the reset-password dialog opens 1 s after the page. */
export const RESET_PASSWORD_DIALOG_DELAY_MS = 1000;

/** Opens the Reset Password dialog on any page opened with a reset link's token. */
export function useResetPasswordLink(): void {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get(RESET_PASSWORD_PARAM);
  useEffect(() => {
    if (!token) return;
    const timer = setTimeout(() => dispatch(resetPasswordOpened(token)), RESET_PASSWORD_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dispatch, token]);
}
