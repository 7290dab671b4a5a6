/** Violations of a 422 answer, keyed by field (property path); the first message of each field is kept. */
export type Violations = Record<string, string>;

export interface ApiErrorInit {
  status: number;
  description: string;
  violations?: Violations;
  title?: string;
  /** The error's code when the API gives one (e.g. cep_not_found, cep_unavailable). */
  code?: string;
}

/** A non-ok answer of the API (or a network failure, status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly description: string;
  readonly violations: Violations;
  readonly title: string | undefined;
  readonly code: string | undefined;

  constructor({ status, description, violations, title, code }: ApiErrorInit) {
    super(description);
    this.name = 'ApiError';
    this.status = status;
    this.description = description;
    this.violations = violations ?? {};
    this.title = title;
    this.code = code;
  }

  get hasViolations(): boolean {
    return Object.keys(this.violations).length > 0;
  }

  /** The API could not be reached (no answer, or a gateway without an upstream). */
  get isUnreachable(): boolean {
    return this.status === 0 || this.status === 502 || this.status === 503 || this.status === 504;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Descriptions that end the session (spec §4 and §8). */
export const SESSION_ENDING_DESCRIPTIONS = ['Unauthorized', 'Invalid credentials.'];

interface ErrorBody {
  'hydra:description'?: unknown;
  'hydra:title'?: unknown;
  description?: unknown;
  detail?: unknown;
  message?: unknown;
  title?: unknown;
  violations?: unknown;
  code?: unknown;
}

function asText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Reads a non-ok answer as JSON: `hydra:description` (or the status text) and its violations. */
export async function readApiError(response: Response): Promise<ApiError> {
  let body: ErrorBody = {};
  try {
    const text = await response.text();
    if (text) body = JSON.parse(text) as ErrorBody;
  } catch {
    body = {};
  }
  const violations: Violations = {};
  if (Array.isArray(body.violations)) {
    for (const violation of body.violations as Array<{ propertyPath?: unknown; message?: unknown }>) {
      const field = typeof violation.propertyPath === 'string' && violation.propertyPath !== '' ? violation.propertyPath : '_error';
      const message = asText(violation.message);
      if (message && !(field in violations)) violations[field] = message;
    }
  }
  const description =
    asText(body['hydra:description']) ??
    asText(body.description) ??
    asText(body.detail) ??
    asText(body.message) ??
    asText(response.statusText) ??
    `HTTP ${response.status}`;
  return new ApiError({
    status: response.status,
    description,
    violations,
    title: asText(body['hydra:title']) ?? asText(body.title),
    code: asText(body.code),
  });
}
