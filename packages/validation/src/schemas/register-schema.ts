import { type InferType, object } from 'yup';
import { confirmation, email, password, personName } from '../fields.js';
import { msg } from '../messages.js';
import { PROFILE_NAME_BOUNDS } from './edit-profile-schema.js';

/**
 * The register form (spec section 5). The spec gives names only a character rule; they take the
 * edit-profile bounds (3 to 30) and messages, so a name registered can always be saved again in
 * the profile, and a megabyte name is refused.
 */
export const registerSchema = object({
  first_name: personName(
    msg('profile.firstNameRequired'),
    msg('name.firstNameLetters'),
    PROFILE_NAME_BOUNDS.first_name,
  ),
  last_name: personName(
    msg('profile.lastNameRequired'),
    msg('name.lastNameLetters'),
    PROFILE_NAME_BOUNDS.last_name,
  ),
  email: email(msg('account.emailRequired'), msg('account.emailInvalid')),
  password: password(
    msg('account.passwordRequired'),
    msg('account.passwordMin', { min: 6 }),
    msg('account.passwordMax', { max: 18 }),
  ),
  password_confirmation: confirmation('password', msg('account.passwordConfirmationMismatch')),
});

/** Valid register values, as `POST /api/auth/register` takes them. */
export type RegisterValues = InferType<typeof registerSchema>;
