import { resolveLocale } from './locale.ts';
import type { MessageCatalogue } from './message-format.ts';

/**
 * The label of a stored text in the language (the rule of stored-labels.ts), given that language's table of labels
 * (`storedLabelsIn`) and its catalogue of messages: pt-BR as stored; else its translation when the table knows it, a
 * message stored in pt-BR in the language's words (`messages.stored`), anything else (typed by a user) as it is. In a
 * module without the tables, so that the web's first load, which shows pt-BR as stored, does not carry them.
 */
export function labelOfStored(labels: Readonly<Record<string, string>>, messages: MessageCatalogue, text: string | null | undefined, locale: string): string {
  if (text === null || text === undefined) return '';
  if (resolveLocale(locale) === 'pt-BR') return text;
  if (Object.hasOwn(labels, text)) return labels[text];
  return Object.hasOwn(messages.stored, text) ? messages.stored[text] : text;
}
