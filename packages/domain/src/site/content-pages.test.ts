import { describe, expect, it } from 'vitest';
import { CONTENT_PAGES } from './content-pages.js';

describe('CONTENT_PAGES', () => {
  it('holds every footer link of the spec with a heading', () => {
    const footer = [
      '/who-we-are',
      '/outlets',
      '/careers',
      '/under-construction/manuscript-submissions',
      '/placing-order',
      '/payments',
      '/packing-shipping',
      '/tracking-order',
      '/cancelling-order',
      '/returns',
      '/international-orders',
      '/readings-mobile-app',
      '/privacy-policy',
      '/terms-conditions',
    ];
    for (const path of footer) expect(CONTENT_PAGES[path], path).toMatch(/\w/);
  });
});
