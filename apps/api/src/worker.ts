import { loadSettings } from './config.ts';
import { openDatabase } from './database.ts';
import { openStorage } from './platform/files/storage.ts';
import { JobQueue } from './platform/jobs/queue.ts';
import { registerJobHandlers, schedulePeriodicJobs } from './jobs.ts';

// The job worker alone, for running it apart from the API processes (see docs/operations.md).
// The embedded database admits one process: with it, the worker runs inside `npm start`.
const settings = loadSettings();
if (!settings.databaseUrl) {
  console.error('npm run worker precisa de DATABASE_URL (PostgreSQL): com o banco embutido o worker roda dentro do npm start.');
  process.exit(1);
}
const database = await openDatabase(settings);
const jobs = new JobQueue(database, { leaseMs: settings.jobLeaseSeconds * 1000, onError: (error) => console.error('job failed:', error) });
const storage = openStorage(settings);
registerJobHandlers(jobs, { database, settings, storage });
await schedulePeriodicJobs(jobs, { database, settings, storage });
jobs.start();
console.log(`Worker ${jobs.workerId} atendendo: ${jobs.queues.join(', ')}`);
const stop = async () => {
  await jobs.stop();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
