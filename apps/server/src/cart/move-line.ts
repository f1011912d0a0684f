import { type CartItemRef, type CartType, cartQuantity } from '@bookshop/domain';
import type { CartOwner } from './cart-owner.js';
import type { CartRepository, StoredLine } from './repository.js';

/**
 * Moves a line to a list (of the same owner, or of the user a guest just logged in as). When the
 * list already holds the book, the copies are added to that line by the domain's quantity rule
 * (up to the cap) and the moved line goes; otherwise the line itself moves, trimmed to the cap.
 * A book that cannot be added at all any more (available with no stock) keeps its quantity: the
 * cart shows it and checkout refuses it, rather than the shopper losing it silently.
 */
export async function moveLine(
  repo: CartRepository,
  from: CartOwner,
  line: StoredLine,
  to: { owner: CartOwner; cartType: CartType },
): Promise<CartItemRef> {
  const existing = await repo.findLineOfBook(to.owner, line.bookId, to.cartType);
  if (existing && existing.id === line.id) return refOf(line, line.qty);
  const merged = cartQuantity({ mode: 'add', qty: line.qty, current: existing?.qty ?? 0 }, line.book);
  if (!existing) {
    await repo.relocate(from, line.id, to);
    const qty = merged.ok ? merged.qty : line.qty;
    if (qty !== line.qty) await repo.setQty(to.owner, line.id, qty);
    return { cart_item_id: line.id, Book_Id: line.bookId, cart_qty: qty, cartType: to.cartType };
  }
  const qty = merged.ok ? merged.qty : existing.qty;
  if (qty !== existing.qty) await repo.setQty(to.owner, existing.id, qty);
  await repo.deleteLine(from, line.id);
  return refOf(existing, qty);
}

function refOf(line: StoredLine, qty: number): CartItemRef {
  return { cart_item_id: line.id, Book_Id: line.bookId, cart_qty: qty, cartType: line.cartType };
}
