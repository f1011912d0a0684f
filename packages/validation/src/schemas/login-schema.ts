import { type InferType, object } from 'yup';
import { email, SECRET_MAX_LENGTH, secret } from '../fields.js';

/** The login form (spec section 5). */
export const loginSchema = object({
  email: email('The email field is required.', 'Invalid email'),
  password: secret(
    'The password field is required.',
    `The password should have a maximum length of ${SECRET_MAX_LENGTH}`,
  ),
});

/** Valid login values. */
export type LoginValues = InferType<typeof loginSchema>;
