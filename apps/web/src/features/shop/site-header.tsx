import { useGetCartCountQuery } from '@bookshop/api-client';
import { Header, useStickyAfter } from '@bookshop/ui';
import { useLocation, useNavigate } from 'react-router';
import { dialogOpened } from '../../app/dialogs/dialogs-slice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { rememberLanguage } from '../../app/i18n/page-language';
import { currentToken } from '../../app/session/session-slice';
import { useLogout } from '../../app/session/use-logout';
import { useRequireLogin } from '../../app/session/use-require-login';
import { paths } from '../../config/paths';
import { SiteSearch } from './site-search';
import { useMenuGroups } from './use-menu-groups';

/** Spec: the header becomes sticky after the page is scrolled 300 px. */
const STICKY_AFTER_PX = 300;

export function SiteHeader() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.session.user);
  const sticky = useStickyAfter(STICKY_AFTER_PX);
  const menuGroups = useMenuGroups();
  const logout = useLogout();
  const requireLogin = useRequireLogin();
  // Someone without any token has an empty cart: no call until the first add gives them one.
  const hasToken = useAppSelector((state) => currentToken(state.session) !== null);
  const { data: cartCount = 0 } = useGetCartCountQuery(undefined, { skip: !hasToken });

  return (
    <Header
      user={user ? { name: user.first_name || user.name } : null}
      cartCount={hasToken ? cartCount : 0}
      menuGroups={menuGroups}
      activePath={location.pathname}
      languagePath={`${location.pathname}${location.search}`}
      onChooseLanguage={rememberLanguage}
      sticky={sticky}
      searchSlot={<SiteSearch />}
      onOpenSiteMenu={() => dispatch(dialogOpened('site-menu'))}
      onLogin={() => dispatch(dialogOpened('login'))}
      onRegister={() => dispatch(dialogOpened('register'))}
      onLogout={() => void logout()}
      onYourOrders={() => requireLogin(() => navigate(paths.orders.href()))}
      onYourWishList={() => requireLogin(() => navigate(paths.wishlist.href()))}
      onEditProfile={() => requireLogin(() => dispatch(dialogOpened('profile')))}
    />
  );
}
