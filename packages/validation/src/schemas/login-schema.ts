import { type InferType, object, string } from 'yup';
import { email } from '../fields.js';

/** The login form (spec section 5). */
export const loginSchema = object({
  email: email('The email field is required.', 'Invalid email'),
  password: string().nullable().required('The password field is required.'),
});

/** Valid login values. */
export type LoginValues = InferType<typeof loginSchema>;
