import {
  ADMIN_API_PREFIX,
  ADMIN_ROUTE_AREAS,
  type AdminArea,
  STAFF_AUTH_MESSAGES,
  staffRoleAllows,
} from '@bookshop/domain';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { bearerToken } from '../auth/request-auth.js';
import { HttpError } from '../lib/errors.js';
import { markPrivate } from '../security/security-headers.js';
import type { StaffAuth, StaffService } from './service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member of an admin route, set by the staff guard; null elsewhere. */
    staff: StaffAuth | null;
  }
}

/** Our tokens are 32 random bytes in base64url; anything else is not worth a lookup. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,128}$/;

/** The area guarding `method url`, or undefined for a route the table does not know. */
export function adminRouteArea(method: string, url: string): AdminArea | 'public' | undefined {
  const key = `${method === 'HEAD' ? 'GET' : method} ${url}`;
  return (ADMIN_ROUTE_AREAS as Record<string, AdminArea | 'public'>)[key];
}

/** The staff member a guarded handler runs for (the guard has put them there). */
export function staffOf(request: FastifyRequest): StaffAuth {
  if (!request.staff) throw new HttpError(401, STAFF_AUTH_MESSAGES.signInRequired);
  return request.staff;
}

/**
 * The one guard of the admin API. Every route registered under `/api/admin` gets it, chosen by
 * the domain's route table (`ADMIN_ROUTE_AREAS`): public routes (set-up, sign-in) are only made
 * private (`no-store`); every other route needs a live staff session (401 without one: no token, a
 * shopper's or guest's token, a signed-out, expired or idle session, a removed account) and a role
 * the route's area allows (403). A route missing from the table cannot be registered at all, so
 * none can slip in unguarded. Runs at onRequest, before the body is read or validated.
 */
export function registerStaffGuard(app: FastifyInstance, staff: StaffService): void {
  app.decorateRequest('staff', null);

  function guardFor(area: AdminArea | 'public'): onRequestHookHandler {
    return async function staffGuard(request) {
      markPrivate(request);
      if (area === 'public') return;
      const token = bearerToken(request.headers.authorization);
      if (!token) throw new HttpError(401, STAFF_AUTH_MESSAGES.signInRequired);
      const auth = TOKEN_SHAPE.test(token) ? await staff.resolve(token) : null;
      // A shopper's or guest's token is no staff token: the same answer as none at all.
      if (!auth) {
        throw new HttpError(
          401,
          request.auth ? STAFF_AUTH_MESSAGES.signInRequired : STAFF_AUTH_MESSAGES.sessionEnded,
        );
      }
      if (!staffRoleAllows(auth.staff.role, area)) throw new HttpError(403, STAFF_AUTH_MESSAGES.roleRefused);
      request.staff = auth;
    };
  }

  app.addHook('onRoute', (route) => {
    if (route.url !== ADMIN_API_PREFIX && !route.url.startsWith(`${ADMIN_API_PREFIX}/`)) return;
    const methods = [route.method].flat();
    const areas = new Set(methods.map((method) => adminRouteArea(method, route.url)));
    const [area] = areas;
    if (areas.size !== 1 || area === undefined) {
      throw new Error(
        `${methods.join(',')} ${route.url} is not in ADMIN_ROUTE_AREAS (packages/domain/src/api/admin/paths.ts); every admin route needs its area`,
      );
    }
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [guardFor(area), ...existing];
  });
}
