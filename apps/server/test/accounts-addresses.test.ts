import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../src/auth/tokens.js';
import { addresses, authTokens } from '../src/db/schema/index.js';
import {
  type AccountsTestApp,
  bearer,
  createAccountsTestApp,
  guestToken,
  type Registered,
  register,
} from './support/accounts.js';

let t: AccountsTestApp;
let owner: Registered;
let stranger: Registered;
beforeAll(async () => {
  t = await createAccountsTestApp();
  owner = await register(t.app, { first_name: 'Ayesha', last_name: 'Khan' });
  stranger = await register(t.app, { first_name: 'Bilal', last_name: 'Qureshi' });
});
afterAll(async () => {
  await t.close();
});

const profileAddress = {
  phone: '0300 1234567',
  address: '12 Mall Road',
  city: 'Lahore',
  province: 'Punjab',
  country: 'Pakistan',
  zipCode: '54000',
};

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}

async function create(token: string, payload: object = profileAddress) {
  const res = await call('POST', '/api/addresses', token, payload);
  expect(res.statusCode).toBe(201);
  return res.json().data.address as { id: number; Name: string | null };
}

async function listFor(token: string) {
  const res = await call('GET', '/api/addresses', token);
  expect(res.statusCode).toBe(200);
  return res.json().data.addresses as { id: number }[];
}

describe('POST /api/addresses', () => {
  it('saves a profile address under the user, named after the user, phone in E.164', async () => {
    const res = await call('POST', '/api/addresses', owner.token, profileAddress);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'Address created successfully.',
      data: {
        address: {
          id: expect.any(Number),
          Name: 'Ayesha Khan',
          Phone: '+923001234567',
          Address: '12 Mall Road',
          City: 'Lahore',
          Province: 'Punjab',
          Country: 'Pakistan',
          PostCode: '54000',
        },
      },
    });
    const list = await listFor(owner.token);
    expect(list).toContainEqual(res.json().data.address);
  });

  it('saves a checkout address with its own name and a longer address line', async () => {
    const long = `House 7, ${'Street '.repeat(12)}`.trim();
    expect(long.length).toBeGreaterThan(60);
    const address = await create(owner.token, {
      ...profileAddress,
      address: long,
      firstName: 'Hamza',
      lastName: 'Iqbal',
    });
    expect(address).toMatchObject({ Name: 'Hamza Iqbal', Address: long });
    // The profile form keeps the 60-character bound.
    const profile = await call('POST', '/api/addresses', owner.token, { ...profileAddress, address: long });
    expect(profile.json()).toEqual({
      errors: { address: ['The address should have a maximum length of 60'] },
    });
  });

  it('answers the shared schema messages', async () => {
    const empty = await call('POST', '/api/addresses', owner.token, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      errors: {
        phone: ['Phone field is required.'],
        address: ['Address field is required.'],
        city: ['City field is required.'],
        province: ['Province field is required.'],
        country: ['Country field is required.'],
        zipCode: ['Zip code field is required.'],
      },
    });
    const badPhone = await call('POST', '/api/addresses', owner.token, {
      ...profileAddress,
      phone: '+44 7911 123456',
    });
    expect(badPhone.json()).toEqual({ errors: { phone: ['Invalid phone number'] } });
    const checkout = await call('POST', '/api/addresses', owner.token, { ...profileAddress, checkout: true });
    expect(checkout.json()).toEqual({
      errors: { firstName: ['First name is required.'], lastName: ['Last name is required.'] },
    });
  });

  it('refuses an address abroad, as the shop delivers within Pakistan only, and saves nothing', async () => {
    const before = (await call('GET', '/api/addresses', owner.token)).json().data.addresses.length;
    const abroad = await call('POST', '/api/addresses', owner.token, {
      ...profileAddress,
      country: 'United Arab Emirates',
      province: 'Dubai',
      city: 'Dubai',
    });
    expect(abroad.statusCode).toBe(422);
    expect(abroad.json()).toEqual({ errors: { country: ['We deliver within Pakistan only for now.'] } });
    expect((await call('GET', '/api/addresses', owner.token)).json().data.addresses).toHaveLength(before);
  });

  it('keeps one owner to at most 50 addresses', async () => {
    const guest = await guestToken(t.app);
    const [row] = await t.database.db
      .select({ id: authTokens.id })
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashSecret(guest)));
    await t.database.db.insert(addresses).values(
      Array.from({ length: 50 }, () => ({
        guestTokenId: row!.id,
        phone: '+923001234567',
        address: '12 Mall Road',
        city: 'Lahore',
        province: 'Punjab',
        country: 'Pakistan',
        zipCode: '54000',
      })),
    );
    const res = await call('POST', '/api/addresses', guest, profileAddress);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: 'You can keep at most 50 addresses. Please delete one first.' });
  });

  it('needs a token', async () => {
    const none = await call('POST', '/api/addresses', null, profileAddress);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: 'Authorization token is missing' });
    const wrong = await call('POST', '/api/addresses', 'v'.repeat(43), profileAddress);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid or expired token' });
  });
});

