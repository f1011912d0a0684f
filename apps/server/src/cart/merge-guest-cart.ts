import type { Executor } from '../accounts/repository.js';
import { moveLine } from './move-line.js';
import { createCartRepository } from './repository.js';

/**
 * Hands a guest's cart, wish-list and saved-for-later lines to the account they just logged into
 * or created: the same book in the same list has its copies added by the domain's quantity rule
 * (up to the stock of an available book, up to 10 otherwise), the rest moves as it is. Run it
 * inside the transaction that logs the user in, so a failed login leaves the guest cart alone.
 */
export async function mergeGuestCart(tx: Executor, guestTokenId: number, userId: number): Promise<void> {
  const repo = createCartRepository(tx);
  const guest = { guestTokenId };
  const user = { userId };
  await repo.lockCart(user);
  await repo.lockCart(guest);
  for (const line of await repo.allLines(guest)) {
    await moveLine(repo, guest, line, { owner: user, cartType: line.cartType });
  }
}
