/** A card's expiry as the card-entry library sends it to the payment provider. */
export interface CardExpiry {
  /** 1 to 12. */
  expMonth: number;
  /** Four digits. */
  expYear: number;
}

/**
 * The expiry a shopper types into a card form, "MM/YY" as printed on the card (or "MM/YYYY"),
 * spaces allowed around the slash; a two-digit year is in this century. Null when the text is not
 * a month of a year, so the form can ask for MM/YY again.
 *
 * @example parseCardExpiry('12/29') // { expMonth: 12, expYear: 2029 }
 * @example parseCardExpiry(' 3 / 2031 ') // { expMonth: 3, expYear: 2031 }
 * @example parseCardExpiry('13/29') // null
 */
export function parseCardExpiry(text: string): CardExpiry | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}
