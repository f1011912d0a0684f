import { type InferType, object } from 'yup';
import { confirmation, email, password, personName } from '../fields.js';
import { PROFILE_NAME_BOUNDS } from './edit-profile-schema.js';

/**
 * The register form (spec section 5). The spec gives names only a character rule; they take the
 * edit-profile bounds (3 to 30) and messages, so a name registered can always be saved again in
 * the profile, and a megabyte name is refused.
 */
export const registerSchema = object({
  first_name: personName(
    'First name field is required',
    'The first name must contain only letters, dots, and hyphens.',
    PROFILE_NAME_BOUNDS.first_name,
  ),
  last_name: personName(
    'Last name field is required',
    'The last name must contain only letters, dots, and hyphens.',
    PROFILE_NAME_BOUNDS.last_name,
  ),
  email: email('The email field is required.', 'Invalid email'),
  password: password(
    'The password field is required.',
    'The Password should have a minimum length of 6',
    'The Password should have a maximum length of 18',
  ),
  password_confirmation: confirmation('password', 'The password confirmation does not match.'),
});

/** Valid register values, as `POST /api/auth/register` takes them. */
export type RegisterValues = InferType<typeof registerSchema>;
