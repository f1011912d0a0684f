import {
  addressSchema,
  changePasswordSchema,
  editProfileSchema,
  loginSchema,
  registerSchema,
  validateForm,
} from '@bookshop/validation';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { droppedPaths, onDroppedFields, serializerFor } from '../src/openapi/response-serializers.js';
import { responseSchemas } from '../src/openapi/responses.js';
import { wireBodySchema } from '../src/openapi/wire-schemas.js';
import type { Describable } from '../src/openapi/yup-json-schema.js';
import { listenForDroppedFields } from './support/contract-setup.js';
import { contractProblem } from './support/openapi-contract.js';
import { createTestApp, type TestApp } from './support/test-app.js';

interface Operation {
  summary?: string;
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: object }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown>; example?: unknown }> };
  responses: Record<
    string,
    { $ref?: string; description?: string; content?: Record<string, { schema: object }> }
  >;
}

interface OpenApiDocument {
  openapi: string;
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Record<string, unknown>>;
    responses: Record<string, unknown>;
    securitySchemes: Record<string, { type: string; scheme?: string }>;
  };
}

/** Every operation of the document with its method and path. */
function operationsOf(doc: OpenApiDocument): { method: string; path: string; operation: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
  );
}

/** A made-up answer, for checking the checker. */
function answer(statusCode: number, body: unknown, contentType = 'application/json; charset=utf-8') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    statusCode,
    body: text,
    headers: { 'content-type': contentType },
  } as unknown as LightMyRequestResponse;
}

/** Fastify's `/api/books/:id` as OpenAPI writes it: `/api/books/{id}`. */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

