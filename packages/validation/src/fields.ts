import { string } from 'yup';
import type { SchemaMessage } from './messages.js';
import { isPakistaniMobile } from './phone/is-pakistani-mobile.js';
import { normalizePhone } from './phone/normalize-phone.js';

/**
 * Letters of any script (Urdu names too), dots, hyphens and spaces. Spaces are allowed wherever
 * names are, although some messages leave them out, because "Muhammad Ali" must be able to
 * register and later edit his profile.
 */
const namePattern = /^[\p{L}\p{M}. -]+$/u;

/**
 * Trimmed text that may arrive as null. Empty values are left to `required`, so an empty field
 * shows only its required message and not a length or pattern one as well.
 */
export function text() {
  return string()
    .nullable()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));
}

/** The yup `meta` of a field typed in a text area (see {@link textArea}). */
export const TEXT_AREA_META = { textArea: true } as const;

/**
 * Text typed in a text area (special instructions, a cancel reason, notes): trimmed at its ends,
 * its line breaks and tabs kept as typed. The mark is read from the schema's description by the
 * server, whose control-character guard lets tab, line feed and CR LF through in these fields only.
 */
export function textArea() {
  return text().meta(TEXT_AREA_META);
}

/** Whether a field's yup description (`schema.describe()`) is a {@link textArea}. */
export function isTextArea(description: unknown): boolean {
  const meta = (description as { meta?: { textArea?: unknown } } | null | undefined)?.meta;
  return meta?.textArea === true;
}

/** Required text, with its length bounds and their messages. */
export function boundedText(
  required: SchemaMessage,
  min: number,
  minMessage: SchemaMessage,
  max: number,
  maxMessage: SchemaMessage,
) {
  return text()
    .required(required)
    .test('min', minMessage, (value) => !value || value.length >= min)
    .test('max', maxMessage, (value) => !value || value.length <= max);
}

/** Length bounds of a text field and what to say when they are broken. */
export interface Bounds {
  min: number;
  minMessage: SchemaMessage;
  max: number;
  maxMessage: SchemaMessage;
}

/** A required person's name: letters, dots, hyphens and spaces, within bounds when given. */
export function personName(required: SchemaMessage, invalid: SchemaMessage, bounds?: Bounds) {
  const base = bounds
    ? boundedText(required, bounds.min, bounds.minMessage, bounds.max, bounds.maxMessage)
    : text().required(required);
  return base.test('letters', invalid, (value) => !value || namePattern.test(value));
}

/** The longest address the mail standards allow (RFC 5321 path limit); the database indexes e-mails. */
export const EMAIL_MAX_LENGTH = 254;

/** Free text nobody types longer than this, such as a password being checked at login. */
export const SECRET_MAX_LENGTH = 128;

/** A required email address; a longer one than any mail system delivers is simply invalid. */
export function email(required: SchemaMessage, invalid: SchemaMessage) {
  return text()
    .required(required)
    .test('max', invalid, (value) => !value || value.length <= EMAIL_MAX_LENGTH)
    .email(invalid);
}

/**
 * A required secret that is only compared, never set (the password at login, the current password
 * when changing it): any length up to a bound, so a megabyte is refused before it is hashed.
 */
export function secret(required: SchemaMessage, maxMessage: SchemaMessage) {
  return string()
    .nullable()
    .required(required)
    .test('max', maxMessage, (value) => !value || value.length <= SECRET_MAX_LENGTH);
}

/** A required Pakistani mobile number, given back in E.164 form when valid. */
export function mobile(required: SchemaMessage, invalid: SchemaMessage) {
  return string()
    .nullable()
    .transform((value: unknown) => (typeof value === 'string' ? normalizePhone(value) : value))
    .required(required)
    .test('mobile', invalid, (value) => !value || isPakistaniMobile(value));
}

/** A required password between 6 and 18 characters. Passwords are never trimmed. */
export function password(required: SchemaMessage, minMessage: SchemaMessage, maxMessage: SchemaMessage) {
  return string()
    .nullable()
    .required(required)
    .test('min', minMessage, (value) => !value || value.length >= 6)
    .test('max', maxMessage, (value) => !value || value.length <= 18);
}

/** A confirmation that must equal the sibling field `field`. */
export function confirmation(field: string, message: SchemaMessage) {
  return string()
    .nullable()
    .test('matches', message, (value, context) => {
      const siblings: Record<string, unknown> = context.parent;
      return (value ?? '') === (siblings[field] ?? '');
    });
}
