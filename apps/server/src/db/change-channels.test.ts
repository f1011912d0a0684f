import { describe, expect, it } from 'vitest';
import { catalogueChangeIn } from './change-channels.js';

describe('catalogueChangeIn', () => {
  it("gives the change announced for the shop's own schema", () => {
    expect(catalogueChangeIn('public/books:1,2', 'public')).toBe('books:1,2');
    expect(catalogueChangeIn('test_ab12/*', 'test_ab12')).toBe('*');
  });

  it("gives null for another schema's change", () => {
    expect(catalogueChangeIn('test_ab12/books:1', 'public')).toBeNull();
    expect(catalogueChangeIn('public/*', 'test_ab12')).toBeNull();
  });

  it('gives a payload that names no schema as it is (a lost listening connection announces "*")', () => {
    expect(catalogueChangeIn('*', 'public')).toBe('*');
    expect(catalogueChangeIn('books:7', 'test_ab12')).toBe('books:7');
  });
});
