/**
 * The roles a staff account can hold:
 * - `owner`: everything, and the only role that invites and removes staff and reads the audit log;
 * - `orders`: the order desk (queue, orders, cancel demands, customers, dashboard);
 * - `catalogue`: books and stock (the catalogue desk), nothing of orders or customers.
 */
export const STAFF_ROLES = ['owner', 'orders', 'catalogue'] as const;

/** One of {@link STAFF_ROLES}. */
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What each role reads as in the back office. */
export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  owner: 'Owner',
  orders: 'Orders',
  catalogue: 'Catalogue',
};

/** Whether a stored or sent value is a staff role. */
export function isStaffRole(value: unknown): value is StaffRole {
  return (STAFF_ROLES as readonly unknown[]).includes(value);
}

/**
 * The parts of the back office, each guarded by one list of roles. The server's one guard and the
 * back office's navigation both read this table, so a page is shown exactly when its calls are
 * allowed.
 */
export const ADMIN_AREA_ROLES = {
  /** Signing in and out, one's own session: every staff member. */
  account: ['owner', 'orders', 'catalogue'],
  dashboard: ['owner', 'orders'],
  orders: ['owner', 'orders'],
  cancelDemands: ['owner', 'orders'],
  customers: ['owner', 'orders'],
  catalogue: ['owner', 'catalogue'],
  staff: ['owner'],
  audit: ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;

/** A part of the back office: one key of {@link ADMIN_AREA_ROLES}. */
export type AdminArea = keyof typeof ADMIN_AREA_ROLES;

/** Whether staff with `role` may use `area`. */
export function staffRoleAllows(role: StaffRole, area: AdminArea): boolean {
  return (ADMIN_AREA_ROLES[area] as readonly StaffRole[]).includes(role);
}
