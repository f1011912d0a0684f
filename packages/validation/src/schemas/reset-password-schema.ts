import { type InferType, object } from 'yup';
import { confirmation, email, password } from '../fields.js';
import { msg } from '../messages.js';

/**
 * The reset-password form (spec section 5). The new password keeps the 6 to 18 bound of every
 * password (spec section 9), so a reset cannot set one that registration would refuse.
 */
export const resetPasswordSchema = object({
  email: email(msg('account.emailRequired'), msg('account.emailInvalid')),
  password: password(
    msg('account.passwordRequired'),
    msg('account.passwordMin', { min: 6 }),
    msg('account.passwordMax', { max: 18 }),
  ),
  password_confirmation: confirmation('password', msg('account.passwordConfirmationMismatch')),
});

/** Valid reset-password values. */
export type ResetPasswordValues = InferType<typeof resetPasswordSchema>;
