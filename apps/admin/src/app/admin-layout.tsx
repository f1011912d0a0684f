import {
  adminApi,
  useGetDashboardQuery,
  useGetStaffMeQuery,
  useStaffSignOutMutation,
} from '@bookshop/api-client/admin';
import { STAFF_ROLE_LABELS, staffRoleAllows } from '@bookshop/domain';
import { AdminShell } from '@bookshop/ui/admin';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { useAppDispatch, useAppSelector } from './hooks';
import { isCurrentEntry, NAV_ENTRIES } from './nav';
import { staffRefreshed, staffSignedOut } from './session/staff-session-slice';

/**
 * The signed-in back office: the shell with the pages this staff member's role may open, and the
 * page. Without a session it sends the visitor to sign in, and back here afterwards.
 */
export function AdminLayout() {
  const { token, staff } = useAppSelector((state) => state.staffSession);
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const me = useGetStaffMeQuery(undefined, { skip: !token });
  const waiting = useGetDashboardQuery(undefined, {
    skip: !token || !staff || !staffRoleAllows(staff.role, 'cancelDemands'),
  });
  const [signOut, signingOut] = useStaffSignOutMutation();

  useEffect(() => {
    if (me.data) dispatch(staffRefreshed(me.data));
  }, [me.data, dispatch]);

  if (!token || !staff) {
    return <Navigate to={paths.signIn.href(location.pathname + location.search)} replace />;
  }

  const openDemands = waiting.data?.waiting.cancel_demands ?? 0;
  const nav = NAV_ENTRIES.filter((entry) => staffRoleAllows(staff.role, entry.area)).map((entry) => ({
    href: entry.href,
    label: entry.label,
    current: isCurrentEntry(entry, location.pathname),
    ...(entry.area === 'cancelDemands' ? { count: openDemands } : {}),
  }));

  const handleSignOut = async () => {
    // Signed out here whatever the server answers: a session it no longer knows is over anyway.
    await signOut().catch(() => undefined);
    dispatch(staffSignedOut());
    dispatch(adminApi.util.resetApiState());
    navigate(paths.signIn.href(), { replace: true });
  };

  return (
    <AdminShell
      homeHref={paths.dashboard.href()}
      nav={nav}
      staff={{ email: staff.email, roleLabel: STAFF_ROLE_LABELS[staff.role] }}
      onSignOut={handleSignOut}
      signingOut={signingOut.isLoading}
    >
      <Outlet />
    </AdminShell>
  );
}

/** The sign-in and set-up pages: the shell's bar only. */
export function PublicLayout() {
  return (
    <AdminShell homeHref={paths.dashboard.href()} nav={[]}>
      <Outlet />
    </AdminShell>
  );
}
