import { type InferType, object } from 'yup';
import { email } from '../fields.js';
import { msg } from '../messages.js';

/** The forgot-password form (spec section 5). */
export const forgotPasswordSchema = object({
  email: email(msg('account.emailRequired'), msg('account.emailInvalid')),
});

/** Valid forgot-password values. */
export type ForgotPasswordValues = InferType<typeof forgotPasswordSchema>;
