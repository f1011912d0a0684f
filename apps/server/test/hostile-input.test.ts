import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTROL_CHARACTERS, jsonDepthExceeds, TOO_DEEP } from '../src/security/hostile-input.js';
import { type AccountsTestApp, createAccountsTestApp, PASSWORD, uniqueEmail } from './support/accounts.js';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp({ devRoutes: true });
});
afterAll(async () => {
  await t.close();
});

function registerWith(fields: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      first_name: 'Ayesha',
      last_name: 'Khan',
      email: uniqueEmail(),
      password: PASSWORD,
      password_confirmation: PASSWORD,
      ...fields,
    },
  });
}

function nested(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

describe('the five families of 500s found by the probe answer 4xx with a message', () => {
  it('a NUL character in a text field is a 422 field message; in a query or path a 400', async () => {
    const body = await registerWith({ first_name: 'Ay\u0000esha' });
    expect(body.statusCode).toBe(422);
    expect(body.json()).toEqual({ errors: { first_name: [CONTROL_CHARACTERS] } });

    const query = await t.app.inject('/api/search?keyword=a%00b');
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ error: `Invalid keyword: ${CONTROL_CHARACTERS}` });

    const path = await t.app.inject('/api/books/1%00');
    expect(path.statusCode).toBe(400);
    expect(path.json().error).toEqual(expect.any(String));
  });

  it('other control characters are refused too, but a text area keeps its line breaks', async () => {
    const bell = await registerWith({ last_name: 'Khan\u0007' });
    expect(bell.json()).toEqual({ errors: { last_name: [CONTROL_CHARACTERS] } });
    const newline = await registerWith({ last_name: 'Kh\nan' });
    expect(newline.json()).toEqual({ errors: { last_name: [CONTROL_CHARACTERS] } });
    const request = {
      name: 'Ayesha Khan',
      email: uniqueEmail(),
      title: 'Basti',
      notes: 'Paperback please.\n\tAny edition.',
    };
    const ok = await t.app.inject({ method: 'POST', url: '/api/book-requests', payload: request });
    expect(ok.statusCode).toBe(201);
    const nul = await t.app.inject({
      method: 'POST',
      url: '/api/book-requests',
      payload: { ...request, notes: 'bad\u0000' },
    });
    expect(nul.statusCode).toBe(422);
    expect(nul.json()).toEqual({ errors: { notes: [CONTROL_CHARACTERS] } });
  });

  it('JSON nested 4,000 levels is a 400 decided before parsing: JSON.parse never sees the body', async () => {
    expect(jsonDepthExceeds(nested(32), 32)).toBe(false);
    expect(jsonDepthExceeds(nested(33), 32)).toBe(true);
    // Brackets inside strings are text, not nesting.
    expect(jsonDepthExceeds(JSON.stringify({ a: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[' }), 3)).toBe(false);
    // Parsing it would recurse 4,000 levels deep before any check could refuse it; the depth scan
    // is one pass over the text. Not timed (a busy machine's noise): the parser is watched instead.
    const body = nested(4000);
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expect(res.statusCode).toBe(400);
      expect(parse.mock.calls.filter(([text]) => text === body)).toEqual([]);
      expect(res.json()).toEqual({ error: TOO_DEEP });
    } finally {
      parse.mockRestore();
    }
  });

  it('Infinity, 1e309 and negative numbers in numeric paths and queries are 400s, never an uncapped page', async () => {
    for (const url of [
      '/api/books/Infinity',
      '/api/books/1e309',
      '/api/books/-1',
      '/api/books?limit=-Infinity',
      '/api/books?limit=1e309',
      '/api/books?offset=-5',
      '/api/dev/outbox?limit=-Infinity',
      '/api/dev/outbox?limit=Infinity',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ error: expect.stringMatching(/^Invalid /) });
    }
  });

  it('a 3,000-character e-mail is a 422 on register, login and forgot-password', async () => {
    const email = `${'a'.repeat(3000)}@example.pk`;
    const register = await registerWith({ email });
    expect(register.statusCode).toBe(422);
    expect(register.json()).toEqual({ errors: { email: ['Invalid email'] } });
    for (const url of ['/api/auth/login', '/api/auth/forget-password']) {
      const res = await t.app.inject({ method: 'POST', url, payload: { email, password: 'x' } });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors.email, url).toEqual(['Invalid email']);
    }
  });

  it('register names are bounded like the profile, and a megabyte body is a 413', async () => {
    const long = await registerWith({ first_name: 'a'.repeat(31) });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toEqual({
      errors: { first_name: ['The first name should have a maximum length of 30'] },
    });
    const huge = await registerWith({ first_name: 'a'.repeat(1_000_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: expect.any(String) });
  });
});

describe('prototype keys', () => {
  it('a __proto__ key in a body is a 400 with { error }', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@example.pk","password":"x","__proto__":{"admin":true}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it("fields named like an object's methods (valueOf, toString, constructor) are ignored: the account is made, not a 500", async () => {
    const res = await registerWith({ valueOf: 0, toString: 'x', constructor: 1 });
    expect(res.statusCode).toBe(201);
  });
});
