import { bookRequestSchema, normalizePhone } from '@bookshop/validation';
import { validateBody } from '../accounts/validate-body.js';

/** A checked book request, text trimmed, e-mail lower-cased, phone in E.164. */
export interface BookRequestInput {
  name: string;
  email: string;
  phone: string | null;
  title: string;
  author: string | null;
  notes: string | null;
}

/**
 * Checks the /request form's body with the shared schema the page uses, so a 422 names each bad
 * field with the message the form shows; then stores the e-mail lower-cased and the phone in
 * E.164, as every other contact of the shop.
 */
export function readBookRequest(body: unknown): BookRequestInput {
  const values = validateBody(bookRequestSchema, body);
  return {
    name: values.name,
    email: values.email.toLowerCase(),
    phone: values.phone ? normalizePhone(values.phone) : null,
    title: values.title,
    author: values.author ?? null,
    notes: values.notes ?? null,
  };
}
