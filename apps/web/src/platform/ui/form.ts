import { schemaViolations, type IssueList } from '@backoffice/domain';
import { translateMessage } from '@/platform/i18n/messages';
import { isApiError, type Violations } from '../api/errors';
import { currentLocale } from '../i18n/i18n';
import { describeError, notifyError, translateApiText } from './notify';

interface SafeParseSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: IssueList };
}

export interface ZodValidateOptions<T> {
  /** What is checked: the values as they are sent to the API (default: the form values themselves). */
  input?: (values: T) => unknown;
  /** Paths of that input mapped to the form's own paths (rows left out of the input shift list indexes). */
  aliases?: (values: T) => Record<string, string>;
}

/**
 * Mantine form `validate` from a zod schema of the domain: the same violations the API answers with a 422
 * (`schemaViolations`), translated, keyed by form path (the first per field).
 */
export function zodValidate<T>(schema: SafeParseSchema, options: ZodValidateOptions<T> = {}): (values: T) => Record<string, string> {
  return (values: T) => {
    const result = schema.safeParse(options.input ? options.input(values) : values);
    if (result.success) return {};
    const aliases = options.aliases?.(values) ?? {};
    const errors: Record<string, string> = {};
    for (const { propertyPath, message, params } of schemaViolations(result.error)) {
      const field = aliases[propertyPath] ?? (propertyPath || '_error');
      if (!(field in errors)) errors[field] = translateMessage(message, currentLocale(), params);
    }
    return errors;
  };
}

/** Violations of a 422 answer, translated, ready for `form.setErrors`. */
export function violationErrors(violations: Violations): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(violations)) errors[field] = translateApiText(message);
  return errors;
}

/**
 * Splits an API error for a form: violations of its own fields go on the fields; anything else (other
 * properties, `_error`, or an error without violations) becomes one general message, or null.
 */
export function formFeedback(error: unknown, fields: readonly string[]): { fields: Record<string, string>; general: string | null } {
  if (!error) return { fields: {}, general: null };
  if (!isApiError(error) || !error.hasViolations) return { fields: {}, general: describeError(error) };
  const own: Record<string, string> = {};
  const other = new Set<string>();
  for (const [field, message] of Object.entries(violationErrors(error.violations))) {
    if (fields.includes(field)) own[field] = message;
    else other.add(message);
  }
  return { fields: own, general: other.size > 0 ? [...other].join(' ') : null };
}

function hasPath(values: unknown, path: string): boolean {
  const parts = path.split('.');
  let current: unknown = values;
  for (let i = 0; i < parts.length; i++) {
    if (current === null || typeof current !== 'object') return false;
    const record = current as Record<string, unknown>;
    if (!(parts[i] in record)) return false;
    current = record[parts[i]];
  }
  return true;
}

interface FormLike<Values> {
  getValues(): Values;
  setErrors(errors: Record<string, string>): void;
}

/**
 * Puts a 422's violations on the form fields they name (property paths such as `addresses.0.cep` are the
 * form's own paths); `aliases` maps an API path to a form path. Returns the message for the other violations
 * (other properties, `_error`), or null. An error without violations is the red notification, and only that
 * (an error is shown once: never inline and as a notification too).
 */
export function applyApiErrors<Values>(form: FormLike<Values>, error: unknown, aliases: Record<string, string> = {}): string | null {
  if (!error) return null;
  if (!isApiError(error) || !error.hasViolations) {
    notifyError(error);
    return null;
  }
  const values = form.getValues();
  const own: Record<string, string> = {};
  const other = new Set<string>();
  for (const [field, message] of Object.entries(violationErrors(error.violations))) {
    const path = aliases[field] ?? field;
    if (path !== '_error' && hasPath(values, path)) own[path] = message;
    else other.add(message);
  }
  form.setErrors(own);
  return other.size > 0 ? [...other].join(' ') : null;
}

/** For a form with no place of its own for a general message: the violations off its fields go in the red notification. */
export function showApiErrors<Values>(form: FormLike<Values>, error: unknown, aliases: Record<string, string> = {}): void {
  const general = applyApiErrors(form, error, aliases);
  if (general) notifyError(new Error(general));
}

/** Moves the focus to the first field with an error inside `container` (after React painted the errors). */
export function focusFirstInvalid(container: HTMLElement | null | undefined): void {
  requestAnimationFrame(() => {
    const field = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    field.focus({ preventScroll: true });
  });
}
