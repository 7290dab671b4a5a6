/**
 * Coded errors: modules throw them, and one table (below) decides the HTTP status.
 * Messages that are catalog keys (see @backoffice/domain messages) are translated per request.
 */
export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'invalid_credentials'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'stale_version'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'validation'
  | 'too_many_requests'
  | 'unavailable';

export const statusOf: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  stale_version: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation: 422,
  too_many_requests: 429,
  unavailable: 503,
};

export interface Violation {
  propertyPath: string;
  /** A message key of the domain catalog, or a literal text. */
  message: string;
  params?: Record<string, string | number>;
}

export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message?: string,
    public readonly violations: Violation[] = [],
    /** Parameters of a message that is a catalogue key ('O arquivo passa do limite de {max} linhas'). */
    public readonly params?: Record<string, string | number>,
  ) {
    super(message ?? code);
  }
}

export const notFound = (what = 'Not Found') => new AppError('not_found', what);
/** A service the call depends on (a provider outside) did not answer; `what` is a message key, sent as the answer's `code`. */
export const unavailable = (what: string) => new AppError('unavailable', what);
export const forbidden = () => new AppError('forbidden', 'Access Denied.');
export const unauthorized = () => new AppError('unauthorized', 'Unauthorized');
export const invalidCredentials = () => new AppError('invalid_credentials', 'Invalid credentials.');
// The specification's literal text: the web app translates it.
export const staleVersion = () => new AppError('stale_version', 'This order was already updated');
export const validationError = (violations: Violation[]) => new AppError('validation', undefined, violations);
/** A single-field violation, the most common case of business rules. */
export const violation = (propertyPath: string, message: string, params?: Violation['params']) =>
  validationError([{ propertyPath, message, params }]);
