import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

describe('account settings from the environment', () => {
  it('keeps developer routes off unless DEV_ROUTES=true', () => {
    expect(loadConfig({}).devRoutes).toBe(false);
    expect(loadConfig({ DEV_ROUTES: 'false' }).devRoutes).toBe(false);
    expect(loadConfig({ DEV_ROUTES: 'yes' }).devRoutes).toBe(false);
    expect(loadConfig({ DEV_ROUTES: 'true' }).devRoutes).toBe(true);
  });

  it('never turns developer routes on in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).devRoutes).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_ROUTES: 'true' }).devRoutes).toBe(false);
  });

  it('reads SMTP and the sender, defaulting the sender to the public host', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://shop.example.pk/',
      SMTP_URL: 'smtp://mail.example.pk:587',
    });
    expect(config.publicUrl).toBe('https://shop.example.pk');
    expect(config.smtpUrl).toBe('smtp://mail.example.pk:587');
    expect(config.mailFrom).toBe('Bookshop <no-reply@shop.example.pk>');
    expect(loadConfig({}).smtpUrl).toBeNull();
    expect(loadConfig({ MAIL_FROM: 'Shop <hello@example.pk>' }).mailFrom).toBe('Shop <hello@example.pk>');
  });

  it('refuses a public address that is not an absolute URL', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'shop.example.pk' })).toThrow(/PUBLIC_URL/);
  });
});
