import { describe, expect, it, vi } from 'vitest';

describe('importing the package', () => {
  it('words nothing while its modules load, so it loads before any catalogue is registered', async () => {
    // The server bundles this package ahead of the module that registers the catalogues; a
    // schema worded at import crashed it at start ("No en catalogue is registered").
    const key = Symbol.for('@bookshop/i18n/registry');
    const holder = globalThis as Record<symbol, unknown>;
    const registered = holder[key];
    delete holder[key];
    vi.resetModules();
    try {
      const validation = await import('./index.js');
      expect(Object.keys(validation).length).toBeGreaterThan(10);
    } finally {
      holder[key] = registered;
    }
  });
});
