import { translateMessage } from '@backoffice/domain';
import { isApiError, type Violations } from '../api/errors';
import { currentLocale } from '../i18n/i18n';
import { describeError, translateApiText } from './notify';

interface SafeParseSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/** Mantine form `validate` from a zod schema of the domain; its messages are keys of the domain catalogue. */
export function zodValidate<T>(schema: SafeParseSchema): (values: T) => Record<string, string> {
  return (values: T) => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.') || '_error';
      if (!(field in errors)) errors[field] = translateMessage(issue.message, currentLocale());
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
