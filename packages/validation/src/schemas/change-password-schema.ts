import { type InferType, object, string } from 'yup';
import { confirmation, password } from '../fields.js';

/** The change-password form (spec section 5). */
export const changePasswordSchema = object({
  current_password: string().nullable().required('The current password field is required.'),
  new_password: password(
    'The new password field is required.',
    'The new password should have a minimum length of 6',
    'The new password should have a maximum length of 18',
  ),
  new_confirm_password: confirmation('new_password', 'Password confirmation does not match password'),
});

/** Valid change-password values. */
export type ChangePasswordValues = InferType<typeof changePasswordSchema>;
