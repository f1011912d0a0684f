import { type InferType, object } from 'yup';
import { confirmation, password, SECRET_MAX_LENGTH, secret } from '../fields.js';
import { msg } from '../messages.js';

/** The change-password form (spec section 5). */
export const changePasswordSchema = object({
  current_password: secret(
    msg('account.currentPasswordRequired'),
    msg('account.currentPasswordMax', { max: SECRET_MAX_LENGTH }),
  ),
  new_password: password(
    msg('account.newPasswordRequired'),
    msg('account.newPasswordMin', { min: 6 }),
    msg('account.newPasswordMax', { max: 18 }),
  ),
  new_confirm_password: confirmation('new_password', msg('account.newPasswordMismatch')),
});

/** Valid change-password values. */
export type ChangePasswordValues = InferType<typeof changePasswordSchema>;
