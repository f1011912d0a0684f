import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  bearer,
  createAccountsTestApp,
  type Registered,
  register,
} from './support/accounts.js';

// Issue 29: a 422's field errors are worded in the shopper's language: the language they chose
// (the `lang` cookie), else their browser's Accept-Language, else the spec's English.

let t: AccountsTestApp;
let shopper: Registered;
beforeAll(async () => {
  t = await createAccountsTestApp();
  shopper = await register(t.app, { first_name: 'Ayesha', last_name: 'Khan' });
});
afterAll(async () => {
  await t.close();
});

const badRegistration = {
  first_name: 'Ayesha',
  last_name: 'Khan',
  email: 'ayesha-at-example',
  password: 'abc',
  password_confirmation: 'abc',
};
const addressWithWrongPhone = {
  phone: '12345',
  address: '12 Mall Road',
  city: 'Lahore',
  province: 'Punjab',
  country: 'Pakistan',
  zipCode: '54000',
};

function registerWith(headers: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: '/api/auth/register', headers, payload: badRegistration });
}

function addAddressWith(headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/addresses',
    headers: { ...bearer(shopper.token), ...headers },
    payload: addressWithWrongPhone,
  });
}

describe('POST /api/auth/register refused', () => {
  it('words the field errors in Urdu for Accept-Language: ur', async () => {
    const res = await registerWith({ 'accept-language': 'ur' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: {
        email: ['ای میل ایڈریس درست نہیں'],
        password: ['پاس ورڈ میں کم از کم 6 حروف ہونے چاہییں'],
      },
    });
  });

  it("words them in the spec's English for Accept-Language: en and without the header", async () => {
    const english = {
      errors: {
        email: ['Invalid email'],
        password: ['The Password should have a minimum length of 6'],
      },
    };
    const asked: Record<string, string>[] = [
      { 'accept-language': 'en' },
      {},
      { 'accept-language': 'fr-FR,de;q=0.8' },
    ];
    for (const headers of asked) {
      const res = await registerWith(headers);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(english);
    }
  });
});

describe('POST /api/addresses with a wrong phone', () => {
  it('says the phone is wrong in Urdu when the browser asks for Urdu first', async () => {
    const res = await addAddressWith({ 'accept-language': 'ur-PK,ur;q=0.9,en-US;q=0.8' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { phone: ['فون نمبر درست نہیں'] } });
  });

  it('says it in English when the browser prefers English, even with Urdu further down', async () => {
    const res = await addAddressWith({ 'accept-language': 'en-GB,ur;q=0.5' });
    expect(res.json()).toEqual({ errors: { phone: ['Invalid phone number'] } });
  });

  it('follows the language the shopper chose (the lang cookie) over the browser', async () => {
    const urdu = await addAddressWith({ 'accept-language': 'en-US', cookie: 'theme=dark; lang=ur' });
    expect(urdu.json()).toEqual({ errors: { phone: ['فون نمبر درست نہیں'] } });
    const english = await addAddressWith({ 'accept-language': 'ur', cookie: 'lang=en' });
    expect(english.json()).toEqual({ errors: { phone: ['Invalid phone number'] } });
  });
});

describe('PUT /api/profile with a wrong phone and no first name', () => {
  it('words every field error in Urdu', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { ...bearer(shopper.token), 'accept-language': 'ur' },
      payload: { first_name: '', last_name: 'Khan', phone: '0300 12' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: { first_name: ['پہلا نام لازمی ہے'], phone: ['فون نمبر درست نہیں'] },
    });
  });
});
