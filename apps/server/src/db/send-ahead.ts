import { sql } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import { NamingClient } from './named-statements.js';
import { clientOf } from './prepared.js';

/**
 * Runs `text`, a statement without parameters whose answer no one reads (a lock), in the
 * transaction `tx`, without waiting for its answer where the transaction's connection can
 * ({@link NamingClient.sendAhead}): the transaction's next statement goes in the same round trip
 * and still runs after it, and reports its failure. Elsewhere (a pool, connections that keep no
 * statement names) it is run and awaited here.
 */
export async function sendAhead(tx: Executor, text: string): Promise<void> {
  const client = clientOf(tx);
  if (client instanceof NamingClient) client.sendAhead(text);
  else await tx.execute(sql.raw(text));
}
