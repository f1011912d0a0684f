import { type InferType, object } from 'yup';
import { confirmation, password, SECRET_MAX_LENGTH, secret } from '../fields.js';

/** The change-password form (spec section 5). */
export const changePasswordSchema = object({
  current_password: secret(
    'The current password field is required.',
    `The current password should have a maximum length of ${SECRET_MAX_LENGTH}`,
  ),
  new_password: password(
    'The new password field is required.',
    'The new password should have a minimum length of 6',
    'The new password should have a maximum length of 18',
  ),
  new_confirm_password: confirmation('new_password', 'Password confirmation does not match password'),
});

/** Valid change-password values. */
export type ChangePasswordValues = InferType<typeof changePasswordSchema>;
