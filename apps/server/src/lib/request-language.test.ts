import { messageRef } from '@bookshop/i18n';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.js';
import { ValidationError } from './errors.js';

/** A bare app with the shop's error handler and routes that refuse with field errors. */
async function appRefusing() {
  const app = Fastify();
  registerErrorHandler(app);
  const refuse = async () => {
    throw new ValidationError({
      phone: [messageRef('address.phoneInvalid')],
      address: [messageRef('address.addressMin', { min: 3 }), 'Already in words'],
    });
  };
  app.post('/api/addresses', refuse);
  app.post('/api/admin/orders/1/ship', refuse);
  await app.ready();
  return app;
}

describe('422 field errors in the request language', () => {
  it('words catalogue references in Urdu for an Urdu request and keeps words as they are', async () => {
    const app = await appRefusing();
    const res = await app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers: { 'accept-language': 'ur' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: {
        phone: ['فون نمبر درست نہیں'],
        address: ['پتے میں کم از کم 3 حروف ہونے چاہییں', 'Already in words'],
      },
    });
    await app.close();
  });

  it("words them in the page's language (x-shop-language) over the remembered choice and the browser's", async () => {
    const app = await appRefusing();
    const urduPage = await app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers: { 'x-shop-language': 'ur', cookie: 'lang=en', 'accept-language': 'en' },
    });
    expect(urduPage.json()).toMatchObject({ errors: { phone: ['فون نمبر درست نہیں'] } });
    const englishPage = await app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers: { 'x-shop-language': 'en', cookie: 'lang=ur', 'accept-language': 'ur' },
    });
    expect(englishPage.json()).toMatchObject({ errors: { phone: ['Invalid phone number'] } });
    const remembered = await app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers: { cookie: 'lang=ur', 'accept-language': 'en' },
    });
    expect(remembered.json()).toMatchObject({ errors: { phone: ['فون نمبر درست نہیں'] } });
    await app.close();
  });

  it('answers the back office in English whatever its browser asks for', async () => {
    const app = await appRefusing();
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/orders/1/ship',
      headers: { 'accept-language': 'ur', cookie: 'lang=ur' },
    });
    expect(res.json()).toEqual({
      errors: {
        phone: ['Invalid phone number'],
        address: ['The address should have a minimum length of 3', 'Already in words'],
      },
    });
    await app.close();
  });

  it('keeps the English errors and first message on the error itself', () => {
    const error = new ValidationError({ phone: [messageRef('address.phoneInvalid')] });
    expect(error.errors).toEqual({ phone: ['Invalid phone number'] });
    expect(error.message).toBe('Invalid phone number');
    expect(error.errorsIn('ur')).toEqual({ phone: ['فون نمبر درست نہیں'] });
  });
});
