import { type InferType, object } from 'yup';
import { email, SECRET_MAX_LENGTH, secret } from '../fields.js';
import { msg } from '../messages.js';

/** The login form (spec section 5). */
export const loginSchema = object({
  email: email(msg('account.emailRequired'), msg('account.emailInvalid')),
  password: secret(
    msg('account.passwordRequired'),
    msg('account.loginPasswordMax', { max: SECRET_MAX_LENGTH }),
  ),
});

/** Valid login values. */
export type LoginValues = InferType<typeof loginSchema>;
