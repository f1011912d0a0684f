import { describe, expect, it } from 'vitest';
import { ADMIN_API_PATHS, ADMIN_API_PREFIX, ADMIN_ROUTE_AREAS } from './paths.js';

/** The route keys' URL patterns as regular expressions (`:id` is a positive integer). */
const patterns = Object.keys(ADMIN_ROUTE_AREAS).map(
  (key) => new RegExp(`^${key.split(' ')[1]?.replaceAll(':id', '[1-9][0-9]*')}$`),
);

describe('ADMIN_API_PATHS', () => {
  it('gives only addresses the route table guards, all under the admin prefix', () => {
    for (const path of Object.values(ADMIN_API_PATHS)) {
      const url = typeof path === 'function' ? path(42) : path;
      expect(url.startsWith(`${ADMIN_API_PREFIX}/`)).toBe(true);
      expect(patterns.some((p) => p.test(url))).toBe(true);
    }
  });

  it('leaves only set-up and sign-in public', () => {
    const open = Object.entries(ADMIN_ROUTE_AREAS)
      .filter(([, area]) => area === 'public')
      .map(([key]) => key);
    expect(open).toEqual([
      'GET /api/admin/auth/setup',
      'POST /api/admin/auth/setup',
      'POST /api/admin/auth/sign-in',
      'POST /api/admin/auth/totp',
    ]);
  });
});
