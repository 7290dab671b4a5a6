import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BATCH_PATH, type BatchAnswer } from '@backoffice/domain';
import { z } from 'zod';
import { API_PREFIX } from '../hydra/serialize.ts';

/**
 * Several GETs of the API in one request: the web app's early script (apps/web/src/early.ts) asks for the first
 * screen's dozen answers this way, so that on a phone's HTTP/1.1 they take one connection and one set of headers
 * instead of the browser's six connections, while the app's scripts download. Each URL runs through the server's
 * own pipeline (`inject`), with the caller's headers and address: the same session, company, grants, rate limits
 * and logs as when asked for alone. Nothing here reads or decides anything about the data.
 */
export const MAX_BATCH_URLS = 20;
export const MAX_BATCH_URL_LENGTH = 500;

/**
 * The headers an inner call carries: what the app's client sends (session, language, company's domain, format). Not
 * Accept-Encoding: each body is read as text, and the batch's answer is compressed as a whole.
 */
const FORWARDED = ['api-token', 'accept-language', 'app-domain', 'accept', 'host'] as const;

/**
 * A GET of the API as written: under /api/, without what a URL parser would rewrite (`..`, `%2e`, `\`, `//`, a
 * fragment, a space) and so take out of /api/, and not the batch itself (a POST: a GET of it would only be a 404).
 */
export function batchableUrl(url: string): boolean {
  // Printable ASCII only (the client percent-encodes the rest), without a backslash or a fragment.
  if (!url.startsWith(`${API_PREFIX}/`) || /[^!-~]|[\\#]/.test(url)) return false;
  const path = url.split('?', 1)[0];
  if (path.includes('//') || new URL(url, 'http://batch.invalid').pathname !== path) return false;
  return path.slice(API_PREFIX.length).split('/')[1].toLowerCase() !== BATCH_PATH.slice(1);
}

export const batchBody = z
  .object({
    urls: z
      .array(z.string({ error: 'batch_url_invalid' }).max(MAX_BATCH_URL_LENGTH, 'too_long').refine(batchableUrl, 'batch_url_invalid'))
      .min(1, 'required')
      .superRefine((urls, ctx) => {
        if (urls.length > MAX_BATCH_URLS) ctx.addIssue({ code: 'custom', message: 'batch_too_many', params: { max: MAX_BATCH_URLS } });
      }),
  })
  .strict();

/** The answer as the route declares it: the domain's BatchAnswer for each URL, in the list's order. */
export const batchAnswer: z.ZodType<BatchAnswer[]> = z.array(
  z.object({ url: z.string(), status: z.number().int(), contentType: z.string(), body: z.string() }),
);

/** Each URL answered as the server answers it alone, all at once (the database pool bounds them), in the list's order. */
export async function answerEach(app: FastifyInstance, req: FastifyRequest, urls: string[]): Promise<BatchAnswer[]> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return Promise.all(
    urls.map(async (url) => {
      const res = await app.inject({ method: 'GET', url, headers, remoteAddress: req.ip });
      const type = res.headers['content-type'];
      return { url, status: res.statusCode, contentType: typeof type === 'string' ? type : '', body: res.body };
    }),
  );
}
