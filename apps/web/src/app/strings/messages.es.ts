// The API's messages in es only (the domain's catalogue holds the three languages): a chunk of its own, loaded when a
// message must be shown (platform/i18n/messages.ts). The build writes this module as the literal catalogue it yields
// (vite.strings.ts, messagesPerLanguage), so that the chunk carries neither the other languages nor the domain's code.
import { messagesIn } from '@backoffice/domain';

export const messages = messagesIn('es');
