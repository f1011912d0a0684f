import { useResetPasswordLink } from './use-reset-password-link';

/** Placed once in the layout: opens the Reset Password dialog for pages opened from a reset link. */
export function ResetPasswordLink() {
  useResetPasswordLink();
  return null;
}
