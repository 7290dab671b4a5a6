import path from 'node:path';
import { connect, migrate, type Database } from './platform/db/client.ts';
import { modules } from './modules/index.ts';
import type { Settings } from './config.ts';

/** Migrations, then the reference data every installation needs (the access catalogue, the municipalities). */
export async function prepareDatabase(database: Database): Promise<void> {
  await migrate(database);
  for (const module of modules) await module.prepare?.(database.db, modules);
}

/** The database of the settings (PostgreSQL server or embedded under DATA_DIR), ready to use. */
export async function openDatabase(settings: Settings): Promise<Database> {
  const database = await connect({
    url: settings.databaseUrl,
    readUrl: settings.databaseReadUrl,
    maxLagSeconds: settings.replicaMaxLagSeconds,
    dataDir: settings.databaseUrl ? undefined : path.join(settings.dataDir, 'pgdata'),
  });
  await prepareDatabase(database);
  return database;
}
