import type { AdminArea } from '@bookshop/domain';
import { paths } from '../config/paths';
import { CATALOGUE_NAV } from '../features/catalogue/catalogue-routes';

/** One page of the navigation and the area (so the roles) it belongs to. */
export interface NavEntry {
  href: string;
  label: string;
  area: AdminArea;
}

/** The back office's pages in the order the navigation lists them. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { href: paths.dashboard.href(), label: 'Dashboard', area: 'dashboard' },
  { href: paths.orders.href(), label: 'Orders', area: 'orders' },
  { href: paths.cancelDemands.href(), label: 'Cancel demands', area: 'cancelDemands' },
  { href: paths.customers.href(), label: 'Customers', area: 'customers' },
  ...CATALOGUE_NAV.map((entry) => ({ ...entry, area: 'catalogue' as const })),
  { href: paths.staff.href(), label: 'Staff', area: 'staff' },
  { href: paths.audit.href(), label: 'Audit log', area: 'audit' },
];

/** Whether the page at `pathname` is (or is under) the navigation entry's page. */
export function isCurrentEntry(entry: NavEntry, pathname: string): boolean {
  if (entry.href === '/') return pathname === '/' || pathname === '';
  return pathname === entry.href || pathname.startsWith(`${entry.href}/`);
}
