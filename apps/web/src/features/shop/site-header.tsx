import { useGetCategoryMenuQuery } from '@bookshop/api-client';
import { Header, useStickyAfter } from '@bookshop/ui';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../config/paths';
import { toMenuGroups } from '../catalog/menu-groups';
import { dialogOpened } from '../dialogs/dialogs-slice';
import { loggedOut } from '../session/session-slice';

/** Spec: the header becomes sticky after the page is scrolled 300 px. */
const STICKY_AFTER_PX = 300;

export function SiteHeader() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.session.user);
  const sticky = useStickyAfter(STICKY_AFTER_PX);
  const { data: groups } = useGetCategoryMenuQuery();
  const menuGroups = useMemo(() => toMenuGroups(groups ?? []), [groups]);

  return (
    <Header
      user={user ? { name: user.first_name || user.name } : null}
      cartCount={0}
      menuGroups={menuGroups}
      activePath={location.pathname}
      sticky={sticky}
      onLogin={() => dispatch(dialogOpened('login'))}
      onRegister={() => dispatch(dialogOpened('register'))}
      onLogout={() => {
        dispatch(loggedOut());
        if (location.pathname !== '/') navigate(paths.home.href());
      }}
      onYourOrders={() => navigate(paths.orders.href())}
      onYourWishList={() => navigate(paths.wishlist.href())}
      onEditProfile={() => dispatch(dialogOpened('profile'))}
    />
  );
}
