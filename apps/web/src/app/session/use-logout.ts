import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useAppDispatch } from '../hooks';
import { dataRefreshed, logOut, REFRESH_AFTER_LOGOUT_MS } from './session-thunks';

/** Log Out of the account menu: revoke, clear, go home unless already there, refresh shortly after. */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(async () => {
    await dispatch(logOut());
    if (pathname !== paths.home.pattern) navigate(paths.home.href());
    setTimeout(() => dispatch(dataRefreshed()), REFRESH_AFTER_LOGOUT_MS);
  }, [dispatch, navigate, pathname]);
}
