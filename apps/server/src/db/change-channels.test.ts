import { describe, expect, it } from 'vitest';
import { changeInSchema, idsOfChange } from './change-channels.js';

describe('changeInSchema', () => {
  it("gives the change announced for the shop's own schema", () => {
    expect(changeInSchema('public/books:1,2', 'public')).toBe('books:1,2');
    expect(changeInSchema('test_ab12/*', 'test_ab12')).toBe('*');
  });

  it("gives null for another schema's change", () => {
    expect(changeInSchema('test_ab12/books:1', 'public')).toBeNull();
    expect(changeInSchema('public/*', 'test_ab12')).toBeNull();
  });

  it('gives a payload that names no schema as it is (a lost listening connection announces "*")', () => {
    expect(changeInSchema('*', 'public')).toBe('*');
    expect(changeInSchema('books:7', 'test_ab12')).toBe('books:7');
  });
});

describe('idsOfChange', () => {
  it('gives the ids named after the prefix, and null for another prefix or "*"', () => {
    expect(idsOfChange('books:1,2', 'books')).toEqual([1, 2]);
    expect(idsOfChange('tokens:7', 'tokens')).toEqual([7]);
    expect(idsOfChange('tokens:7', 'users')).toBeNull();
    expect(idsOfChange('*', 'books')).toBeNull();
  });
});
