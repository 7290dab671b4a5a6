import { loadSettings } from './config.ts';
import { openDatabase } from './database.ts';
import { buildApp } from './app.ts';
import { seedDemo, DEMO } from './seed/demo.ts';
import { openStorage } from './platform/files/storage.ts';
import { JobQueue } from './platform/jobs/queue.ts';
import { registerJobHandlers, schedulePeriodicJobs } from './jobs.ts';

/** A start-up that cannot go on says why in one line (no stack trace) and exits 1. */
function fail(reason: string): never {
  console.error(`Não foi possível iniciar: ${reason}`);
  process.exit(1);
}

const settings = (() => {
  try {
    return loadSettings();
  } catch (error) {
    return fail((error as Error).message);
  }
})();
const database = await openDatabase(settings).catch((error: Error) => fail(error.message));
const storage = openStorage(settings);
const jobs = new JobQueue(database, { leaseMs: settings.jobLeaseSeconds * 1000, onError: (error) => console.error('job failed:', error) });
registerJobHandlers(jobs, { database, settings, storage });
if (settings.seedDemo && (await seedDemo(database, storage))) console.log('Dados de demonstração criados.');

const app = await buildApp({ database, settings, storage, jobs, logger: process.env.LOG_LEVEL !== 'silent' && process.env.NODE_ENV !== 'test' });
await app.listen({ port: settings.port, host: settings.host }).catch(async (error: NodeJS.ErrnoException) => {
  await database.close();
  fail(error.code === 'EADDRINUSE' ? `a porta ${settings.port} já está em uso (PORT escolhe outra).` : error.message);
});
if (settings.runWorker) {
  await schedulePeriodicJobs(jobs, { database, settings, storage });
  jobs.start();
}

console.log(`\nAplicação em http://localhost:${settings.port}  (banco: ${database.kind === 'pglite' ? `embutido em ${settings.dataDir}` : 'PostgreSQL'})`);
if (settings.seedDemo) console.log(`Acesso de demonstração: usuário "${DEMO.user.username}", senha "${DEMO.user.password}"\n`);

let closing = false;
/** Stops taking requests, lets running ones and jobs finish, closes the database (releasing its lock) and exits. */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: encerrando...`);
  // A request or job that does not end in time does not keep the process (and the database lock) forever.
  setTimeout(() => {
    console.error('Encerramento forçado após 15 s.');
    process.exit(1);
  }, 15_000).unref();
  let code = 0;
  for (const step of [() => app.close(), () => jobs.stop(), () => database.close()]) {
    await Promise.resolve()
      .then(step)
      .catch((error: Error) => {
        console.error(`Erro ao encerrar: ${error.message}`);
        code = 1;
      });
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
