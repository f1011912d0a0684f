import { describe, expect, it } from 'vitest';
import { whereToOpen } from './shop-address.js';

const local = { publicUrl: 'http://localhost:3000', publicUrlSet: false };

describe('whereToOpen', () => {
  it('says PUBLIC_URL when it was given, wherever the shop listens', () => {
    expect(
      whereToOpen(
        { publicUrl: 'https://shop.example.pk', publicUrlSet: true },
        { address: '0.0.0.0', port: 3000 },
      ),
    ).toBe('https://shop.example.pk');
  });

  it('says localhost for every interface (0.0.0.0 or ::), never one interface such as 192.0.2.2', () => {
    expect(whereToOpen(local, { address: '0.0.0.0', port: 3000 })).toBe('http://localhost:3000');
    expect(whereToOpen(local, { address: '::', port: 8080 })).toBe('http://localhost:8080');
  });

  it('says the address and the real port when the shop listens on one address (PORT=0 included)', () => {
    expect(whereToOpen(local, { address: '127.0.0.1', port: 41234 })).toBe('http://127.0.0.1:41234');
    expect(whereToOpen(local, { address: '::1', port: 3000 })).toBe('http://[::1]:3000');
  });
});
