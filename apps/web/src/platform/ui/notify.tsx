import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { currentLocale, i18n } from '../i18n/i18n';
import { isMessageKey, loadMessages, messageTexts, translateMessage } from '../i18n/messages';
import { isApiError } from '../api/errors';

function normalize(text: string): string {
  return text.trim().replace(/\.$/, '').toLowerCase();
}

const EXTRA_KEYS: Record<string, string> = {
  'invalid credentials': 'invalid_credentials',
  unauthorized: 'unauthorized',
  'access denied': 'forbidden',
  forbidden: 'forbidden',
  'not found': 'not_found',
};

/**
 * Texts the API may send (a message key of the domain catalogue, or its text) are shown in the active language;
 * anything else passes as it came. The messages are those of the active language (i18n/messages.ts): the API writes
 * its texts in the language the client asks for (Accept-Language), so a text is read back in that language.
 */
export function translateApiText(text: string): string {
  const locale = currentLocale();
  if (isMessageKey(text)) return translateMessage(text, locale);
  const wanted = normalize(text);
  const extra = EXTRA_KEYS[wanted];
  if (extra) return translateMessage(extra, locale);
  for (const [key, value] of Object.entries(messageTexts())) {
    if (normalize(value) === wanted) return translateMessage(key, locale);
  }
  return text;
}

/** The message to show for an error (API, network or bug). */
export function describeError(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 0) return i18n.t('errors.network');
    const general = error.violations._error;
    if (general) return translateApiText(general);
    if (error.hasViolations) return [...new Set(Object.values(error.violations).map(translateApiText))].join(' · ');
    return translateApiText(error.description);
  }
  if (error instanceof Error && error.message) return error.message;
  return i18n.t('errors.unexpected');
}

/**
 * Red notification at the bottom (spec §8), once the messages are in (on the home they are not loaded until one must
 * be shown); a failed load still shows it, with the API's text as it came.
 */
export function notifyError(error: unknown, title?: string): void {
  const show = () => showError(error, title);
  void loadMessages().then(show, show);
}

function showError(error: unknown, title?: string): void {
  notifications.show({
    color: 'red',
    title: title ?? i18n.t('errors.title'),
    message: describeError(error),
    icon: <IconAlertTriangle size={18} />,
    autoClose: 7000,
    withBorder: true,
  });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', message, icon: <IconCheck size={18} />, autoClose: 4000, withBorder: true });
}
