import type { Executor } from '../accounts/repository.js';
import { readShopSetting, SHOP_SETTING, writeShopSetting } from './shop-settings.js';

/**
 * The shop records the PUBLIC_URL it starts with, so e-mails written elsewhere (the CLI's order
 * status e-mails, run from a shell that has no PUBLIC_URL) link to the shop shoppers know rather
 * than to http://localhost:3000.
 */
export async function rememberPublicUrl(db: Executor, config: { publicUrl: string; publicUrlSet: boolean }) {
  if (config.publicUrlSet) await writeShopSetting(db, SHOP_SETTING.publicUrl, config.publicUrl);
}

/**
 * The address to build links with outside the shop's process: PUBLIC_URL when given, else the
 * one the shop last started with, else the local default (`fallback` true: say so).
 */
export async function publicUrlFor(
  db: Executor,
  config: { publicUrl: string; publicUrlSet: boolean },
): Promise<{ publicUrl: string; fallback: boolean }> {
  if (config.publicUrlSet) return { publicUrl: config.publicUrl, fallback: false };
  const recorded = await readShopSetting(db, SHOP_SETTING.publicUrl);
  return recorded
    ? { publicUrl: recorded, fallback: false }
    : { publicUrl: config.publicUrl, fallback: true };
}
