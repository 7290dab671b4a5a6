import { currentLocale } from '../i18n/i18n';
import { forceLogout } from '../session/logout';
import { getSession, getToken } from '../session/storage';
import { ApiError, SESSION_ENDING_DESCRIPTIONS, readApiError } from './errors';
import { takeEarly } from './early';
import { withQuery, type QueryParams } from './query-string';

/** The API lives under `/api` of the same origin (ARCHITECTURE.md). */
export const API_BASE = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: QueryParams;
  /** JSON body (sent as application/ld+json) or FormData (multipart, for uploads). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Accept header; `application/ld+json` unless told. */
  accept?: string;
}

/** `/people` → `/api/people`; a path already under `/api` (an IRI) is kept. */
export function apiUrl(path: string, query?: QueryParams): string {
  const full = path.startsWith(`${API_BASE}/`) || path === API_BASE ? path : `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
  return withQuery(full, query);
}

/** Headers every call carries: session token, host (selects the company) and language. */
export function commonHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    'App-Domain': window.location.hostname,
    'Accept-Language': currentLocale(),
  };
  const token = getToken();
  if (token) headers['API-TOKEN'] = token;
  return headers;
}

function isTokenCall(method: string, path: string): boolean {
  return method === 'POST' && /^(\/api)?\/token\/?(\?|$)/.test(path);
}

/** Turns a non-ok answer into an ApiError; 'Unauthorized' / 'Invalid credentials.' end the session. */
export async function failure(response: Response, method: string, path: string): Promise<ApiError> {
  const error = await readApiError(response);
  if (SESSION_ENDING_DESCRIPTIONS.includes(error.description) && !isTokenCall(method, path) && getSession()) {
    forceLogout();
  }
  return error;
}

export async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    ...commonHeaders(),
    Accept: options.accept ?? 'application/ld+json',
    ...options.headers,
  };
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (options.body instanceof FormData) {
      body = options.body;
    } else {
      headers['Content-Type'] = 'application/ld+json';
      body = JSON.stringify(options.body);
    }
  }
  let response: Response;
  try {
    const url = apiUrl(path, options.query);
    const send = () => fetch(url, { method, headers, body, signal: options.signal });
    const early = method === 'GET' && headers.Accept === 'application/ld+json' ? takeEarly(url, headers) : null;
    // An early answer that did not arrive (its batch failed) is asked for again, as if there had been none.
    response = await (early ? early.catch(send) : send());
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, description: cause instanceof Error ? cause.message : 'Network error' });
  }
  if (!response.ok) throw await failure(response, method, path);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json') || /^[[{]/.test(text.trimStart())) {
    try {
      return JSON.parse(text) as T;
    } catch {
      return text as T;
    }
  }
  return text as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body, headers: { 'Content-Type': 'application/merge-patch+json', ...options?.headers } }),
  delete: <T = void>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

function fileNameFrom(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : fallback;
}

/** Saves a blob as a file through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GET a file with the token header (a PDF the API renders), as a blob. */
export async function fetchBlob(path: string, query: QueryParams, accept: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), { headers: { ...commonHeaders(), Accept: accept } });
  } catch (cause) {
    throw new ApiError({ status: 0, description: cause instanceof Error ? cause.message : 'Network error' });
  }
  if (!response.ok) throw await failure(response, 'GET', path);
  return response.blob();
}

/**
 * Opens a PDF of the API in the browser's viewer (a new tab). The tab is opened at once, on the click, so the
 * popup blocker lets it through, and shown the document when it arrives: the API needs the token header, which
 * a plain link cannot send.
 */
export async function openPdf(path: string, query: QueryParams): Promise<void> {
  return openFile(path, query, 'application/pdf');
}

/** Opens a stored file of the API (a PDF, a picture) in a new tab, as `openPdf` does: the file's own type is kept. */
export async function openFile(path: string, query: QueryParams = {}, accept = '*/*'): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchBlob(path, query, accept);
    const url = URL.createObjectURL(accept === 'application/pdf' ? new Blob([blob], { type: 'application/pdf' }) : blob);
    if (tab) tab.location.href = url;
    else window.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** CSV export: GET the list's CSV path with the same filters and the token header, then save it. */
export async function downloadCsv(path: string, query: QueryParams, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), { headers: { ...commonHeaders(), Accept: 'text/csv' } });
  } catch (cause) {
    throw new ApiError({ status: 0, description: cause instanceof Error ? cause.message : 'Network error' });
  }
  if (!response.ok) throw await failure(response, 'GET', path);
  const blob = await response.blob();
  saveBlob(blob, fileNameFrom(response, fallbackName));
}
