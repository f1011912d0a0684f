import { type AdminArea, STAFF_AUTH_MESSAGES, STAFF_ROLE_LABELS, staffRoleAllows } from '@bookshop/domain';
import { AppLink } from '@bookshop/ui';
import type { ReactNode } from 'react';
import { usePageTitle } from '../shared/page-title';
import { useAppSelector } from './hooks';
import { NAV_ENTRIES } from './nav';

/**
 * Shows a page only to roles that may use its area (the server refuses their calls anyway);
 * others are told so and given the pages they can open.
 */
export function AreaGuard({ area, children }: { area: AdminArea; children: ReactNode }) {
  const staff = useAppSelector((state) => state.staffSession.staff);
  if (staff && staffRoleAllows(staff.role, area)) return children;
  return <NotAllowed />;
}

function NotAllowed() {
  const staff = useAppSelector((state) => state.staffSession.staff);
  usePageTitle('Not allowed');
  const open = staff ? NAV_ENTRIES.filter((entry) => staffRoleAllows(staff.role, entry.area)) : [];
  return (
    <>
      <h1>Not allowed</h1>
      <p className="admin-alert admin-alert--error" role="alert">
        {STAFF_AUTH_MESSAGES.roleRefused}
        {staff ? ` (${STAFF_ROLE_LABELS[staff.role]})` : ''}
      </p>
      {open.length > 0 ? (
        <>
          <p>You can open:</p>
          <ul>
            {open.map((entry) => (
              <li key={entry.href}>
                <AppLink href={entry.href}>{entry.label}</AppLink>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>The catalogue desk is not in the back office yet; nothing here needs your role for now.</p>
      )}
    </>
  );
}
