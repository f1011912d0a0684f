import { AppLink } from '@bookshop/ui';
import { paths } from '../config/paths';
import { usePageTitle } from '../shared/page-title';

/** An address the back office does not have. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <>
      <h1>Page not found</h1>
      <p>
        The back office has no such page. <AppLink href={paths.dashboard.href()}>Go to the dashboard</AppLink>
        .
      </p>
    </>
  );
}