describe('GET /api/addresses', () => {
  it('lists only the owner’s addresses, oldest first', async () => {
    const a = await create(stranger.token);
    const b = await create(stranger.token, { ...profileAddress, city: 'Karachi', province: 'Sindh' });
    const list = await listFor(stranger.token);
    expect(list.map((x) => x.id)).toEqual([a.id, b.id]);
    const mine = await listFor(owner.token);
    expect(mine.map((x) => x.id)).not.toContain(a.id);
  });

  it('answers 401 without a token and with a wrong one', async () => {
    expect((await call('GET', '/api/addresses', null)).json()).toEqual({
      error: 'Authorization token is missing',
    });
    const wrong = await call('GET', '/api/addresses', 'u'.repeat(43));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid or expired token' });
  });
});

describe('PUT /api/addresses/:id', () => {
  it('updates the owner’s address and keeps a checkout name when the profile form edits it', async () => {
    const address = await create(owner.token, { ...profileAddress, firstName: 'Hamza', lastName: 'Iqbal' });
    const res = await call('PUT', `/api/addresses/${address.id}`, owner.token, {
      ...profileAddress,
      city: 'Islamabad',
      province: 'Islamabad Capital Territory',
      phone: '+92 333 5551234',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { address: { id: address.id, Name: 'Hamza Iqbal', City: 'Islamabad', Phone: '+923335551234' } },
    });
  });

  it('answers 404 for another user’s address and leaves it as it was', async () => {
    const theirs = await create(stranger.token);
    const res = await call('PUT', `/api/addresses/${theirs.id}`, owner.token, {
      ...profileAddress,
      city: 'Multan',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Address not found' });
    const list = (await listFor(stranger.token)) as { id: number; City: string }[];
    expect(list.find((x) => x.id === theirs.id)?.City).toBe('Lahore');
  });

  it('validates the body and the id', async () => {
    const address = await create(owner.token);
    const res = await call('PUT', `/api/addresses/${address.id}`, owner.token, {
      ...profileAddress,
      zipCode: '54',
    });
    expect(res.json()).toEqual({ errors: { zipCode: ['The zip code should have a minimum length of 3'] } });
    expect((await call('PUT', '/api/addresses/abc', owner.token, profileAddress)).statusCode).toBe(400);
    expect((await call('PUT', '/api/addresses/999999', owner.token, profileAddress)).statusCode).toBe(404);
  });

  it('answers 401 without a token and with a wrong one', async () => {
    const address = await create(owner.token);
    expect((await call('PUT', `/api/addresses/${address.id}`, null, profileAddress)).statusCode).toBe(401);
    const wrong = await call('PUT', `/api/addresses/${address.id}`, 't'.repeat(43), profileAddress);
    expect(wrong.json()).toEqual({ error: 'Invalid or expired token' });
  });
});

describe('DELETE /api/addresses/:id', () => {
  it('deletes the owner’s address once', async () => {
    const address = await create(owner.token);
    const res = await call('DELETE', `/api/addresses/${address.id}`, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Address deleted successfully.' });
    expect((await listFor(owner.token)).map((x) => x.id)).not.toContain(address.id);
    expect((await call('DELETE', `/api/addresses/${address.id}`, owner.token)).statusCode).toBe(404);
  });

  it('answers 404 for another user’s address and keeps it', async () => {
    const theirs = await create(stranger.token);
    const res = await call('DELETE', `/api/addresses/${theirs.id}`, owner.token);
    expect(res.statusCode).toBe(404);
    expect((await listFor(stranger.token)).map((x) => x.id)).toContain(theirs.id);
  });

  it('answers 401 without a token and with a wrong one', async () => {
    const address = await create(owner.token);
    expect((await call('DELETE', `/api/addresses/${address.id}`, null)).json()).toEqual({
      error: 'Authorization token is missing',
    });
    expect((await call('DELETE', `/api/addresses/${address.id}`, 's'.repeat(43))).statusCode).toBe(401);
  });
});

describe('guest addresses', () => {
  it('belong to the guest token: listed only for it, invisible to users and other guests', async () => {
    const guest = await guestToken(t.app);
    const otherGuest = await guestToken(t.app);
    expect(await listFor(guest)).toEqual([]);
    const created = await create(guest, { ...profileAddress, firstName: 'Guest', lastName: 'Shopper' });
    expect(created.Name).toBe('Guest Shopper');
    expect((await listFor(guest)).map((x) => x.id)).toEqual([created.id]);
    expect((await listFor(otherGuest)).map((x) => x.id)).toEqual([]);
    expect((await listFor(owner.token)).map((x) => x.id)).not.toContain(created.id);
    expect((await call('PUT', `/api/addresses/${created.id}`, owner.token, profileAddress)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/addresses/${created.id}`, otherGuest)).statusCode).toBe(404);
  });

  it('cannot reach a user’s addresses', async () => {
    const guest = await guestToken(t.app);
    const mine = await create(owner.token);
    expect((await listFor(guest)).map((x) => x.id)).not.toContain(mine.id);
    expect((await call('PUT', `/api/addresses/${mine.id}`, guest, profileAddress)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/addresses/${mine.id}`, guest)).statusCode).toBe(404);
  });

  it('a profile address without a name has no Name for a guest', async () => {
    const guest = await guestToken(t.app);
    expect((await create(guest)).Name).toBeNull();
  });
});
