import { object, string } from 'yup';
import { EMAIL_MAX_LENGTH, text, textArea } from '../fields.js';
import { msg } from '../messages.js';
import { isPakistaniMobile } from '../phone/is-pakistani-mobile.js';

/** The e-mail check of the request form: something@somewhere.tld, nothing stricter. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A field of the form, as the messages name it (`Book title must be text`). */
type Field = 'name' | 'email' | 'phone' | 'title' | 'author' | 'notes';

/** Trimmed text of at most `max` characters, or null when blank or absent; `area` keeps line breaks. */
function optionalText(field: Field, max: number, area = false) {
  return (area ? textArea() : text())
    .typeError(msg('request.notText', { field }))
    .transform((value: unknown) => (value === '' || value === undefined ? null : value))
    .max(max, msg('request.tooLong', { field, max }));
}

/** Required trimmed text of at most `max` characters. */
function requiredText(field: 'name' | 'title', max: number) {
  return text()
    .typeError(msg('request.notText', { field }))
    .required(msg('request.required', { field }))
    .max(max, msg('request.tooLong', { field, max }));
}

/**
 * The /request form (a book the shop does not list) and the body of `POST /api/book-requests`:
 * one schema for the page and the server, so they show the same messages. The value given back
 * has its text trimmed and blank optional fields null; the server stores the e-mail lower-cased
 * and the phone in E.164.
 */
export const bookRequestSchema = object({
  name: requiredText('name', 100),
  email: string()
    .nullable()
    .typeError(msg('request.notText', { field: 'email' }))
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .required(msg('contact.emailRequired'))
    .matches(EMAIL_PATTERN, msg('contact.emailInvalid'))
    .max(EMAIL_MAX_LENGTH, msg('request.tooLong', { field: 'email', max: EMAIL_MAX_LENGTH })),
  phone: optionalText('phone', 20).test(
    'pk-mobile',
    msg('request.phoneInvalid'),
    (value) => !value || isPakistaniMobile(value),
  ),
  title: requiredText('title', 300),
  author: optionalText('author', 200),
  notes: optionalText('notes', 2000, true),
});

/** The request form as typed: every field is text. */
export interface BookRequestValues {
  name: string;
  email: string;
  phone: string;
  title: string;
  author: string;
  notes: string;
}

/** The request form before the shopper types anything. */
export const EMPTY_BOOK_REQUEST: BookRequestValues = {
  name: '',
  email: '',
  phone: '',
  title: '',
  author: '',
  notes: '',
};
