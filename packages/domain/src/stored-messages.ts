/** Stored labels with every language's message catalogue at hand (the API, the domain's own notifications). */
import { messagesIn } from './common/messages.ts';
import { storedLabelIn } from './stored-labels.ts';

/** The label of a stored text in the language (storedLabelIn, with the whole catalogue of messages). */
export function storedLabel(text: string | null | undefined, locale: string): string {
  return storedLabelIn(messagesIn(locale), text, locale);
}
