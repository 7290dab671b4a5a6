import type { z } from 'zod';
import { schemaViolations } from '@backoffice/domain';
import { AppError, type Violation } from './errors.ts';

/** Zod issues become violations keyed by the dotted field path; messages are catalog keys (the web reads them the same way). */
export function zodViolations(error: z.ZodError): Violation[] {
  return schemaViolations(error);
}

export function parseInput<T>(schema: z.ZodType<T>, body: unknown): T {
  if (body === null || body === undefined || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError('bad_request', 'The request body must be a JSON object.');
  }
  const result = schema.safeParse(body);
  if (!result.success) throw new AppError('validation', undefined, zodViolations(result.error));
  return result.data;
}
