import type { FastifyInstance } from 'fastify';

// Placeholder registration point for the generated OpenAPI and Hydra documentation (see docs below).
export async function docsRoutes(_app: FastifyInstance): Promise<void> {}
