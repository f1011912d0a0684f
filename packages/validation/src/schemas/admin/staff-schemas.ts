import { STAFF_ROLES, type StaffRole } from '@bookshop/domain';
import { type InferType, mixed, object, string } from 'yup';
import { confirmation, email, SECRET_MAX_LENGTH, secret } from '../../fields.js';

/** Shortest staff password: staff reach every order and customer, so a shopper's 6 is not enough. */
export const STAFF_PASSWORD_MIN = 12;

/** The staff sign-in, set-up and invite forms' messages, shared by the back office and the server's 422. */
export const STAFF_FORM_MESSAGES = {
  emailRequired: 'The email field is required.',
  emailInvalid: 'Invalid email',
  passwordRequired: 'The password field is required.',
  passwordTooLong: `The password should have a maximum length of ${SECRET_MAX_LENGTH}`,
  passwordTooShort: `The password should have a minimum length of ${STAFF_PASSWORD_MIN}`,
  confirmationMismatch: 'The password confirmation does not match.',
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  codeInvalid: 'The code is the 6 digits your authenticator app shows.',
  tokenInvalid: 'This set-up link is not valid. Ask an owner for a new one.',
  roleInvalid: `Choose a role: ${STAFF_ROLES.join(', ')}.`,
} as const;

const M = STAFF_FORM_MESSAGES;

/** A one-time token from a link or an earlier answer: 32 random bytes in base64url. */
const oneTimeToken = () =>
  string()
    .nullable()
    .typeError(M.tokenInvalid)
    .required(M.tokenInvalid)
    .matches(/^[A-Za-z0-9_-]{32,128}$/, M.tokenInvalid);

/** An authenticator's code: six digits (spaces, as some apps show them, are dropped). */
const totpCode = () =>
  string()
    .nullable()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value))
    .matches(/^\d{6}$/, { message: M.codeInvalid, excludeEmptyString: true });

/** `POST /api/admin/auth/sign-in`: the code may be left out only before TOTP is set up. */
export const staffSignInSchema = object({
  email: email(M.emailRequired, M.emailInvalid),
  password: secret(M.passwordRequired, M.passwordTooLong),
  code: totpCode().default(''),
});
/** A staff member's sign-in: e-mail, password and the one-time code. */
export type StaffSignInValues = InferType<typeof staffSignInSchema>;

/** `POST /api/admin/auth/totp`: the set-up token and the first code after scanning. */
export const staffTotpEnrolSchema = object({
  setup_token: oneTimeToken(),
  code: totpCode().required(M.codeRequired),
});
/** The first one-time code that confirms a staff member's authenticator. */
export type StaffTotpEnrolValues = InferType<typeof staffTotpEnrolSchema>;

/** `POST /api/admin/auth/setup`: the link's token and a password of 12 to 128 characters. */
export const staffSetupSchema = object({
  token: oneTimeToken(),
  password: string()
    .nullable()
    .required(M.passwordRequired)
    .test('min', M.passwordTooShort, (value) => !value || value.length >= STAFF_PASSWORD_MIN)
    .test('max', M.passwordTooLong, (value) => !value || value.length <= SECRET_MAX_LENGTH),
  password_confirmation: confirmation('password', M.confirmationMismatch),
});
/** The password a new staff member sets from the set-up link. */
export type StaffSetupValues = InferType<typeof staffSetupSchema>;

/** `POST /api/admin/staff`: who to invite, with which role. E-mails are kept lower-cased. */
export const staffInviteSchema = object({
  email: email(M.emailRequired, M.emailInvalid).transform((value: unknown) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  ),
  role: mixed<StaffRole>()
    .nullable()
    .required(M.roleInvalid)
    .oneOf([...STAFF_ROLES], M.roleInvalid),
});
/** An owner's invitation of a staff member with a role. */
export type StaffInviteValues = InferType<typeof staffInviteSchema>;

/** `GET /api/admin/auth/setup?token=`. */
export const staffSetupQuerySchema = object({ token: oneTimeToken() });
