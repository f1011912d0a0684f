import type { CartLine, CartType } from '@bookshop/domain';
import { CartLineItem, type CartLineMove } from '@bookshop/ui';
import { useState } from 'react';
import { useCartActions } from '../../shared/shopping/use-cart-actions';

export interface CartLinesProps {
  lines: readonly CartLine[];
  moves: readonly CartLineMove[];
  editableQty?: boolean;
  labelledBy?: string;
  /** A word to show under a line's stock state (the cart's backorders say when they ship). */
  noteOf?: (line: CartLine) => string | undefined;
  /** Offers Notify me on out-of-stock lines (the wish list). */
  onNotifyMe?: (line: CartLine) => void;
  /** The page's first list: its first cover is fetched at once (the page's largest paint). */
  firstOnPage?: boolean;
}

/** A list of lines wired to the cart calls; the line being changed waits for its answer. */
export function CartLines({
  lines,
  moves,
  editableQty = true,
  labelledBy,
  noteOf,
  onNotifyMe,
  firstOnPage = false,
}: CartLinesProps) {
  const { update, remove, move } = useCartActions();
  const [pending, setPending] = useState<number | null>(null);
  const run = async (id: number, change: () => Promise<void>) => {
    setPending(id);
    try {
      await change();
    } finally {
      setPending(null);
    }
  };
  return (
    <ul className="cart-lines" aria-labelledby={labelledBy}>
      {lines.map((line, index) => (
        <CartLineItem
          key={line.cart_item_id}
          line={line}
          firstOnPage={firstOnPage && index === 0}
          moves={moves}
          editableQty={editableQty}
          note={noteOf?.(line)}
          onNotifyMe={onNotifyMe ? () => onNotifyMe(line) : undefined}
          busy={pending === line.cart_item_id}
          onQtyChange={(qty) => void run(line.cart_item_id, () => update(line.cart_item_id, qty))}
          onRemove={() => void run(line.cart_item_id, () => remove(line.cart_item_id))}
          onMove={(cartType: CartType) =>
            void run(line.cart_item_id, () => move(line.cart_item_id, cartType))
          }
        />
      ))}
    </ul>
  );
}
