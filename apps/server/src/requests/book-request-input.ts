import { isPakistaniMobile, normalizePhone } from '@bookshop/validation';
import { ValidationError } from '../lib/errors.js';

/** A checked book request, text trimmed, e-mail lower-cased, phone in E.164. */
export interface BookRequestInput {
  name: string;
  email: string;
  phone: string | null;
  title: string;
  author: string | null;
  notes: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const LIMITS = { name: 100, email: 254, title: 300, author: 200, notes: 2000 } as const;

/**
 * Checks the /request form. Written here rather than as a shared yup schema because the
 * validation package has no book-request form yet; the messages follow its style so the web
 * form can show them under each field as they come.
 */
export function readBookRequest(body: unknown): BookRequestInput {
  const input =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  const errors: Record<string, string[]> = {};
  const text = (field: keyof typeof LIMITS | 'phone', label: string, required: boolean): string | null => {
    const raw = input[field];
    if (raw !== undefined && raw !== null && typeof raw !== 'string') {
      errors[field] = [`${label} must be text`];
      return null;
    }
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (value === '') {
      if (required) errors[field] = [`${label} is required`];
      return null;
    }
    const max = field === 'phone' ? 20 : LIMITS[field];
    if (value.length > max) {
      errors[field] = [`${label} must be at most ${max} characters`];
      return null;
    }
    return value;
  };

  const name = text('name', 'Name', true);
  const email = text('email', 'Email', true);
  if (email !== null && !EMAIL.test(email)) errors.email = ['Please enter a valid email address'];
  let phone = text('phone', 'Phone', false);
  if (phone !== null) {
    if (isPakistaniMobile(phone)) phone = normalizePhone(phone);
    else errors.phone = ['Please enter a valid Pakistani mobile number, such as 0300 1234567'];
  }
  const title = text('title', 'Book title', true);
  const author = text('author', 'Author', false);
  const notes = text('notes', 'Notes', false);

  if (Object.keys(errors).length > 0 || name === null || email === null || title === null) {
    throw new ValidationError(errors);
  }
  return { name, email: email.toLowerCase(), phone, title, author, notes };
}
