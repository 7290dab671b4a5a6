import { labelOfStored, type MessageCatalogue } from '@backoffice/domain';
// Its type only: the formatter itself comes with the messages' part (below).
import type { translateIn } from '@backoffice/domain';
import { currentLocale, i18n, loadStrings, stringsReady } from './i18n';
import { normalizeLocale, type Locale } from './language';

/**
 * The API's messages (the domain's catalogue: validation, refusals, stored errors) as the web shows them: in the
 * user's language only, a part of the catalogue of their own (`MESSAGES_PART`, one chunk per language built from
 * the domain's catalogue, app/strings/messages.<locale>.ts), loaded with the first screen that is not the home and,
 * on the home, only when a message must be shown (notifyError waits for it). So the first load of `/home` carries
 * no message, and no language but the user's. A language switch brings this part in the new language first, as
 * every part asked for (i18n.changeLocale).
 */
export const MESSAGES_PART = 'messages';
/** Where the part keeps its catalogue among the language's strings (a top-level namespace of its own). */
const NAMESPACE = 'apiMessages';

const NONE: MessageCatalogue = { texts: {}, stored: {} };

type MessageFormat = typeof translateIn;
/**
 * How a message is put in words (the domain's `translateIn`: parameters, numbers, and enum values by their labels,
 * which needs every area's enums): it comes with the part's chunk (app/catalogue.ts), not in the first load, where
 * it and the enums were some 6 KB of the shell. Until then a key is said as it is, as it was without the catalogue.
 */
let format: MessageFormat = (_catalogue, key) => key;

/** Installs the formatter that comes with the part (app/catalogue.ts) or, in the tests, at once. */
export function installMessageFormat(formatter: MessageFormat): void {
  format = formatter;
}

/** A language's catalogue of messages as the part installs it (`{ apiMessages: catalogue }`). */
export function messagesPart(catalogue: MessageCatalogue): object {
  return { [NAMESPACE]: catalogue };
}

/** The catalogue loaded in a language (empty until the part is in). */
function catalogueIn(locale: string): MessageCatalogue {
  return (i18n.getResource(normalizeLocale(locale), 'translation', NAMESPACE) as MessageCatalogue | undefined) ?? NONE;
}

/** Whether the messages are in, in the current language. */
export function messagesReady(): boolean {
  return stringsReady(MESSAGES_PART);
}

/** Loads the messages in the current language (once; at once when they are in). */
export function loadMessages(): Promise<void> {
  return loadStrings(MESSAGES_PART);
}

/** Whether a text is a key of the catalogue (of the messages loaded). */
export function isMessageKey(key: string): boolean {
  return Object.hasOwn(catalogueIn(currentLocale()).texts, key);
}

/** The loaded messages of the current language, key → text (for reading an API's text back to its key). */
export function messageTexts(): Readonly<Record<string, string>> {
  return catalogueIn(currentLocale()).texts;
}

/** A message of the catalogue in the language (the current one by default); an unknown key comes back as it is. */
export function translateMessage(key: string, locale: string = currentLocale(), params?: Readonly<Record<string, string | number>>): string {
  return format(catalogueIn(locale), key, locale, params);
}

/**
 * The stored labels' words per language (the domain's `storedLabelsIn`), installed with the language's shell strings
 * (app/catalogue.ts): pt-BR shows them as stored, so its first load carries no table.
 */
const storedLabels = new Map<string, Readonly<Record<string, string>>>();

export function installStoredLabels(locale: Locale, labels: Readonly<Record<string, string>>): void {
  storedLabels.set(locale, labels);
}

/** The label of a stored text (menu titles, flows, a stored pt-BR message) in the language. */
export function storedLabel(text: string | null | undefined, locale: string): string {
  return labelOfStored(storedLabels.get(normalizeLocale(locale)) ?? {}, catalogueIn(locale), text, locale);
}
