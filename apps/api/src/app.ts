import type { FastifyInstance } from 'fastify';
import { buildServer } from './platform/http/server.ts';
import { assertDistinctPaths } from './platform/resources/define.ts';
import { registerResourceRoutes } from './platform/resources/routes.ts';
import { entrypointRoutes } from './platform/hydra/entrypoint.ts';
import { docsRoutes } from './platform/hydra/docs.ts';
import { filesOperations } from './platform/files/files.routes.ts';
import { jobsOperations } from './platform/jobs/jobs.routes.ts';
import { batchOperations } from './platform/http/batch.routes.ts';
import { registerOperations } from './platform/operations/define.ts';
import { composeApplication, modulePages, moduleRoutes, modules as allModules } from './modules/index.ts';
import type { AreaModule } from './platform/modules/module.ts';
import { sessionStore } from './modules/admin/index.ts';
import type { Database } from './platform/db/client.ts';
import type { Settings } from './config.ts';
import { openStorage, type FileStorage } from './platform/files/storage.ts';
import { JobQueue } from './platform/jobs/queue.ts';

export interface AppOptions {
  database: Database;
  settings: Settings;
  storage?: FileStorage;
  jobs?: JobQueue;
  logger?: boolean;
  /** The business modules the application is made of (default: all of modules/index.ts). */
  modules?: AreaModule[];
}

/** The whole HTTP application: API under /api, the web app everywhere else. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // First of all: a module whose required provider is missing stops the start-up here, naming it.
  const modules = composeApplication(options.modules ?? allModules);
  const resources = modules.flatMap((m) => m.resources);
  assertDistinctPaths(resources);
  const storage = options.storage ?? openStorage(options.settings);
  const jobs = options.jobs ?? new JobQueue(options.database);
  return buildServer({
    database: options.database,
    settings: options.settings,
    storage,
    jobs,
    sessions: sessionStore,
    resources,
    logger: options.logger,
    // A company's public shop: written whole by the server (content, title, description, picture, canonical address).
    pages: modulePages(modules),
    routes: async (api) => {
      await api.register(entrypointRoutes);
      await api.register(docsRoutes);
      registerOperations(api, filesOperations);
      registerOperations(api, jobsOperations);
      registerOperations(api, batchOperations);
      // Custom operations first: their static paths (e.g. /people/default-company) win over /people/{id}.
      await api.register(moduleRoutes(modules));
      for (const resource of resources) registerResourceRoutes(api, resource);
    },
  });
}
