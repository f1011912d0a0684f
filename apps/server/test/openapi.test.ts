import {
  addressSchema,
  changePasswordSchema,
  editProfileSchema,
  loginSchema,
  registerSchema,
  validateForm,
} from '@bookshop/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Describable } from '../src/openapi/yup-json-schema.js';
import { createTestApp, type TestApp } from './support/test-app.js';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { summary?: string; parameters?: { name: string; in: string }[] }>>;
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
