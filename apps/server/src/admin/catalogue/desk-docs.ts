import { ERROR, type RouteDocsOptions, routeDocs } from '../../openapi/route-docs.js';

/**
 * The OpenAPI part of a catalogue desk route: in the admin tag, behind the staff scheme, with its
 * operation id, and 403 (a role the desk does not allow) beside the answers the route names.
 */
export function deskDocs(
  summary: string,
  options: Omit<RouteDocsOptions, 'summary' | 'tags' | 'security'> & { operationId: string },
) {
  return routeDocs({
    ...options,
    summary,
    tags: ['admin'],
    security: 'staff',
    responses: { 403: ERROR, ...(options.responses ?? {}) },
  });
}
