import { createMessages, formatMessage } from '@bookshop/i18n';
import { describe, expect, it, vi } from 'vitest';
import { CardEntryError, confirmCardWithProvider } from './sandbox-card-entry';

const english = createMessages('en');

async function newKey() {
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', key));
  return { key, base64: btoa(String.fromCharCode(...raw)) };
}

const b64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

describe('confirmCardWithProvider', () => {
  it('sends the card to the provider sealed with the intent key, never in the clear', async () => {
    const { key, base64 } = await newKey();
    const calls: {
      url: string;
      language: string | undefined;
      body: { clientSecret: string; iv: string; ciphertext: string };
    }[] = [];
    const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const headers = init?.headers as Record<string, string> | undefined;
      calls.push({
        url: String(url),
        language: headers?.['x-shop-language'],
        body: JSON.parse(String(init?.body)),
      });
      return Response.json({ status: 'succeeded', paymentIntentId: 'pi_1234567890' });
    });
    const intent = {
      clientSecret: 'pi_1234567890_secret_x',
      encryptionKey: base64,
      paymentIntentId: 'pi_1234567890',
    };
    await confirmCardWithProvider(
      intent,
      { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' },
      { messages: english, fetchImpl },
    );
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('/sandbox-provider/v1/intents/pi_1234567890/confirm');
    expect(call?.language).toBe('en');
    expect(JSON.stringify(call?.body)).not.toContain('4242');
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: b64(call?.body.iv ?? '') },
      key,
      b64(call?.body.ciphertext ?? ''),
    );
    expect(JSON.parse(new TextDecoder().decode(plain))).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
  });

  it('refuses a number that fails Luhn without calling anyone, and passes on the provider’s refusal', async () => {
    const { base64 } = await newKey();
    const intent = { clientSecret: 's', encryptionKey: base64, paymentIntentId: 'pi_1234567890' };
    const never = vi.fn();
    await expect(
      confirmCardWithProvider(
        intent,
        { number: '4242424242424241', expMonth: 1, expYear: 2030, cvc: '1' },
        { messages: english, fetchImpl: never },
      ),
    ).rejects.toEqual(new CardEntryError('Your card number is invalid.'));
    expect(never).not.toHaveBeenCalled();
    const refusing = vi.fn(async () => Response.json({ error: 'Your card has expired.' }, { status: 402 }));
    await expect(
      confirmCardWithProvider(
        intent,
        { number: '5555555555554444', expMonth: 1, expYear: 2001, cvc: '123' },
        { messages: english, fetchImpl: refusing },
      ),
    ).rejects.toEqual(new CardEntryError('Your card has expired.'));
  });

  it('words its own refusal in the page’s language', async () => {
    const { base64 } = await newKey();
    const intent = { clientSecret: 's', encryptionKey: base64, paymentIntentId: 'pi_1234567890' };
    await expect(
      confirmCardWithProvider(
        intent,
        { number: '4242424242424241', expMonth: 1, expYear: 2030, cvc: '123' },
        { messages: createMessages('ur'), fetchImpl: vi.fn() },
      ),
    ).rejects.toEqual(new CardEntryError(formatMessage('ur', 'checkout.newCard.numberInvalid')));
  });
});
