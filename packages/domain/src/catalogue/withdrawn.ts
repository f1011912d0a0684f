/**
 * What a shopper is told when the cart holds books staff withdrew from sale since they were added
 * (the catalogue desk, issue 25): refused at placing, whatever the figures, naming the books.
 *
 * @example withdrawnBooksMessage(['Raja Gidh']) // '"Raja Gidh" is no longer sold. Please remove it from your cart.'
 */
export function withdrawnBooksMessage(titles: readonly string[]): string {
  const named = titles.map((title) => `"${title}"`);
  const list = named.length <= 1 ? (named[0] ?? '') : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
  return named.length <= 1
    ? `${list} is no longer sold. Please remove it from your cart.`
    : `${list} are no longer sold. Please remove them from your cart.`;
}
