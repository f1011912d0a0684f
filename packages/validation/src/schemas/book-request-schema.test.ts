import { describe, expect, it } from 'vitest';
import { validateForm } from '../validate-form.js';
import { bookRequestSchema } from './book-request-schema.js';

describe('bookRequestSchema', () => {
  it('names every missing required field, and only those', () => {
    const result = validateForm(bookRequestSchema, { name: ' ', phone: '' });
    expect(result).toEqual({
      ok: false,
      errors: { name: ['Name is required'], email: ['Email is required'], title: ['Book title is required'] },
    });
  });

  it('refuses a bad e-mail, a landline, over-long text and a title that is not text', () => {
    const result = validateForm(bookRequestSchema, {
      name: 'x'.repeat(101),
      email: 'not-an-email',
      phone: '042 35761234',
      title: ['Basti'],
      notes: 'n'.repeat(2001),
    });
    expect(result.ok ? {} : result.errors).toEqual({
      name: ['Name must be at most 100 characters'],
      email: ['Please enter a valid email address'],
      phone: ['Please enter a valid Pakistani mobile number, such as 0300 1234567'],
      title: ['Book title must be text'],
      notes: ['Notes must be at most 2000 characters'],
    });
  });

  it('gives back trimmed text, with blank optional fields as null', () => {
    const result = validateForm(bookRequestSchema, {
      name: ' Amna ',
      email: ' amna@example.com ',
      phone: ' ',
      title: ' Raag Darbari ',
      author: '',
      notes: '',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Amna',
        email: 'amna@example.com',
        phone: null,
        title: 'Raag Darbari',
        author: null,
        notes: null,
      },
    });
  });
});
