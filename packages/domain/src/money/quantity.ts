/**
 * A usable quantity: a whole number of at least zero. Anything else counts as zero, so a corrupt
 * quantity can never make a total negative or fractional.
 */
export function quantity(qty: number): number {
  return Number.isFinite(qty) && qty > 0 ? Math.floor(qty) : 0;
}
