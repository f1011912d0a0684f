import { DEFAULT_DELIVERY_AREAS, type DeliveryAreas, type SiteStatusResponse } from '@bookshop/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routeDocs } from '../openapi/route-docs.js';
import { hostMatches } from './host-matches.js';

export const MAINTENANCE_PATH = '/maintenance';
export const MAINTENANCE_MESSAGE = 'The shop is under maintenance.';
/** API calls that keep working on a maintenance host: probes, metrics, and the call the web app asks. */
const OPEN_API = new Set(['/api/health', '/api/ready', '/api/metrics', '/api/site-status']);

/** A page load rather than a file: an HTML GET, or a path without a file extension. */
function wantsPage(request: FastifyRequest, path: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '';
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return accept.includes('text/html') || !lastSegment.includes('.');
}

/**
 * Maintenance mode per host, enforced before anything else runs (and before the SPA loads): on a
 * maintenance host every page goes to /maintenance and the API answers 503, except health checks
 * and the site status the web app reads; elsewhere /maintenance goes home. Only the Host header
 * is read, never X-Forwarded-Host: it is what the shopper's browser asked for. Registered on the
 * root instance (not as an encapsulated plugin) so the hook covers every route and the SPA
 * fallback, and before the auth hook so a refused call costs no token lookup.
 */
export function registerMaintenance(
  app: FastifyInstance,
  hosts: readonly string[],
  deliveryAreas: DeliveryAreas = DEFAULT_DELIVERY_AREAS,
): void {
  const onMaintenanceHost = (request: FastifyRequest) => hostMatches(request.headers.host, hosts);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const maintenance = onMaintenanceHost(request);
    if (path.startsWith('/api/') || path === '/api') {
      if (!maintenance || OPEN_API.has(path)) return;
      return reply
        .status(503)
        .header('retry-after', '600')
        .header('cache-control', 'no-store')
        .send({ error: MAINTENANCE_MESSAGE });
    }
    if (!wantsPage(request, path)) return;
    const onMaintenancePage = path === MAINTENANCE_PATH || path === `${MAINTENANCE_PATH}/`;
    if (maintenance && !onMaintenancePage) {
      return reply.header('cache-control', 'no-store').redirect(MAINTENANCE_PATH, 302);
    }
    if (!maintenance && onMaintenancePage) {
      return reply.header('cache-control', 'no-store').redirect('/', 302);
    }
  });

  app.get(
    '/api/site-status',
    {
      schema: routeDocs({
        operationId: 'siteStatus',
        summary:
          'Whether this host shows the maintenance page, and the cities each kind of item is delivered to',
        tags: ['site'],
        responses: { 200: 'SiteStatusResponse' },
      }),
    },
    async (request, reply) => {
      // Per host, so shared caches must not hand one host's answer to another.
      reply.header('cache-control', 'no-store');
      return {
        data: { maintenance: onMaintenanceHost(request), deliveryAreas },
      } satisfies SiteStatusResponse;
    },
  );
}
