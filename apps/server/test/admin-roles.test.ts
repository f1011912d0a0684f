import {
  ADMIN_AREA_ROLES,
  ADMIN_ROUTE_AREAS,
  type AdminArea,
  STAFF_AUTH_MESSAGES,
  STAFF_ROLES,
  type StaffRole,
} from '@bookshop/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffService } from '../src/staff/service.js';
import { registerStaffGuard } from '../src/staff/staff-guard.js';
import { bearer, guestToken, register } from './support/accounts.js';
import { type SignedInStaff, signedInStaff } from './support/staff.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/*
 * Every route the app serves under /api/admin, as Fastify registered it (the OpenAPI hook's list
 * of every route, taken at onRoute), is tried with no token, a guest's token, a shopper's token
 * and a staff token of a role its area does not allow: 401, 401, 401 and 403, never the handler.
 */

let t: TestApp;
let shopper: Record<string, string>;
let guest: Record<string, string>;
const staff = new Map<StaffRole, SignedInStaff>();

beforeAll(async () => {
  t = await createTestApp();
  shopper = bearer((await register(t.app)).token);
  guest = bearer(await guestToken(t.app));
  for (const role of STAFF_ROLES) staff.set(role, await signedInStaff(t.app, t.database.db, role));
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** The admin routes the app registered, as `METHOD url`. */
function adminRoutes(): string[] {
  return t.app.apiRoutes
    .filter((r) => r.url === '/api/admin' || r.url.startsWith('/api/admin/'))
    .map((r) => `${r.method.toUpperCase()} ${r.url}`);
}

function areaOf(route: string): AdminArea | 'public' {
  const area = (ADMIN_ROUTE_AREAS as Record<string, AdminArea | 'public'>)[route];
  if (!area) throw new Error(`${route} has no area`);
  return area;
}

function send(route: string, headers: Record<string, string>) {
  const [method, url] = route.split(' ') as [string, string];
  return t.app.inject({
    method: method as 'GET',
    // An id no order, staff member, demand or customer has: a handler reached would only 404.
    url: url.replaceAll(':id', '999999'),
    headers,
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
}

describe('every /api/admin route checks the role', () => {
  it('serves only routes of the domain route table, of which only set-up and sign-in are public', () => {
    const served = adminRoutes();
    const table = Object.keys(ADMIN_ROUTE_AREAS);
    expect(served.filter((r) => !table.includes(r))).toEqual([]);
    // Staff, the order desk, cancel demands, dashboard, customers and the audit log at least.
    expect(served.length).toBeGreaterThanOrEqual(28);
    expect(served.filter((r) => areaOf(r) === 'public').sort()).toEqual([
      'GET /api/admin/auth/setup',
      'POST /api/admin/auth/setup',
      'POST /api/admin/auth/sign-in',
      'POST /api/admin/auth/totp',
    ]);
  });

  it('answers 401 without a token, with a guest token and with a shopper token, and 403 to a role its area does not allow', async () => {
    const failures: string[] = [];
    const expectStatus = async (
      route: string,
      who: string,
      headers: Record<string, string>,
      status: number,
    ) => {
      const res = await send(route, headers);
      if (res.statusCode !== status || res.headers['cache-control'] !== 'no-store') {
        failures.push(
          `${route} as ${who}: ${res.statusCode} ${res.headers['cache-control']} ${res.body.slice(0, 80)}`,
        );
      }
      return res;
    };
    let checkedRoles = 0;
    for (const route of adminRoutes()) {
      const area = areaOf(route);
      if (area === 'public') continue;
      const none = await expectStatus(route, 'nobody', {}, 401);
      expect(none.json()).toEqual({ error: STAFF_AUTH_MESSAGES.signInRequired });
      await expectStatus(route, 'a guest', guest, 401);
      await expectStatus(route, 'a shopper', shopper, 401);
      await expectStatus(route, 'a made-up token', bearer('x'.repeat(43)), 401);
      const allowed = ADMIN_AREA_ROLES[area] as readonly StaffRole[];
      for (const role of STAFF_ROLES.filter((r) => !allowed.includes(r))) {
        const res = await expectStatus(route, role, staff.get(role)?.headers ?? {}, 403);
        if (res.statusCode === 403) expect(res.json()).toEqual({ error: STAFF_AUTH_MESSAGES.roleRefused });
        checkedRoles += 1;
      }
    }
    expect(failures).toEqual([]);
    // The table refuses some role on most routes: the orders desk to catalogue staff, staff and audit to all but owners.
    expect(checkedRoles).toBeGreaterThan(20);
  });

  it('lets an allowed role through the guard to the handler', async () => {
    for (const route of adminRoutes()) {
      const area = areaOf(route);
      // Signing out would end the session the other routes use.
      if (area === 'public' || route === 'POST /api/admin/auth/sign-out') continue;
      for (const role of ADMIN_AREA_ROLES[area] as readonly StaffRole[]) {
        const res = await send(route, staff.get(role)?.headers ?? {});
        expect([401, 403], `${route} as ${role}: ${res.body.slice(0, 80)}`).not.toContain(res.statusCode);
        expect(res.statusCode, route).toBeLessThan(500);
      }
    }
  });

  it('refuses to register an admin route that is not in the route table', async () => {
    const app = Fastify();
    registerStaffGuard(app, { resolve: async () => null } as unknown as StaffService);
    app.get('/api/admin/orders', async () => ({}));
    expect(() => app.get('/api/admin/secret-export', async () => ({}))).toThrow(/not in ADMIN_ROUTE_AREAS/);
    await app.close();
  });
});
