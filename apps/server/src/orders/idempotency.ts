import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import type { Database } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { HttpError } from '../lib/errors.js';

/** How long a key is remembered: a retry within a day gets the first answer. */
export const IDEMPOTENCY_TTL_HOURS = 24;

export const KEY_REUSED =
  'This Idempotency-Key was already used for a different order. Use a new key for a new order.';
export const KEY_IN_FLIGHT = 'This order is already being placed. Please wait a moment.';
export const KEY_MISSING = 'The Idempotency-Key header is required.';

/** A stored answer, replayed as it was first given. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

export type Claim =
  | { kind: 'replay'; answer: StoredAnswer }
  /** This request owns the key; `orderId` is set when an earlier, crashed attempt committed an order. */
  | { kind: 'owned'; attempt: string; orderId: number | null };

/** A key as clients send it: printable, of a sane length (a UUID is typical). */
export function readIdempotencyKey(header: string | string[] | undefined): string {
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || key.trim() === '') throw new HttpError(400, KEY_MISSING);
  if (!/^[\x21-\x7e]{8,200}$/.test(key.trim())) throw new HttpError(400, 'Invalid Idempotency-Key header.');
  return key.trim();
}

/** A stable hash of a validated body: same order, same hash, whatever the key order. */
export function requestHash(value: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v as Record<string, unknown>)
              .filter(([, x]) => x !== undefined)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([k, x]) => [k, canonical(x)]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('base64url');
}

/** The values of {@link claimInsert}'s placeholders. */
export interface KeyClaim {
  key_owner: string;
  key: string;
  key_hash: string;
  key_attempt: string;
}

/**
 * A key's claim as an INSERT that does nothing when the key is already kept, its values left as
 * placeholders ({@link KeyClaim}): the store's `claim` runs it alone, and placing runs it inside
 * its first transaction's read (checkout-read.ts), so a new key costs no statement of its own and
 * a refusal or a crash lets it go with the transaction. Returns the attempt when it claimed.
 */
export function claimInsert(on: Executor) {
  return on
    .insert(idempotencyKeys)
    .values({
      owner: sql.placeholder('key_owner'),
      key: sql.placeholder('key'),
      requestHash: sql.placeholder('key_hash'),
      attempt: sql.placeholder('key_attempt'),
      expiresAt: sql`now() + make_interval(hours => ${sql.raw(String(IDEMPOTENCY_TTL_HOURS))})`,
    })
    .onConflictDoNothing()
    .returning({ attempt: idempotencyKeys.attempt });
}

/**
 * The UPDATE of the store's `bind`, unsent: placing runs it inside the statement that writes the order's
 * lines (a data-modifying WITH). No row returned means a retry took the key over: the caller
 * must then throw {@link keyTakenOver}'s error.
 */
function bindQuery(
  tx: Executor,
  ref: { owner: string; key: string; attempt: string },
  orderId: number,
  answer?: StoredAnswer,
) {
  return tx
    .update(idempotencyKeys)
    .set({
      orderId,
      lockedAt: sql`now()`,
      ...(answer ? { state: 'done', responseStatus: answer.status, responseBody: answer.body } : {}),
    })
    .where(
      and(
        eq(idempotencyKeys.owner, ref.owner),
        eq(idempotencyKeys.key, ref.key),
        eq(idempotencyKeys.attempt, ref.attempt),
        eq(idempotencyKeys.state, 'in_progress'),
      ),
    )
    .returning({ key: idempotencyKeys.key });
}

/**
 * The Idempotency-Key records of place-order. A key is claimed by one request at a time
 * (`attempt`); a duplicate arriving meanwhile gets 409. If the holder dies (a crash), its claim
 * goes stale after `leaseSeconds` and a retry takes it over, resuming the order the dead request
 * may have committed. Whatever commits an order checks in the same transaction that it still
 * holds the key, so a slow holder and its successor can never both place one.
 */
