import type { User } from '../entities/user.js';

/**
 * The guest's token, when there is one, goes with login and registration so the server can merge
 * the guest's cart into the user's. It is also the bearer token of those calls when nobody is
 * logged in; sending it in the body as well keeps the merge working whatever token is current.
 */
export interface WithGuestToken {
  guestToken?: string | null;
}

/** Body of `POST /api/auth/login`. */
export interface LoginPayload extends WithGuestToken {
  email: string;
  password: string;
}

/** Body of `POST /api/auth/register`. */
export interface RegisterPayload extends WithGuestToken {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/** Body of `POST /api/auth/forget-password`. */
export interface ForgotPasswordPayload {
  email: string;
}

/** Answer of `POST /api/auth/forget-password`: where the web app goes next. */
export interface ForgotPasswordResponse {
  success: boolean;
  message: string;
  redirectUrl: string;
}

/**
 * What `POST /api/auth/forget-password/reset-password` takes: `tempToken` (the link's
 * `resetPasswordToken`) goes as a query parameter, the rest as the body.
 */
export interface ResetPasswordPayload {
  tempToken: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/** Body of `POST /api/auth/change-password`. */
export interface ChangePasswordPayload {
  current_password: string;
  new_password: string;
  new_confirm_password: string;
}

/** A logged-in session: the user and the bearer token for later calls. */
export interface AuthSession {
  user: User;
  token: string;
}

/** Answer of a successful `POST /api/auth/login` or `POST /api/auth/register` (spec: data.user and data.token). */
export interface AuthResponse {
  data: AuthSession;
}

/** Answer of `POST /api/auth/guest` (201): a token that lets a guest keep a cart and check out. */
export interface GuestTokenResponse {
  data: { token: string };
}

/** Answer of `GET /api/auth/me`: the user the token belongs to. */
export interface MeResponse {
  data: { user: User };
}

/**
 * The `{ error }` of a 401 when a call that needs a user or a guest came without a token, or
 * with a guest token to a user's call. The web app stays silent on it (spec section 8).
 */
export const TOKEN_MISSING_ERROR = 'Authorization token is missing';

/**
 * The `{ error }` of a 401 when the token sent is unknown or expired. The api-client's session
 * seam reacts to exactly this: it forgets an expired user session, or renews a guest token.
 */
export const TOKEN_INVALID_ERROR = 'Invalid or expired token';
