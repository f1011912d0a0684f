import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import { shopSettings } from '../db/schema/index.js';

/** The names of the shared settings (migration 0019). */
export const SHOP_SETTING = {
  /** The key that signs order links when ORDER_LINK_SECRET is not set. */
  orderLinkSecret: 'order_link_secret',
  /** The PUBLIC_URL the shop last started with; the CLI links there when it has none. */
  publicUrl: 'public_url',
} as const;

export async function readShopSetting(db: Executor, key: string): Promise<string | null> {
  const [row] = await db
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.key, key));
  return row?.value ?? null;
}

export async function writeShopSetting(db: Executor, key: string, value: string): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: sql`now()` } });
}

/**
 * The setting, made with `make` the first time any replica asks: the first writer wins and every
 * other reader gets its value, so replicas starting together agree on one key.
 */
export async function readOrMakeShopSetting(db: Executor, key: string, make: () => string): Promise<string> {
  const existing = await readShopSetting(db, key);
  if (existing !== null) return existing;
  await db.insert(shopSettings).values({ key, value: make() }).onConflictDoNothing();
  const made = await readShopSetting(db, key);
  if (made === null) throw new Error(`shop setting ${key} could not be made`);
  return made;
}

/** A fresh signing key: 32 random bytes, base64url. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}
