import { type InferType, object } from 'yup';
import { email } from '../fields.js';

/** The forgot-password form (spec section 5). */
export const forgotPasswordSchema = object({
  email: email('The email field is required.', 'Invalid email'),
});

/** Valid forgot-password values. */
export type ForgotPasswordValues = InferType<typeof forgotPasswordSchema>;
