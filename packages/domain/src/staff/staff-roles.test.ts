import { describe, expect, it } from 'vitest';
import { ADMIN_AREA_ROLES, isStaffRole, STAFF_ROLES, staffRoleAllows } from './staff-roles.js';

describe('staffRoleAllows', () => {
  it('lets only owners manage staff and read the audit log', () => {
    expect(STAFF_ROLES.filter((r) => staffRoleAllows(r, 'staff'))).toEqual(['owner']);
    expect(STAFF_ROLES.filter((r) => staffRoleAllows(r, 'audit'))).toEqual(['owner']);
  });

  it('keeps catalogue staff out of orders and customers, and orders staff out of the catalogue', () => {
    for (const area of ['orders', 'customers', 'cancelDemands', 'dashboard'] as const) {
      expect(staffRoleAllows('catalogue', area)).toBe(false);
      expect(staffRoleAllows('orders', area)).toBe(true);
    }
    expect(staffRoleAllows('orders', 'catalogue')).toBe(false);
    expect(staffRoleAllows('catalogue', 'catalogue')).toBe(true);
  });

  it('lets the owner into every area and every role into its own account', () => {
    for (const area of Object.keys(ADMIN_AREA_ROLES) as (keyof typeof ADMIN_AREA_ROLES)[]) {
      expect(staffRoleAllows('owner', area)).toBe(true);
    }
    for (const role of STAFF_ROLES) expect(staffRoleAllows(role, 'account')).toBe(true);
  });
});

describe('isStaffRole', () => {
  it('accepts the three roles and nothing else', () => {
    expect(STAFF_ROLES.every(isStaffRole)).toBe(true);
    for (const other of ['admin', 'Owner', '', null, 1]) expect(isStaffRole(other)).toBe(false);
  });
});
