import { Button } from '@bookshop/ui';
import { useLocation } from 'react-router';
import { dialogOpened } from '../../app/dialogs/dialogs-slice';
import { useAppDispatch } from '../../app/hooks';
import { Page } from '../../shared/page';

/*
 * Small screens with no feature of their own: the logged-out page and the reset-password page
 * (whose dialog opens over it).
 */

/** What the forgot-password dialog hands the page it leads to (the answer's redirectUrl). */
export interface ResetLinkSentState {
  resetLinkSent: string;
}

function resetLinkSentOf(state: unknown): string | null {
  const sent = (state as Partial<ResetLinkSentState> | null)?.resetLinkSent;
  return typeof sent === 'string' && sent ? sent : null;
}

/**
 * /logged-out. Also where a password reset request leads (the server's redirectUrl): then it
 * says the link is on its way, not that the shopper was logged out.
 */
export function LoggedOutPage() {
  const dispatch = useAppDispatch();
  const sent = resetLinkSentOf(useLocation().state);
  if (sent) {
    return (
      <Page title="Check your e-mail">
        <p role="status">{sent}</p>
        <p>
          Open the link in the e-mail to choose a new password. It may take a minute to arrive; check your
          spam folder too.
        </p>
        <Button variant="secondary" onClick={() => dispatch(dialogOpened('login'))}>
          Back to Login
        </Button>
      </Page>
    );
  }
  return <Page title="You are logged out">Log in again to see your orders and wish list.</Page>;
}

export function ResetPasswordPage() {
  return <Page title="Reset your password" />;
}
