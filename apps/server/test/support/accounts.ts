import type { InjectOptions } from 'fastify';
import { buildApp } from '../../src/app.js';
import { checkAnswersAgainstDocument } from './openapi-contract.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { useTestApp } from './use-test-app.js';

type App = Awaited<ReturnType<typeof buildApp>>;

export interface AccountsTestApp {
  app: App;
  database: TestDatabase;
  close(): Promise<void>;
}

export const TEST_PUBLIC_URL = 'https://shop.example.pk';

/** The real app on a fresh database, with the account settings the tests need spelled out. */
export async function createAccountsTestApp(
  options: { publicUrl?: string; devRoutes?: boolean } = {},
): Promise<AccountsTestApp> {
  const database = await createTestDatabase();
  // Every answer a test receives is checked against the OpenAPI document (openapi-contract.ts).
  const app = checkAnswersAgainstDocument(
    await buildApp({
      config: {
        dataDir: null,
        webDistDir: null,
        logLevel: 'silent',
        publicUrl: options.publicUrl ?? TEST_PUBLIC_URL,
        devRoutes: options.devRoutes ?? true,
        smtpUrl: null,
        // Tests write from one address far faster than a shopper; the limits have tests of their own.
        anonymousWritesPerMinute: 100_000,
        cardIntentLimits: { perShopper: 100_000, perAddress: 100_000 },
      },
      database,
      logger: false,
    }),
  );
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

let counter = 0;

/** A new address per call, so tests in one file never collide on the unique e-mail. */
export function uniqueEmail(label = 'shopper'): string {
  counter += 1;
  return `${label}.${process.pid}.${counter}.${Date.now()}@example.pk`;
}

let ipCounter = 0;

/**
 * A client address of its own, because failed logins are counted per address: tests that fail
 * logins on purpose must not throttle the others.
 */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export interface Registered {
  id: number;
  email: string;
  password: string;
  token: string;
}

export const PASSWORD = 'secret123';

export async function register(
  app: App,
  fields: { email?: string; first_name?: string; last_name?: string; password?: string } = {},
  extra: Partial<InjectOptions> = {},
): Promise<Registered> {
  const email = fields.email ?? uniqueEmail();
  const password = fields.password ?? PASSWORD;
  const res = await app.inject({
    ...extra,
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      first_name: fields.first_name ?? 'Ayesha',
      last_name: fields.last_name ?? 'Khan',
      email,
      password,
      password_confirmation: password,
      ...(typeof extra.payload === 'object' && extra.payload !== null ? extra.payload : {}),
    },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const { user, token } = res.json().data;
  return { id: user.id, email, password, token };
}

export async function login(app: App, email: string, password: string, extra: Partial<InjectOptions> = {}) {
  return app.inject({
    remoteAddress: uniqueIp(),
    ...extra,
    method: 'POST',
    url: '/api/auth/login',
    payload: {
      email,
      password,
      ...(typeof extra.payload === 'object' && extra.payload !== null ? extra.payload : {}),
    },
  });
}

export async function guestToken(app: App): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/guest' });
  if (res.statusCode !== 201) throw new Error(`guest token failed: ${res.statusCode} ${res.body}`);
  return res.json().data.token;
}

/** The accounts test app of one test file: made in beforeAll, closed in afterAll (useTestApp). */
export function useAccountsTestApp(): Omit<AccountsTestApp, 'close'> {
  return useTestApp(() => createAccountsTestApp());
}
