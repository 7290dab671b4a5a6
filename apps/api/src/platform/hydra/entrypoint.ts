import type { FastifyInstance } from 'fastify';
import type { Resource } from '../resources/define.ts';
import { API_PREFIX } from './serialize.ts';
import { entrypointKeys } from './contexts.ts';
import { DOCS_TAG, trackRoutes } from './openapi.ts';
import { preferredType, sendSwaggerPage } from './docs.ts';

/**
 * GET /api: the Hydra entrypoint, one link per collection. Its keys are the Entrypoint class's properties
 * in /api/docs.jsonld and the terms of /api/contexts/Entrypoint (see `entrypointKeys` for how they are named:
 * 'people' for /people, 'peopleMyCompanies' for /people/my-companies, 'config' for /configs...).
 * A browser (Accept preferring text/html) gets the Swagger UI page instead, as with API Platform.
 */
export function entrypointBody(declared: Resource[]): Record<string, unknown> {
  const body: Record<string, unknown> = { '@context': `${API_PREFIX}/contexts/Entrypoint`, '@id': API_PREFIX, '@type': 'Entrypoint' };
  for (const [resource, key] of entrypointKeys(declared)) body[key] = `${API_PREFIX}${resource.path}`;
  return body;
}

export async function entrypointRoutes(app: FastifyInstance): Promise<void> {
  // Registered first: start recording the routes for the OpenAPI document (see docs.ts).
  trackRoutes(app);
  app.get('/', { config: { public: true, docs: { summary: 'The Hydra entrypoint: one link per collection.', tags: [DOCS_TAG] } } }, async (req, reply) => {
    if (preferredType(req.headers.accept, ['application/ld+json', 'application/json', 'text/html']) === 'text/html') return sendSwaggerPage(reply);
    reply.type('application/ld+json; charset=utf-8');
    return entrypointBody(app.resources);
  });
}
// Not encapsulated, so that the route tracking hook installed here reaches the plugins registered after it.
(entrypointRoutes as unknown as Record<symbol, unknown>)[Symbol.for('skip-override')] = true;
