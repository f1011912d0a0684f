/**
 * The `{ success, message }` answer of calls that change something and return nothing else
 * (logout, password change, account deletion, address deletion).
 */
export interface SuccessMessage {
  success: boolean;
  message: string;
}
