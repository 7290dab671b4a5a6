import type { Database, Executor } from '../../platform/db/client.ts';
import type { JobFinished } from '../../platform/jobs/queue.ts';
import { notifications } from './admin.table.ts';

type Notification = Omit<typeof notifications.$inferInsert, 'id'>;

/** Notifications to users of a company (the header's bell): the command other areas call, in their transaction. */
export async function notifyUsers(db: Executor, rows: Notification[]): Promise<void> {
  if (rows.length) await db.insert(notifications).values(rows);
}

/**
 * A job sent with `data.notify = { title, link? }` by a signed-in user (createdBy) tells that user
 * when it is done: a notification with the unread count in the header (freight quotes, MRP runs...). `{job}` in
 * the link becomes the job's id (the screen that shows its result).
 */
export function notifyRequester(database: Database): JobFinished {
  return async (job, outcome) => {
    const notify = (job.data as { notify?: { title?: string; link?: string } }).notify;
    if (!notify?.title || job.createdBy === null || job.company === null) return;
    const ok = outcome.state === 'completed';
    await notifyUsers(database.db, [{
      company: job.company,
      user: job.createdBy,
      title: ok ? notify.title : `Falhou: ${notify.title}`,
      body: ok ? 'Concluído.' : `Não foi possível concluir: ${outcome.error ?? 'erro desconhecido'}. Tente de novo ou fale com o suporte.`,
      link: notify.link?.replace('{job}', String(job.id)) ?? null,
    }]);
  };
}
