import { randomUUID } from 'node:crypto';
import { SHAPE_MESSAGES } from '@bookshop/validation';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenOnce } from '../src/security/hostile-input.js';
import { bearer, register } from './support/accounts.js';
import { signedInStaff } from './support/staff.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/*
 * Every operation of the app's own OpenAPI document, sent each of its query parameters twice and
 * each of its query and body fields as the JSON types it does not take. Lists and objects where a
 * single value belongs gave 500s (`/api/search/advanced?title=a&title=b`, a trimmed array in
 * `refund-add-method-fee`); the answer must be a 4xx with a JSON body, and a 422 naming the field
 * when the field's shape is what is wrong. Operations added later are covered without a change.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

interface Operation {
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** Values for path parameters that reach the handler (the operation's checks, not a 404 route). */
const PATH_VALUES: Record<string, string> = {
  cartType: 'cart',
  token: 'tok_hostile',
  file: 'cover.jpg',
  version: '1',
  width: '200',
};

function urlOf(path: string): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => PATH_VALUES[name] ?? '1');
}

/** The JSON values of each wrong type, by the name of the type. */
const WRONG_VALUES: Record<string, unknown> = {
  array: ['x', 'y'],
  object: { a: 1 },
  number: 12345,
  boolean: true,
  null: null,
};

function typesOf(schema: JsonSchema): string[] {
  const types = [schema.type ?? []].flat();
  // A JSON integer is a JSON number.
  return types.map((type) => (type === 'integer' ? 'number' : type));
}

/** Every field of a body schema with its path, as yup names it in errors: `customer.email`, `shown_lines[0].Book_Id`. */
function fieldsOf(
  schema: JsonSchema,
  prefix = '',
): { path: string; schema: JsonSchema; body: (v: unknown) => unknown }[] {
  const out: { path: string; schema: JsonSchema; body: (v: unknown) => unknown }[] = [];
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const path = prefix === '' ? name : `${prefix}.${name}`;
    out.push({ path, schema: field, body: (v) => ({ [name]: v }) });
    for (const inner of fieldsOf(field, path)) {
      out.push({ ...inner, body: (v) => ({ [name]: inner.body(v) }) });
    }
    if (field.items) {
      for (const inner of fieldsOf(field.items, `${path}[0]`)) {
        out.push({ ...inner, body: (v) => ({ [name]: [inner.body(v)] }) });
      }
    }
  }
  return out;
}

function expectClientError(res: LightMyRequestResponse, what: string): void {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  expect(res.headers['content-type'], what).toMatch(/^application\/json/);
  expect(() => res.json(), what).not.toThrow();
}

let t: TestApp;
let doc: OpenApiDocument;
let headers: Record<string, string>;
/** An owner's session for the admin API (`/api/admin`), which answers a shopper 401 before any parameter. */
let staffHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject('/api/openapi.json')).json();
  // A logged-in shopper, so the operations get past "who are you" to their parameters.
  headers = bearer((await register(t.app)).token);
  staffHeaders = (await signedInStaff(t.app, t.database.db, 'owner')).headers;
});
afterAll(async () => {
  await t.close();
});

function operations(): { method: string; path: string; operation: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

function send(method: string, url: string, payload?: unknown) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...(url.startsWith('/api/admin/') ? staffHeaders : headers), 'idempotency-key': randomUUID() },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe('every OpenAPI operation refuses hostile parameters with a 4xx, never a 500', () => {
  it('reads an OpenAPI document with query parameters and bodies to try', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(30);
    expect(
      all.filter(({ operation }) => operation.parameters?.some((p) => p.in === 'query')).length,
    ).toBeGreaterThan(5);
    expect(all.filter(({ operation }) => operation.requestBody).length).toBeGreaterThan(10);
  });

  it('answers 422 naming the parameter when a query parameter is given twice', async () => {
    const failures: string[] = [];
    for (const { method, path, operation } of operations()) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'query') continue;
        const numeric = typesOf(parameter.schema ?? {}).includes('number');
        const [a, b] = numeric ? ['1', '2'] : ['a', 'b'];
        const url = `${urlOf(path)}?${parameter.name}=${a}&${parameter.name}=${b}`;
        const res = await send(method, url);
        const what = `${method} ${url}`;
        expectClientError(res, what);
        if (
          res.statusCode !== 422 ||
          res.json().errors?.[parameter.name]?.[0] !== givenOnce(parameter.name)
        ) {
          failures.push(`${what} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers a 4xx with JSON for a query parameter of any other type (empty, a number, a word, bracketed)', async () => {
    for (const { method, path, operation } of operations()) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'query') continue;
        for (const query of [
          `${parameter.name}=`,
          `${parameter.name}=12345`,
          `${parameter.name}=true`,
          `${parameter.name}[a]=1`,
        ]) {
          const url = `${urlOf(path)}?${query}`;
          const res = await send(method, url);
          // Some of these are valid (`web=true`); none may be a 500.
          expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
          if (res.statusCode >= 400) expectClientError(res, `${method} ${url}`);
        }
      }
    }
  }, 120_000);

  it('answers 422 naming the field when a body field is a list or an object where one value belongs, and a 4xx for any other wrong type', async () => {
    const failures: string[] = [];
    for (const { method, path, operation } of operations()) {
      const body = operation.requestBody?.content['application/json']?.schema;
      if (!body) continue;
      for (const field of fieldsOf(body)) {
        const declared = typesOf(field.schema);
        for (const [type, value] of Object.entries(WRONG_VALUES)) {
          if (declared.includes(type)) continue;
          const res = await send(method, urlOf(path), field.body(value));
          const what = `${method} ${path} ${field.path}=${JSON.stringify(value)}`;
          expectClientError(res, what);
          const shapeIsWrong = (type === 'array' || type === 'object') && declared.length > 0;
          if (shapeIsWrong && (res.statusCode !== 422 || !res.json().errors?.[field.path])) {
            failures.push(`${what} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('the calls the probe found: advanced search, refund-add-method-fee and pay-using-token', async () => {
    for (const field of ['title', 'author', 'publisher', 'isbn']) {
      const res = await send('GET', `/api/search/advanced?${field}=a&${field}=b`);
      expect(res.statusCode, field).toBe(422);
      expect(res.json()).toEqual({ errors: { [field]: [givenOnce(field)] } });
    }
    const refund = await send('POST', '/api/payments/refund-add-method-fee', { paymentIntentId: ['x'] });
    expect(refund.statusCode).toBe(422);
    expect(refund.json().errors.paymentIntentId).toEqual([SHAPE_MESSAGES.single]);
    const pay = await send('POST', '/api/payments/pay-using-token', { token: { a: 1 } });
    expect(pay.statusCode).toBe(422);
    expect(pay.json().errors.token).toEqual([SHAPE_MESSAGES.single]);
  });
});
