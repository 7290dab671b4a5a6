/** Notifications in the reader's language: the key and values a row keeps (notifications.messages.ts), read back. */
import { translateMessage } from './messages.ts';
import { storedLabel } from '../stored-messages.ts';
import type { NOTIFICATION_MESSAGES } from './notifications.messages.ts';

export type NotificationKey = keyof typeof NOTIFICATION_MESSAGES;

/** One sentence of a notification: its key in the catalogue and the values of its markers. */
export interface NotificationText {
  key: NotificationKey;
  params?: Readonly<Record<string, string | number>>;
}

/** What a notification row keeps beside its pt-BR text, to be read in the reader's language. */
export interface NotificationMessage {
  title: NotificationText;
  body?: NotificationText | null;
}

/** The sentence in a language (the pt-BR one is what the row's own columns store). */
export function notificationText(text: NotificationText, locale: string): string {
  return translateMessage(text.key, locale, text.params);
}

/** A job's notice as the requester reads it when the job ends: its own title, or "Failed: <title>" with the reason. */
export function jobOutcomeMessage(title: NotificationText, outcome: { ok: boolean; error?: string | null }): NotificationMessage {
  if (outcome.ok) return { title, body: { key: 'notify_done' } };
  return {
    title: { key: 'notify_failed', params: { ...title.params, what: title.key } },
    body: outcome.error ? { key: 'notify_failed_body', params: { error: outcome.error } } : { key: 'notify_failed_unknown' },
  };
}

/**
 * A notification row's columns: the pt-BR text, which lists filter on and a reader without the catalogue shows, and
 * the message it was written from.
 */
export function notificationColumns(message: NotificationMessage): { title: string; body: string | null; message: NotificationMessage } {
  return { title: notificationText(message.title, 'pt-BR'), body: message.body ? notificationText(message.body, 'pt-BR') : null, message };
}

/**
 * A notification's title and body as its reader sees them: from its message in the reader's language, or, on a row
 * written as plain text, that text through the stored-label catalogue (the welcome) or as it is.
 */
export function readNotification(
  row: { title: string; body?: string | null; message?: NotificationMessage | null },
  locale: string,
): { title: string; body: string } {
  const { message } = row;
  return {
    title: message ? notificationText(message.title, locale) : storedLabel(row.title, locale),
    body: message?.body ? notificationText(message.body, locale) : storedLabel(row.body, locale),
  };
}
