import type { z } from 'zod';
import { AppError, type Violation } from './errors.ts';

/** Zod issues become violations keyed by the dotted field path; messages are catalog keys. */
export function zodViolations(error: z.ZodError): Violation[] {
  return error.issues.map((issue) => {
    const key = issue.message && /^[a-z_]+$/.test(issue.message) ? issue.message : defaultKey(issue);
    return { propertyPath: issue.path.map(String).join('.'), message: key };
  });
}

function defaultKey(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return (issue as { input?: unknown }).input === undefined ? 'required' : 'invalid_value';
    case 'too_small':
      return 'required';
    case 'too_big':
      return 'too_long';
    case 'invalid_format':
      return 'invalid_value';
    default:
      return 'invalid_value';
  }
}

export function parseInput<T>(schema: z.ZodType<T>, body: unknown): T {
  if (body === null || body === undefined || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError('bad_request', 'The request body must be a JSON object.');
  }
  const result = schema.safeParse(body);
  if (!result.success) throw new AppError('validation', undefined, zodViolations(result.error));
  return result.data;
}
