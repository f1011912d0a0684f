import path from 'node:path';
import type { DeliveryAreas, DeliveryRules } from '@bookshop/domain';
import { type LogFormat, parseLogFormat } from './logging/terminal-logs.js';
import { deliveryAreasFrom } from './orders/delivery-areas.js';
import { deliveryRulesFrom, returnDaysFrom } from './orders/delivery-rules.js';
import { type OrderLinkSettings, orderLinkSettingsFrom } from './orders/order-links.js';
import { type UnpaidOrderWindows, unpaidOrderWindowsFrom } from './orders/unpaid-order-windows.js';
import type { CardIntentLimits } from './payments/intent-limit.js';
import { type ProxyTrust, parseProxyTrust } from './security/proxy-trust.js';

/** Everything the server reads from its environment, parsed once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | null;
  /** Where PGlite keeps its files and where generated covers are cached. `null` means in memory. */
  dataDir: string | null;
  /**
   * DATABASE_PREPARED_STATEMENTS (on, or off): whether connections prepare each statement once
   * (db/named-statements.ts); off for a connection pooler that cannot keep them per client.
   */
  preparedStatements: boolean;
  /** Built web app to serve; `null` to serve the API only. */
  webDistDir: string | null;
  /** Built back office (apps/admin) to serve under /admin (ADMIN_DIST_DIR); `null` for none. */
  adminDistDir: string | null;
  /** Public address of the shop, used in e-mails and sitemaps, never taken from a request's Host. */
  publicUrl: string;
  /** PUBLIC_URL was given; otherwise publicUrl is the local default, and start says where it listens. */
  publicUrlSet: boolean;
  logLevel: string;
  /** LOG_FORMAT: readable lines on a terminal and JSON lines otherwise (`auto`), or always one of them. */
  logFormat: LogFormat;
  /** METRICS_PORT: Prometheus metrics at /metrics on a port of their own; null: none. */
  metricsPort: number | null;
  /** METRICS_TOKEN: GET /api/metrics answers a bearer of this token; null: the route does not exist. */
  metricsToken: string | null;
  /** Load the demo catalogue when the database holds no books. */
  seedDemoWhenEmpty: boolean;
  /** smtp:// or smtps:// URL; when absent e-mails only go to the outbox table. */
  smtpUrl: string | null;
  /** Sender of the shop's e-mails. */
  mailFrom: string;
  /**
   * Developer routes such as GET /api/dev/outbox: off unless DEV_ROUTES=true, and never on when
   * NODE_ENV is production. The outbox holds reset links, so exposing it is an account takeover.
   */
  devRoutes: boolean;
  /** Host names (wildcards such as `*.example.com` allowed) that only show the maintenance page. */
  maintenanceHosts: string[];
  /** An item's own discount, in percent, from which it is listed under High Discounts. */
  highDiscountThreshold: number;
  /** How long an autocomplete answer is reused, in seconds; 0 turns the cache off. */
  autocompleteCacheSeconds: number;
  /** AUTOCOMPLETE_CACHE_MB: memory for kept autocomplete answers, in bytes. */
  autocompleteCacheBytes: number;
  /** How long a search results answer is reused (until the catalogue changes), in seconds; 0 turns it off. */
  searchCacheSeconds: number;
  /** SEARCH_CACHE_MB: memory for kept results pages, in bytes. */
  searchCacheBytes: number;
  /** SEARCH_RANKS_MB: memory for books' kept relevance ranks (search/rank-cache.ts), in bytes. */
  searchRanksBytes: number;
  /** PAGE_CACHE_MB: memory for rendered public pages kept compressed, in bytes; 0 keeps none. */
  pageCacheBytes: number;
  /** READ_CACHE_MB: memory for the catalogue read cache (book pages, lists), in bytes; 0 turns it off. */
  readCacheBytes: number;
  /** BENCH=1: collect server-side response times for `pnpm bench` (GET /api/bench/timings). */
  benchTimings: boolean;
  /**
   * BENCH=1 only: a goodbooks CSV to import when the server is ready, so `pnpm bench` can measure
   * an in-memory PGlite holding the 10k catalogue (no other process can reach that database).
   */
  benchImportCsv: string | null;
  /**
   * Which proxies may give the client address in X-Forwarded-For: a hop count or their addresses
   * (see {@link parseProxyTrust}); false trusts none. Per-address limits rest on this address.
   */
  trustProxy: ProxyTrust;
  /** Anonymous writes (guest tokens, register, forgot-password, book requests) per address and minute, per route. */
  anonymousWritesPerMinute: number;
  /** Card intents (each a Rs. 10 verification charge) per shopper and per address in 10 minutes. */
  cardIntentLimits: CardIntentLimits;
  /** redis:// URL: rate-limit counters live there, shared by every replica; null keeps them in process. */
  redisUrl: string | null;
  /** The shop's own inbox: requests to cancel shipped orders go there (SHOP_EMAIL). */
  shopEmail: string;
  /** How long an unpaid wallet or bank-transfer order holds its books before it is cancelled. */
  unpaidOrderWindows: UnpaidOrderWindows;
  /** RETURN_DAYS: days after delivery a shopper may ask for a return (default 7). */
  returnDays: number;
  /** Delivery promises (DELIVERY_* and DISPATCH_DAYS_* settings): Lahore 1-2 working days, elsewhere 3-5. */
  deliveryRules: DeliveryRules;
  /** Signed order links: ORDER_LINK_SECRET (else a key kept in the database) and ORDER_LINK_DAYS (90). */
  orderLinks: OrderLinkSettings;
  /** The cities stationery and art supplies are delivered to (STATIONERY_CITIES, default Lahore). */
  deliveryAreas: DeliveryAreas;
}

