import { isIP } from 'node:net';

/**
 * Which proxies may tell the shop the client's address (Fastify's `trustProxy`): none, the nearest
 * N hops, or the proxies at these addresses or networks. Never "any header from anyone".
 */
export type ProxyTrust = false | number | string[];

/** proxy-addr's names for whole address ranges, which Fastify accepts beside addresses. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrNetwork(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY: empty or `false` trusts nobody; a whole number is how many proxies stand in
 * front of the shop (X-Forwarded-For is read that many hops from the right); otherwise a comma list
 * of proxy addresses or CIDR networks. `true` is refused: it would let any client pick its own
 * address and slip past every per-address limit.
 */
export function parseProxyTrust(text: string | undefined): ProxyTrust {
  const value = (text ?? '').trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') {
    throw new Error(
      'TRUST_PROXY=true would believe any X-Forwarded-For header; set it to the number of proxies in front of the shop (such as 1) or their addresses (such as 10.0.0.0/8)',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops < 1 || hops > 10) throw new Error(`TRUST_PROXY must be from 1 to 10 hops, got "${value}"`);
    return hops;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const bad = entries.find((entry) => !isAddressOrNetwork(entry));
  if (bad !== undefined || entries.length === 0) {
    throw new Error(
      `TRUST_PROXY must be a hop count or a comma list of proxy addresses or networks, got "${bad ?? value}"`,
    );
  }
  return entries;
}
