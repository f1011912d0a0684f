import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';

// The menu dialog is needed only on small screens and only once opened: loaded on demand.
const SiteMenuDialog = lazy(() => import('./site-menu-dialog'));

/** Shows the site menu dialog while the dialogs state says it is open. */
export function SiteMenuHost() {
  const open = useAppSelector((state) => state.dialogs.open === 'site-menu');
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SiteMenuDialog />
    </Suspense>
  );
}
