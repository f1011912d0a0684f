import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { STAFF_PASSWORD, tokenOfLink, totpCode } from './support/staff.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/*
 * POST /api/dev/staff makes a staff account as `cli staff add` does, for the end-to-end tests'
 * in-memory shop, which no command line can reach; off unless DEV_ROUTES=true.
 */
async function appWith(devRoutes: boolean, database: TestDatabase) {
  return buildApp({
    config: {
      dataDir: null,
      webDistDir: null,
      logLevel: 'silent',
      devRoutes,
      publicUrl: 'https://shop.example.pk',
      anonymousWritesPerMinute: 100_000,
    },
    database,
    logger: false,
  });
}

describe('POST /api/dev/staff with DEV_ROUTES=true', () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await appWith(true, database);
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('makes an invited owner with a one-time set-up link that leads to a TOTP sign-in, audited as the command line', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/dev/staff',
      payload: { email: 'First.Owner@Shop.example.pk', role: 'owner' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = res.json();
    expect(data.staff).toMatchObject({
      email: 'first.owner@shop.example.pk',
      role: 'owner',
      state: 'invited',
    });
    expect(data.setup_link).toMatch(/^https:\/\/shop\.example\.pk\/admin\/setup\?token=[A-Za-z0-9_-]{32,}$/);

    const setup = await app.inject({
      method: 'POST',
      url: '/api/admin/auth/setup',
      payload: {
        token: tokenOfLink(data.setup_link),
        password: STAFF_PASSWORD,
        password_confirmation: STAFF_PASSWORD,
      },
    });
    expect(setup.statusCode).toBe(200);
    const first = await app.inject({
      method: 'POST',
      url: '/api/admin/auth/sign-in',
      payload: { email: 'first.owner@shop.example.pk', password: STAFF_PASSWORD },
    });
    const totp = first.json().data;
    expect(totp.step).toBe('totp_setup');
    const enrolled = await app.inject({
      method: 'POST',
      url: '/api/admin/auth/totp',
      payload: { setup_token: totp.setup_token, code: totpCode(totp.secret) },
    });
    expect(enrolled.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${enrolled.json().data.token}` };
    const audit = await app.inject({ url: '/api/admin/audit?action=staff.invited', headers });
    expect(audit.json().data.entries).toEqual([
      expect.objectContaining({
        actor: 'cli',
        staff: null,
        action: 'staff.invited',
        after: { email: 'first.owner@shop.example.pk', role: 'owner' },
      }),
    ]);
  });

  it('refuses a second account for the same e-mail and a role that is not one, with the form messages', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/dev/staff',
      payload: { email: 'desk@shop.example.pk', role: 'orders' },
    });
    const again = await app.inject({
      method: 'POST',
      url: '/api/dev/staff',
      payload: { email: 'desk@shop.example.pk', role: 'orders' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ errors: { email: ['A staff account with this e-mail already exists.'] } });
    const badRole = await app.inject({
      method: 'POST',
      url: '/api/dev/staff',
      payload: { email: 'boss@shop.example.pk', role: 'admin' },
    });
    expect(badRole.statusCode).toBe(422);
    expect(badRole.json().errors.role).toEqual(['Choose a role: owner, orders, catalogue.']);
  });
});

describe('POST /api/dev/staff without DEV_ROUTES', () => {
  it('does not exist', async () => {
    const database = await createTestDatabase();
    const app = await appWith(false, database);
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/dev/staff',
        payload: { email: 'owner@shop.example.pk', role: 'owner' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});
