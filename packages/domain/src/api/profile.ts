import type { User } from '../entities/user.js';
import type { SuccessMessage } from './common.js';

/** Body of `PUT /api/profile`. */
export interface ProfilePayload {
  first_name: string;
  last_name: string;
  phone: string;
}

/** Answer of `PUT /api/profile`: the updated user. */
export interface ProfileResponse extends SuccessMessage {
  data: { user: User };
}
