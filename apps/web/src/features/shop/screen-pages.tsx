import { Page } from '../../shared/page';

/*
 * Small screens with no feature of their own: the logged-out page and the reset-password page
 * (whose dialog opens over it).
 */

export function LoggedOutPage() {
  return <Page title="You are logged out">Log in again to see your orders and wish list.</Page>;
}

export function ResetPasswordPage() {
  return <Page title="Reset your password" />;
}
