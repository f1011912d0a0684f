/**
 * One Idempotency-Key per attempt of one order: the same body retried after no answer (a dropped
 * connection, a 5xx) reuses the key, so the server replays its first answer instead of placing a
 * second order; an answer ends the attempt, and a changed body is a new attempt.
 */
export interface IdempotencyKeys {
  /** The key for this body: the pending attempt's when the body is the same, else a new one. */
  keyFor(body: unknown): string;
  /** The server answered: the next placement is a new attempt. */
  answered(): void;
}

export function createIdempotencyKeys(newKey: () => string = () => crypto.randomUUID()): IdempotencyKeys {
  let pending: { body: string; key: string } | null = null;
  return {
    keyFor(body) {
      const text = JSON.stringify(body);
      if (pending?.body !== text) pending = { body: text, key: newKey() };
      return pending.key;
    },
    answered() {
      pending = null;
    },
  };
}
