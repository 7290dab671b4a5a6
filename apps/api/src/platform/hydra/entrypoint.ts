import type { FastifyInstance } from 'fastify';
import { registry } from '../resources/define.ts';
import { API_PREFIX } from './serialize.ts';

/** Entrypoint property name of a collection path: '/people/my-companies' -> 'people_myCompanies'. */
export function entrypointKey(path: string): string {
  return path
    .replace(/^\//, '')
    .replace(/[-_/.]+(\w)/g, (_m, c: string, offset: number, whole: string) => (whole[offset] === '/' ? `_${c}` : c.toUpperCase()));
}

export async function entrypointRoutes(app: FastifyInstance): Promise<void> {
  app.get('/', { config: { public: true } }, async (_req, reply) => {
    const body: Record<string, unknown> = { '@context': `${API_PREFIX}/contexts/Entrypoint`, '@id': API_PREFIX, '@type': 'Entrypoint' };
    for (const r of registry) if (r.operations.includes('list')) body[entrypointKey(r.path)] = `${API_PREFIX}${r.path}`;
    reply.type('application/ld+json; charset=utf-8');
    return body;
  });
}
