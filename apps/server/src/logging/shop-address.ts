import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Addresses that mean "every interface": not where anyone opens the shop. */
const EVERY_INTERFACE = new Set(['0.0.0.0', '::', '']);

/**
 * Where to open the shop, for the one line said at start: PUBLIC_URL when it was given (the
 * address shoppers use), otherwise the address listened on, with `localhost` for "every
 * interface" (Fastify listed every interface's address, such as a container's 192.0.2.2).
 */
export function whereToOpen(
  settings: { publicUrl: string; publicUrlSet: boolean },
  listening: Pick<AddressInfo, 'address' | 'port'>,
): string {
  if (settings.publicUrlSet) return settings.publicUrl;
  const host = EVERY_INTERFACE.has(listening.address)
    ? 'localhost'
    : listening.address.includes(':')
      ? `[${listening.address}]`
      : listening.address;
  return `http://${host}:${listening.port}`;
}

/**
 * Listens without Fastify's "Server listening at ..." lines (one per interface), so the caller
 * says one line of its own. Fastify writes them at info on the root logger, which is held at warn
 * only between the start of listening and its end: the app is ready before, so no start-up line
 * is lost, and no request is read in between.
 */
export async function listenQuietly(
  app: FastifyInstance,
  options: { port: number; host: string },
): Promise<AddressInfo> {
  await app.ready();
  const level = app.log.level;
  if (['trace', 'debug', 'info'].includes(level)) app.log.level = 'warn';
  try {
    await app.listen(options);
  } finally {
    app.log.level = level;
  }
  return app.server.address() as AddressInfo;
}
