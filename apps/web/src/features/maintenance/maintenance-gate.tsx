import { useGetSiteStatusQuery } from '@bookshop/api-client';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';

/**
 * Keeps the app where the server's maintenance setting says it belongs: on a maintenance host
 * every page shows /maintenance, elsewhere /maintenance goes home. The server redirects page
 * loads the same way; this covers navigation inside the already loaded app.
 */
export function MaintenanceGate() {
  const { data } = useGetSiteStatusQuery();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onMaintenancePage = pathname === paths.maintenance.pattern;

  useEffect(() => {
    if (!data) return;
    if (data.maintenance && !onMaintenancePage) navigate(paths.maintenance.href(), { replace: true });
    if (!data.maintenance && onMaintenancePage) navigate(paths.home.href(), { replace: true });
  }, [data, onMaintenancePage, navigate]);

  return null;
}
