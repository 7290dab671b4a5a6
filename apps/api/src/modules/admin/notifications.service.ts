import type { Database, Executor } from '../../platform/db/client.ts';
import type { JobNotice } from '../../platform/jobs/define.ts';
import type { JobFinished } from '../../platform/jobs/queue.ts';
import { jobOutcomeMessage, notificationColumns, type NotificationText } from '@backoffice/domain';
import { notifications } from './admin.table.ts';

type Notification = Omit<typeof notifications.$inferInsert, 'id'>;

/** Notifications to users of a company (the header's bell): the command other areas call, in their transaction. */
export async function notifyUsers(db: Executor, rows: Notification[]): Promise<void> {
  if (rows.length) await db.insert(notifications).values(rows);
}

/**
 * A job sent with `data.notify = { message, link? }` by a signed-in user (createdBy) tells that user
 * when it is done: a notification with the unread count in the header (freight quotes, MRP runs...). `{job}` in
 * the link becomes the job's id (the screen that shows its result). A job queued before notices carried their
 * message has a pt-BR `title` only, shown as it came (notify_text) inside the same sentences.
 */
export function notifyRequester(database: Database): JobFinished {
  return async (job, outcome) => {
    const notify = (job.data as JobNotice).notify;
    if (!notify || job.createdBy === null || job.company === null) return;
    const title: NotificationText | null = notify.message ?? (notify.title ? { key: 'notify_text', params: { text: notify.title } } : null);
    if (!title) return;
    const text = notificationColumns(jobOutcomeMessage(title, { ok: outcome.state === 'completed', error: outcome.error }));
    await notifyUsers(database.db, [{ company: job.company, user: job.createdBy, link: notify.link?.replace('{job}', String(job.id)) ?? null, ...text }]);
  };
}
