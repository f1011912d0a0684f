import { type InferType, object } from 'yup';
import { confirmation, email, password } from '../fields.js';

/**
 * The reset-password form (spec section 5). The new password keeps the 6 to 18 bound of every
 * password (spec section 9), so a reset cannot set one that registration would refuse.
 */
export const resetPasswordSchema = object({
  email: email('The email field is required.', 'Invalid email'),
  password: password(
    'The password field is required.',
    'The Password should have a minimum length of 6',
    'The Password should have a maximum length of 18',
  ),
  password_confirmation: confirmation('password', 'The password confirmation does not match.'),
});

/** Valid reset-password values. */
export type ResetPasswordValues = InferType<typeof resetPasswordSchema>;
