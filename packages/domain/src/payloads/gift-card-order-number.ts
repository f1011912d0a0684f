/** The order number shown for an e-gift card: its id prefixed with GC, e.g. `'GC42'`. */
export function giftCardOrderNumber(id: number | string): string {
  return `GC${id}`;
}