/** A switch variable: `on` or `off` (any case), the default when unset or empty. */
function onOffFrom(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '') return fallback;
  if (raw === 'on' || raw === 'off') return raw === 'on';
  throw new Error(`${name} must be on or off, got "${env[name]}"`);
}

function wholeNumberFrom(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const text = env[name];
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${text}"`);
  }
  return value;
}

/** A metrics token a scraper sends as its bearer: long enough not to be guessed, no spaces. */
function metricsTokenFrom(text: string | undefined): string | null {
  if (text === undefined || text === '') return null;
  if (!/^[!-~]{16,256}$/.test(text)) {
    throw new Error(
      'METRICS_TOKEN must be 16 to 256 printable characters without spaces (such as `openssl rand -hex 32`)',
    );
  }
  return text;
}

const here = path.dirname(new URL(import.meta.url).pathname);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  if (!URL.canParse(publicUrl)) throw new Error(`PUBLIC_URL must be an absolute URL, got "${publicUrl}"`);
  const production = env.NODE_ENV === 'production';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    dataDir: env.DATA_DIR === ':memory:' ? null : path.resolve(env.DATA_DIR ?? './.data'),
    preparedStatements: onOffFrom(env, 'DATABASE_PREPARED_STATEMENTS', true),
    webDistDir:
      env.WEB_DIST_DIR === '' ? null : path.resolve(env.WEB_DIST_DIR ?? path.join(here, '../../web/dist')),
    adminDistDir:
      env.ADMIN_DIST_DIR === ''
        ? null
        : path.resolve(env.ADMIN_DIST_DIR ?? path.join(here, '../../admin/dist')),
    publicUrl,
    publicUrlSet: Boolean(env.PUBLIC_URL),
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: parseLogFormat(env.LOG_FORMAT),
    metricsPort: env.METRICS_PORT ? wholeNumberFrom(env, 'METRICS_PORT', 0, 1, 65_535) : null,
    metricsToken: metricsTokenFrom(env.METRICS_TOKEN),
    seedDemoWhenEmpty: env.SEED_DEMO !== 'false',
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? `Bookshop <no-reply@${new URL(publicUrl).hostname}>`,
    // Off by default (the shop listens on every interface); production never exposes them.
    devRoutes: !production && env.DEV_ROUTES === 'true',
    maintenanceHosts: (env.MAINTENANCE_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter((h) => h !== ''),
    highDiscountThreshold: wholeNumberFrom(env, 'HIGH_DISCOUNT_THRESHOLD', 25, 1, 100),
    autocompleteCacheSeconds: wholeNumberFrom(env, 'AUTOCOMPLETE_CACHE_SECONDS', 60, 0, 86_400),
    searchCacheSeconds: wholeNumberFrom(env, 'SEARCH_CACHE_SECONDS', 60, 0, 86_400),
    autocompleteCacheBytes: wholeNumberFrom(env, 'AUTOCOMPLETE_CACHE_MB', 8, 0, 65_536) * 1024 * 1024,
    searchCacheBytes: wholeNumberFrom(env, 'SEARCH_CACHE_MB', 16, 0, 65_536) * 1024 * 1024,
    searchRanksBytes: wholeNumberFrom(env, 'SEARCH_RANKS_MB', 8, 0, 65_536) * 1024 * 1024,
    pageCacheBytes: wholeNumberFrom(env, 'PAGE_CACHE_MB', 16, 0, 65_536) * 1024 * 1024,
    readCacheBytes: wholeNumberFrom(env, 'READ_CACHE_MB', 64, 0, 65_536) * 1024 * 1024,
    benchTimings: env.BENCH === '1',
    benchImportCsv: env.BENCH === '1' && env.BENCH_IMPORT_CSV ? path.resolve(env.BENCH_IMPORT_CSV) : null,
    trustProxy: parseProxyTrust(env.TRUST_PROXY),
    anonymousWritesPerMinute: wholeNumberFrom(env, 'ANON_WRITES_PER_MINUTE', 10, 1, 100_000),
    cardIntentLimits: {
      perShopper: wholeNumberFrom(env, 'CARD_INTENTS_PER_SHOPPER', 10, 1, 100_000),
      perAddress: wholeNumberFrom(env, 'CARD_INTENTS_PER_ADDRESS', 30, 1, 100_000),
    },
    redisUrl: env.REDIS_URL || null,
    shopEmail: env.SHOP_EMAIL || `orders@${new URL(publicUrl).hostname}`,
    unpaidOrderWindows: unpaidOrderWindowsFrom(env),
    returnDays: returnDaysFrom(env),
    deliveryRules: deliveryRulesFrom(env),
    orderLinks: orderLinkSettingsFrom(env),
    deliveryAreas: deliveryAreasFrom(env),
  };
}