export function createIdempotencyStore(db: Database, options: { leaseSeconds: number }) {
  let lastPurge = 0;

  /** Drops the keys past their day, at most once a minute per process. */
  async function purgeExpired(): Promise<void> {
    if (Date.now() - lastPurge < 60_000) return;
    lastPurge = Date.now();
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, sql`now()`));
  }

  return {
    purgeExpired,

    /**
     * Claims the key for this request, or says what to do instead: replay the first answer, or
     * resume the order a crashed holder committed. Refuses a key kept for another body (422) or
     * held by a request still running (409).
     */
    async claim(owner: string, key: string, hash: string): Promise<Claim> {
      await purgeExpired();
      for (let tries = 0; tries < 3; tries += 1) {
        const attempt = randomUUID();
        const inserted = await claimInsert(db).execute({
          key_owner: owner,
          key,
          key_hash: hash,
          key_attempt: attempt,
        } satisfies KeyClaim);
        if (inserted.length > 0) return { kind: 'owned', attempt, orderId: null };

        const [row] = await db
          .select({
            requestHash: idempotencyKeys.requestHash,
            state: idempotencyKeys.state,
            attempt: idempotencyKeys.attempt,
            status: idempotencyKeys.responseStatus,
            body: idempotencyKeys.responseBody,
            expired: sql<boolean>`${idempotencyKeys.expiresAt} < now()`,
            stale: sql<boolean>`${idempotencyKeys.lockedAt} < now() - make_interval(secs => ${options.leaseSeconds})`,
          })
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key)));
        if (!row) continue;
        if (row.expired) {
          await db
            .delete(idempotencyKeys)
            .where(
              and(
                eq(idempotencyKeys.owner, owner),
                eq(idempotencyKeys.key, key),
                lt(idempotencyKeys.expiresAt, sql`now()`),
              ),
            );
          continue;
        }
        if (row.requestHash !== hash) throw new HttpError(422, KEY_REUSED);
        if (row.state === 'done')
          return { kind: 'replay', answer: { status: row.status ?? 200, body: row.body } };
        if (!row.stale) throw new HttpError(409, KEY_IN_FLIGHT);
        const [taken] = await db
          .update(idempotencyKeys)
          .set({ attempt, lockedAt: sql`now()` })
          .where(
            and(
              eq(idempotencyKeys.owner, owner),
              eq(idempotencyKeys.key, key),
              eq(idempotencyKeys.attempt, row.attempt),
              eq(idempotencyKeys.state, 'in_progress'),
            ),
          )
          .returning({ orderId: idempotencyKeys.orderId });
        if (!taken) throw new HttpError(409, KEY_IN_FLIGHT);
        return { kind: 'owned', attempt, orderId: taken.orderId };
      }
      throw new HttpError(409, KEY_IN_FLIGHT);
    },

    /**
     * Inside the transaction that commits an order: checks this request still holds the key and
     * ties the order to it (and, when given, the final answer). Throws 409 when a retry took over.
     */
    async bind(
      tx: Executor,
      ref: { owner: string; key: string; attempt: string },
      orderId: number,
      answer?: StoredAnswer,
    ): Promise<void> {
      const rows = await bindQuery(tx, ref, orderId, answer);
      if (rows.length === 0) throw keyTakenOver();
    },

    bindQuery,

    /**
     * A refusal before any order exists: the key is let go, so the shopper can try again. A key
     * bound to an order is kept: the transaction that bound it committed, though its caller may
     * have seen an error (the connection lost during COMMIT), and a retry must find that order.
     */
    async release(ref: { owner: string; key: string; attempt: string }): Promise<void> {
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.owner, ref.owner),
            eq(idempotencyKeys.key, ref.key),
            eq(idempotencyKeys.attempt, ref.attempt),
            eq(idempotencyKeys.state, 'in_progress'),
            isNull(idempotencyKeys.orderId),
          ),
        );
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;

/** The refusal when a retry took the key over before this request could bind its order. */
export function keyTakenOver(): HttpError {
  return new HttpError(409, KEY_IN_FLIGHT);
}

/**
 * How long an unfinished key blocks retries before one may take it over (PLACE_ORDER_LEASE_SECONDS,
 * default 30): longer than any placing takes, short enough that a shopper retrying after a server
 * crash is not kept waiting long.
 */
export function leaseSecondsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.PLACE_ORDER_LEASE_SECONDS ?? 30);
  return Number.isFinite(value) && value >= 1 && value <= 3600 ? value : 30;
}
