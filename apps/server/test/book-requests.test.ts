import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookRequests } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('POST /api/book-requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/book-requests', payload: payload as Record<string, unknown> });

  it('stores a request, trimmed, with the e-mail lower-cased and the phone in E.164', async () => {
    const res = await post({
      name: '  Ayesha Khan ',
      email: 'Ayesha@Example.PK',
      phone: '0300 1234567',
      title: 'Basti',
      author: 'Intizar Husain',
      notes: 'Any edition',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toMatch(/Thank you/);
    expect(body.data.request).toMatchObject({
      id: expect.any(Number),
      title: 'Basti',
      author: 'Intizar Husain',
    });
    const [row] = await t.database.db
      .select()
      .from(bookRequests)
      .where(eq(bookRequests.id, body.data.request.id));
    expect(row).toMatchObject({
      name: 'Ayesha Khan',
      email: 'ayesha@example.pk',
      phone: '+923001234567',
      title: 'Basti',
      author: 'Intizar Husain',
      notes: 'Any edition',
      status: 'new',
    });
  });

  it('takes a request without the optional fields', async () => {
    const res = await post({ name: 'Bilal', email: 'bilal@example.com', title: 'آگ کا دریا' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(bookRequests)
      .where(eq(bookRequests.id, res.json().data.request.id));
    expect(row).toMatchObject({ phone: null, author: null, notes: null, title: 'آگ کا دریا' });
  });

  it('names every missing required field in a 422', async () => {
    const res = await post({ name: ' ', phone: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: {
        name: ['Name is required'],
        email: ['Email is required'],
        title: ['Book title is required'],
      },
    });
  });

  it('refuses a bad e-mail, a phone that is not a Pakistani mobile, over-long text and non-text values', async () => {
    const res = await post({
      name: 'x'.repeat(101),
      email: 'not-an-email',
      phone: '042 35761234',
      title: ['Basti'],
      notes: 'n'.repeat(2001),
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.name).toEqual(['Name must be at most 100 characters']);
    expect(errors.email).toEqual(['Please enter a valid email address']);
    expect(errors.phone[0]).toMatch(/Pakistani mobile/);
    expect(errors.title).toEqual(['Book title must be text']);
    expect(errors.notes).toEqual(['Notes must be at most 2000 characters']);
  });

  it('answers a body that is not an object field by field, and bad JSON with a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/book-requests',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'name', 'title']);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/book-requests',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(broken.statusCode).toBe(400);
  });
});