describe('GET /api/openapi.json', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is an OpenAPI 3 document', () => {
    expect(doc.openapi).toMatch(/^3\./);
  });

  it('describes every registered route, with a summary and its path parameters', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(20);
    const missing = t.app.apiRoutes.filter(({ method, url }) => !doc.paths[openApiPath(url)]?.[method]);
    expect(missing).toEqual([]);
    const unsummarised = t.app.apiRoutes.filter(
      ({ method, url }) => !doc.paths[openApiPath(url)]?.[method]?.summary,
    );
    expect(unsummarised).toEqual([]);
    for (const { method, url } of t.app.apiRoutes) {
      const declared = (doc.paths[openApiPath(url)]?.[method]?.parameters ?? [])
        .filter((p) => p.in === 'path')
        .map((p) => p.name)
        .sort();
      const inUrl = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]).sort();
      expect(declared, `${method} ${url}`).toEqual(inUrl);
    }
  });

  it('documents each body from its shared yup schema, agreeing with what the schema refuses', () => {
    const bodies: [string, string, Describable][] = [
      ['/api/auth/register', 'post', registerSchema],
      ['/api/auth/login', 'post', loginSchema],
      ['/api/auth/change-password', 'post', changePasswordSchema],
      ['/api/profile', 'put', editProfileSchema],
      ['/api/addresses', 'post', addressSchema],
    ];
    for (const [path, method, schema] of bodies) {
      const operation = doc.paths[path]?.[method] as unknown as {
        requestBody?: { content: Record<string, { schema: { properties: object; required?: string[] } }> };
      };
      const documented = operation.requestBody?.content['application/json']?.schema;
      expect(documented, path).toBeDefined();
      const fields = Object.keys((schema.describe() as { fields: object }).fields);
      expect(Object.keys(documented?.properties ?? {}).sort(), path).toEqual(fields.sort());
      // Every field documented as required is one the schema refuses to do without.
      const result = validateForm(schema as Parameters<typeof validateForm>[0], {});
      const refused = result.ok ? [] : Object.keys(result.errors);
      expect(refused, path).toEqual(expect.arrayContaining(documented?.required ?? []));
      expect(documented?.required?.length ?? 0, path).toBeGreaterThan(0);
    }
  });

  it('names every operation (unique operationId), tags it with a described tag and says who may call it', () => {
    const operations = operationsOf(doc);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const described = new Set(doc.tags.filter((t) => t.description).map((t) => t.name));
    for (const { method, path, operation } of operations) {
      expect(
        operation.tags?.every((tag) => described.has(tag)),
        `${method} ${path}`,
      ).toBe(true);
      expect(Array.isArray(operation.security), `${method} ${path} security`).toBe(true);
    }
  });

  it('describes every answer of every operation with a schema, including the errors every route may give', () => {
    for (const { method, path, operation } of operationsOf(doc)) {
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((s) => /^[23]/.test(s)),
        `${method} ${path}: ${statuses}`,
      ).toBe(true);
      expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(['400', '500', '503']));
      for (const [status, response] of Object.entries(operation.responses)) {
        const resolved = response.$ref
          ? (doc.components.responses[response.$ref.split('/').pop() as string] as typeof response)
          : response;
        expect(resolved?.description, `${method} ${path} ${status}`).toBeTruthy();
        const noBody = status === '204' || status.startsWith('3');
        if (!noBody) expect(resolved?.content, `${method} ${path} ${status}`).toBeDefined();
      }
    }
    // The shared error shapes of packages/domain/src/api/errors.ts.
    expect(doc.components.schemas.ApiErrorBody).toMatchObject({ required: ['error'] });
    expect(doc.components.schemas.FieldErrorsBody).toMatchObject({ required: ['errors'] });
  });

  it('has a bearer scheme for shoppers that the private calls list, and none on public ones', () => {
    expect(doc.components.securitySchemes.shopperBearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/cart/place-order']?.post?.security).toEqual([{ shopperBearer: [] }]);
    expect(doc.paths['/api/orders']?.get?.security).toEqual([{ shopperBearer: [] }]);
    expect(doc.paths['/api/books/{id}']?.get?.security).toEqual([]);
    expect(doc.paths['/api/cart/place-order']?.post?.responses['401']).toBeDefined();
  });

  it('documents place-order: its Idempotency-Key header, a body whose shown_lines are optional, and every answer', () => {
    const placeOrder = doc.paths['/api/cart/place-order']?.post as Operation;
    expect(placeOrder.operationId).toBe('placeOrder');
    expect(placeOrder.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'Idempotency-Key', required: true }),
    );
    const media = placeOrder.requestBody?.content['application/json'] as {
      schema: { required: string[]; properties: object };
      example?: unknown;
    };
    expect(media.schema.required).not.toContain('shown_lines');
    expect(media.schema.properties).toHaveProperty('shown_lines');
    expect(media.example).toMatchObject({ payment_option: 4 });
    expect(Object.keys(placeOrder.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '402', '409', '422', '429', '503']),
    );
    expect(doc.components.schemas.PlaceOrderResponse).toBeDefined();
  });

  it('documents the e-gift card form post and says what PUT /api/cart/checkout/{cartType} does', () => {
    const purchase = doc.paths['/update_e_gift_card']?.post as Operation;
    expect(purchase.operationId).toBe('buyGiftCard');
    expect(Object.keys(purchase.requestBody?.content ?? {})).toEqual(['application/x-www-form-urlencoded']);
    expect(Object.keys(purchase.responses)).toContain('303');
    const checkout = doc.paths['/api/cart/checkout/{cartType}']?.put as Operation;
    expect(checkout.summary).toBe('Move every line of the cart to the wish list or to saved for later');
  });

  it('documents the statuses the routes really answer: 201 for a created line, 204 for a recorded view', () => {
    expect(Object.keys(doc.paths['/api/cart/add-cart-item']?.post?.responses ?? {})).toContain('201');
    expect(doc.paths['/api/cart/add-cart-item']?.post?.responses['200']).toBeUndefined();
    expect(Object.keys(doc.paths['/api/recent-history']?.post?.responses ?? {})).toContain('204');
  });

  it('fails an answer whose status the document does not describe, or whose body does not match it', async () => {
    await t.app.ready();
    expect(await contractProblem(t.app, '/api/books/1', answer(404, { error: 'Book not found' }))).toBeNull();
    expect(await contractProblem(t.app, '/api/books/1', answer(418, { error: 'teapot' }))).toMatch(
      /GET \/api\/books\/\{id\} \(getBook\) answered 418, a status the document does not describe/,
    );
    expect(await contractProblem(t.app, '/api/books/1', answer(404, { message: 'Book not found' }))).toMatch(
      /answered 404 with a body that does not match the document/,
    );
    expect(
      await contractProblem(t.app, '/api/books/1', answer(200, { data: { book: { Book_Id: '1' } } })),
    ).toMatch(/does not match the document/);
    expect(await contractProblem(t.app, '/api/books/1', answer(404, 'Not found', 'text/plain'))).toMatch(
      /as text\/plain, where the document says application\/json/,
    );
    // Pages of the web app are not operations of the document.
    expect(await contractProblem(t.app, '/books/1', answer(200, '<html>', 'text/html'))).toBeNull();
  });

  it('answers what Fastify refuses before a route runs in the documented { error } shape (a path parameter over 100 characters is 414)', async () => {
    const res = await t.app.inject(`/api/books/${'9'.repeat(150)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ error: 'The address is too long.' });
  });

  it('serializes an answer through its schema: a field the domain type lacks is never sent', () => {
    const response = responseSchemas({ 200: 'ApiErrorBody' }, { body: false }) as Record<
      string,
      { content: Record<string, { schema: unknown }> }
    >;
    const serialize = serializerFor(response['200']?.content['application/json']?.schema);
    const heard: string[] = [];
    onDroppedFields((paths) => heard.push(...paths));
    try {
      expect(serialize({ error: 'Book not found', stack: 'at secret.ts:1', sql: 'select' })).toBe(
        '{"error":"Book not found"}',
      );
    } finally {
      listenForDroppedFields();
    }
    // What the tests are told of, so a field a client may read is never dropped unnoticed.
    expect(heard).toEqual(['$.stack', '$.sql']);
    expect(() => wireBodySchema(['NoSuchType'])).toThrow('No wire schema named NoSuchType');
    expect(droppedPaths({ data: [{ a: 1, b: 2 }], extra: true }, { data: [{ a: 1 }] })).toEqual([
      '$.data[0].b',
      '$.extra',
    ]);
  });

  it('documents query bounds: a page of books is 1 to 100', () => {
    const list = (doc.paths['/api/books']?.get?.parameters ?? []) as unknown as {
      name: string;
      schema: { maximum?: number };
    }[];
    expect(list.find((p) => p.name === 'limit')?.schema.maximum).toBe(100);
  });

  it('serves the reader at /api/docs under the strict Content-Security-Policy, scripts from the shop only', async () => {
    const page = await t.app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(/src="\.?\/?[^"]*"/);
      expect(inline?.trim()).toBe('');
    }
    const initializer = await t.app.inject('/api/docs/static/swagger-initializer.js');
    expect(initializer.statusCode).toBe(200);
    expect(initializer.headers['content-type']).toMatch(/javascript/);
  });
});
