import { object, string } from 'yup';
import { EMAIL_MAX_LENGTH, text, textArea } from '../fields.js';
import { isPakistaniMobile } from '../phone/is-pakistani-mobile.js';

/** The e-mail check of the request form: something@somewhere.tld, nothing stricter. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed text of at most `max` characters, or null when blank or absent; `area` keeps line breaks. */
function optionalText(label: string, max: number, area = false) {
  return (area ? textArea() : text())
    .typeError(`${label} must be text`)
    .transform((value: unknown) => (value === '' || value === undefined ? null : value))
    .max(max, `${label} must be at most ${max} characters`);
}

/** Required trimmed text of at most `max` characters. */
function requiredText(label: string, max: number) {
  return text()
    .typeError(`${label} must be text`)
    .required(`${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/**
 * The /request form (a book the shop does not list) and the body of `POST /api/book-requests`:
 * one schema for the page and the server, so they show the same messages. The value given back
 * has its text trimmed and blank optional fields null; the server stores the e-mail lower-cased
 * and the phone in E.164.
 */
export const bookRequestSchema = object({
  name: requiredText('Name', 100),
  email: string()
    .nullable()
    .typeError('Email must be text')
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .required('Email is required')
    .matches(EMAIL_PATTERN, 'Please enter a valid email address')
    .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`),
  phone: optionalText('Phone', 20).test(
    'pk-mobile',
    'Please enter a valid Pakistani mobile number, such as 0300 1234567',
    (value) => !value || isPakistaniMobile(value),
  ),
  title: requiredText('Book title', 300),
  author: optionalText('Author', 200),
  notes: optionalText('Notes', 2000, true),
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
