/**
 * Whether the card token is deleted after paying with it (spec section 4): always for guests,
 * who cannot see saved cards again, and for users who unticked "save card".
 */
export function shouldDeleteCardToken({
  isLoggedIn,
  saveCard,
}: {
  isLoggedIn: boolean;
  saveCard: boolean;
}): boolean {
  return !(isLoggedIn && saveCard);
}
