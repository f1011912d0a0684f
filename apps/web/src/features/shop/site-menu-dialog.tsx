import { SiteMenu } from '@bookshop/ui';
import { useLocation } from 'react-router';
import { dialogClosed, dialogOpened } from '../../app/dialogs/dialogs-slice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useMenuGroups } from './use-menu-groups';

/** The site menu of small screens; it closes itself on any path change (see SiteMenu). */
export default function SiteMenuDialog() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const guest = useAppSelector((state) => state.session.user === null);
  const groups = useMenuGroups();
  return (
    <SiteMenu
      open
      onClose={() => dispatch(dialogClosed())}
      activePath={pathname}
      groups={groups}
      // Opening the login dialog replaces the menu: one dialog at a time.
      onLogin={guest ? () => dispatch(dialogOpened('login')) : undefined}
    />
  );
}
