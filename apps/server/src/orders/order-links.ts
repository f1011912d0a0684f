import { createHmac, timingSafeEqual } from 'node:crypto';
import { ORDER_ACCESS_MESSAGES, type OrderAccess, SITE_PATHS } from '@bookshop/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import { orders } from '../db/schema/index.js';
import { newSecret, readOrMakeShopSetting, SHOP_SETTING } from '../settings/shop-settings.js';

/**
 * Signed order links: `/orders/view?token=…` opens one order without logging in. The token is
 * `base64url("<orderId>.<linkVersion>.<expiresAtSeconds>") + "." + base64url(HMAC-SHA256)`, so
 * it cannot be made or altered without the shop's key, stops working when it expires
 * (ORDER_LINK_DAYS, 90 by default), and is withdrawn with every other link of its order by
 * raising the order's `link_version` ({@link revokeOrderLinks}). Nothing is stored per link.
 */

/** How long a link works unless ORDER_LINK_DAYS says otherwise. */
export const DEFAULT_ORDER_LINK_DAYS = 90;

/** Keeps the MAC of a link apart from any other the same key might ever sign. */
const PURPOSE = 'bookshop order link v1\n';

export interface OrderLinkSettings {
  /** ORDER_LINK_SECRET, or null to use the key kept in the database (made on first need). */
  secret: string | null;
  days: number;
}

/**
 * ORDER_LINK_SECRET (at least 32 characters; every replica the same) and ORDER_LINK_DAYS (1 to
 * 365). Read here as bank-transfer.ts reads its settings, so the outbox can sign links in
 * whichever transaction writes an e-mail; config.ts reads the same settings at start, so a bad
 * value stops the shop there.
 *
 * @throws Error naming the setting for a value out of bounds.
 */
export function orderLinkSettingsFrom(env: NodeJS.ProcessEnv = process.env): OrderLinkSettings {
  const secret = env.ORDER_LINK_SECRET || null;
  if (secret !== null && secret.length < 32) {
    throw new Error('ORDER_LINK_SECRET must be at least 32 characters (such as `openssl rand -base64 32`)');
  }
  const text = env.ORDER_LINK_DAYS;
  const days = text === undefined || text.trim() === '' ? DEFAULT_ORDER_LINK_DAYS : Number(text);
  if (!Number.isInteger(days) || days < 1 || days > 365) {
    throw new Error(`ORDER_LINK_DAYS must be a whole number from 1 to 365, got "${text}"`);
  }
  return { secret, days };
}

/** The signing key: ORDER_LINK_SECRET, else the database's (the same for every replica and the CLI). */
export async function orderLinkKey(db: Executor, settings: OrderLinkSettings): Promise<string> {
  return settings.secret ?? readOrMakeShopSetting(db, SHOP_SETTING.orderLinkSecret, newSecret);
}

function mac(key: string, payload: string): Buffer {
  return createHmac('sha256', key).update(PURPOSE).update(payload).digest();
}

/** A token for this order at this link version, working until `expiresAt`. */
export function signOrderLink(key: string, orderId: number, version: number, expiresAt: Date): string {
  const payload = `${orderId}.${version}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${Buffer.from(payload).toString('base64url')}.${mac(key, payload).toString('base64url')}`;
}

export type VerifiedLink =
  | { ok: true; orderId: number; version: number; expiresAt: Date }
  | { ok: false; reason: 'invalid' | 'expired' };

/**
 * What a token says, if the shop signed it and it has not expired. Whether it was withdrawn is
 * for the caller to check against the order's `link_version`.
 */
export function verifyOrderLink(key: string, token: string, now: Date): VerifiedLink {
  const [encoded, signature, extra] = token.split('.');
  if (!encoded || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const payload = Buffer.from(encoded, 'base64url').toString('utf8');
  // The payload must be exactly what signOrderLink writes: no second spelling of the same token.
  if (Buffer.from(payload).toString('base64url') !== encoded) return { ok: false, reason: 'invalid' };
  const expected = mac(key, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  const match = /^([1-9]\d{0,9})\.([1-9]\d{0,9})\.(\d{1,12})$/.exec(payload);
  if (!match) return { ok: false, reason: 'invalid' };
  const expiresAt = new Date(Number(match[3]) * 1000);
  if (now.getTime() >= expiresAt.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, orderId: Number(match[1]), version: Number(match[2]), expiresAt };
}

/** The message of a refused link, as ORDER_ACCESS_MESSAGES words it. */
export function refusedLinkMessage(reason: 'invalid' | 'expired' | 'revoked'): string {
  return reason === 'expired'
    ? ORDER_ACCESS_MESSAGES.linkExpired
    : reason === 'revoked'
      ? ORDER_ACCESS_MESSAGES.linkRevoked
      : ORDER_ACCESS_MESSAGES.linkInvalid;
}

/**
 * A fresh link to an order at its current link version, within the caller's transaction (or
 * pool): the e-mails' links and the lookup's answer. Null when the order does not exist.
 */
export async function orderAccessFor(
  db: Executor,
  orderId: number,
  publicUrl: string,
  options: {
    settings?: OrderLinkSettings;
    now?: Date;
    /** The order's link version when the caller just wrote or read it in this transaction. */
    version?: number;
    /** The database's signing key when the caller read it in this transaction (not ORDER_LINK_SECRET's). */
    key?: string;
  } = {},
): Promise<OrderAccess | null> {
  const settings = options.settings ?? orderLinkSettingsFrom();
  let version = options.version;
  if (version === undefined) {
    const [row] = await db.select({ version: orders.linkVersion }).from(orders).where(eq(orders.id, orderId));
    if (!row) return null;
    version = row.version;
  }
  const key = settings.secret ?? options.key ?? (await orderLinkKey(db, settings));
  const expiresAt = new Date((options.now ?? new Date()).getTime() + settings.days * 24 * 60 * 60 * 1000);
  const token = signOrderLink(key, orderId, version, expiresAt);
  return {
    token,
    expires_at: expiresAt.toISOString(),
    url: `${publicUrl}${SITE_PATHS.orderView.href(token)}`,
  };
}

/** Withdraws every link of the order sent so far; the new version is what links carry from now. */
export async function revokeOrderLinks(db: Executor, orderId: number): Promise<number | null> {
  const [row] = await db
    .update(orders)
    .set({ linkVersion: sql`${orders.linkVersion} + 1` })
    .where(eq(orders.id, orderId))
    .returning({ version: orders.linkVersion });
  return row?.version ?? null;
}
