import type { JobQueue } from './platform/jobs/queue.ts';
import type { Database } from './platform/db/client.ts';
import type { Settings } from './config.ts';
import type { FileStorage } from './platform/files/storage.ts';
import { sendMail } from './platform/mail/mailer.ts';
import { notifyRequester, PASSWORD_RESET_JOB, sendResetLink } from './modules/admin/index.ts';
import { PEDIDO_EMAIL_JOB, sendPedidoEmail, type PedidoEmailJob } from './modules/vendas/index.ts';
import {
  COTACAO_JOB,
  geocoderOptionsFromEnv,
  OTIMIZACAO_JOB,
  ROTEIRIZADOR_JOB,
  routerOptionsFromEnv,
  runCotacao,
  runOtimizacao,
  runRoteirizador,
  type CotacaoJob,
  type OtimizacaoJob,
  type RoteirizadorJob,
} from './modules/roteiro/index.ts';
import { ERP_RECEIPTS_JOB, ERP_SEND_JOB, erpOptionsFromEnv, importReceipts, scheduleReceiptImports, sendTitulos, type ReceiptsJob } from './modules/financeiro/index.ts';
import { GNRE_QUERY_JOB, GNRE_SEND_JOB, gnreOptionsFromEnv, queryLote, sendLote } from './modules/fiscal/index.ts';
import { MRP_JOB, PREVISAO_IMPORT_JOB, runCalculationJob, runForecastImport } from './modules/pcp/index.ts';

export interface JobDeps {
  database: Database;
  settings: Settings;
  storage: FileStorage;
}

/** Every background job the application knows; the API process and `npm run worker` both register them. */
export function registerJobHandlers(jobs: JobQueue, deps: JobDeps): void {
  jobs.work('email', async (job) => sendMail(deps.settings, job.data as never));
  jobs.work(PASSWORD_RESET_JOB, async (job) => sendResetLink(deps.database, jobs, deps.settings.publicUrl, String((job.data as { who: unknown }).who)));
  jobs.work(PEDIDO_EMAIL_JOB, async (job) => sendPedidoEmail(deps, job.data as PedidoEmailJob));
  jobs.work(OTIMIZACAO_JOB, async (job, context) => runOtimizacao(job.data as unknown as OtimizacaoJob, context, routerOptionsFromEnv(deps.settings.env)));
  jobs.work(ROTEIRIZADOR_JOB, async (job, context) =>
    runRoteirizador(deps.database.db, job.data as unknown as RoteirizadorJob, context, geocoderOptionsFromEnv(deps.settings.env), routerOptionsFromEnv(deps.settings.env)),
  );
  jobs.work(COTACAO_JOB, async (job) => runCotacao(deps.database, job.data as unknown as CotacaoJob));
  jobs.work(ERP_SEND_JOB, async (job) => sendTitulos(deps.database, erpOptionsFromEnv(deps.settings.env), job.data as { company: number; titulos: number[] }));
  jobs.work(ERP_RECEIPTS_JOB, async (job, context) => importReceipts(deps.database, jobs, erpOptionsFromEnv(deps.settings.env), { id: job.id, data: job.data as unknown as ReceiptsJob }, context));
  jobs.work(GNRE_SEND_JOB, async (job) => sendLote(deps.database, jobs, gnreOptionsFromEnv(deps.settings.env), job));
  jobs.work(GNRE_QUERY_JOB, async (job) => queryLote(deps.database, jobs, gnreOptionsFromEnv(deps.settings.env), job));
  jobs.work(MRP_JOB, (job, context) => runCalculationJob(deps.database, job, context));
  jobs.work(PREVISAO_IMPORT_JOB, (job, context) => runForecastImport(deps, job, context));
  jobs.onFinished(notifyRequester(deps.database));
}

/** Jobs that come back by themselves (the ERP's receipts every ERP_RECEBIMENTOS_MINUTOS): queued when a worker starts. */
export async function schedulePeriodicJobs(jobs: JobQueue, deps: JobDeps): Promise<void> {
  await scheduleReceiptImports(deps.database, jobs, erpOptionsFromEnv(deps.settings.env));
}
