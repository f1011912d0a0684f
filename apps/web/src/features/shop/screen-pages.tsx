import { Button, useMessages } from '@bookshop/ui';
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
  const t = useMessages();
  const dispatch = useAppDispatch();
  const sent = resetLinkSentOf(useLocation().state);
  if (sent) {
    return (
      <Page title={t.format('shell.loggedOut.checkEmail')}>
        <p role="status">{sent}</p>
        <p>{t.format('shell.loggedOut.resetHelp')}</p>
        <Button variant="secondary" onClick={() => dispatch(dialogOpened('login'))}>
          {t.format('shell.loggedOut.backToLogin')}
        </Button>
      </Page>
    );
  }
  return <Page title={t.format('shell.loggedOut.title')}>{t.format('shell.loggedOut.text')}</Page>;
}

export function ResetPasswordPage() {
  const t = useMessages();
  return <Page title={t.format('shell.resetPassword.title')} />;
}
