/**
 * How a shipped order travels: the courier staff handed it to and the courier's tracking number.
 * Recorded by the order desk's "shipped" action; shown in the shopper's `/orders` and the shipped
 * e-mail.
 */
export interface OrderShipment {
  courier: string;
  tracking_number: string;
  /** ISO 8601 timestamp: when staff marked it shipped. */
  shipped_at: string;
}
