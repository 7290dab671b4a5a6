import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { RequestContext } from '../auth/context.ts';
import type { Executor } from '../db/client.ts';
import type { Settings } from '../../config.ts';
import { webDist } from '../http/web-dist.ts';

/**
 * A page the server writes itself, whole, outside the web app (a company's public shop): its content is in the
 * first answer, so a visitor on a slow phone sees it without downloading the back office's bundle, and a shared
 * link shows its title and picture. Registered at the root (not under /api), before the web app's fallback.
 */
export interface PublicPage {
  /** Fastify pattern, e.g. '/shop/grupo-produto/:id'. */
  path: string;
  /** GET (the default), or POST for a form's submission (an HTML form's url-encoded fields, in `form`). */
  method?: 'GET' | 'POST';
  /** Attempts allowed per client (a sign-in form's), as the API's own routes declare them. */
  rateLimit?: (app: FastifyInstance) => RateLimitOptions;
  render(input: PageInput): Promise<PageAnswer>;
}

export interface PageInput {
  ctx: RequestContext;
  db: Executor;
  settings: Settings;
  params: Record<string, string>;
  query: Record<string, unknown>;
  /** Cookies of the request, by name. */
  cookies: Record<string, string>;
  method: 'GET' | 'POST';
  /** The request came over HTTPS (a cookie the page sets is then `Secure`). */
  secure: boolean;
  /** A POSTed form's fields (the first value of each name); empty for GET. */
  form: Record<string, string>;
  /** Sign-in sessions and background jobs, for the forms that open one or queue one. */
  app: FastifyInstance;
  /** Why the server turned a form away before it was read (`too_many_attempts`): the page says so in its place. */
  refused?: 'too_many_attempts';
  /** The URL of a file of the web build's separate entries (manifest of `apps/web/vite.shop.config.ts`), or null without a build. */
  asset(entry: string): string | null;
}

export interface PageAnswer {
  status?: number;
  html: string;
  /** A local address to go to instead (303 See Other, after a form's submission); `html` is then not sent. */
  redirect?: string;
  /** Extra headers (e.g. Set-Cookie). */
  headers?: Record<string, string>;
}

export function definePage(page: PublicPage): PublicPage {
  return page;
}

function cookiesOf(req: FastifyRequest): Record<string, string> {
  const header = req.headers.cookie ?? '';
  const out: Record<string, string> = {};
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    try {
      out[part.slice(0, at).trim()] = decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      // a malformed cookie names nothing
    }
  }
  return out;
}

/** The separate entries' manifest (`dist/shop-entry/.vite/manifest.json`), read again when the build changes. */
const manifestFile = path.join(webDist, 'shop-entry', '.vite', 'manifest.json');
let manifest: { mtime: number; entries: Record<string, { file: string }> } | null = null;

export function webAsset(entry: string): string | null {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(manifestFile);
  } catch {
    return null;
  }
  if (!manifest || manifest.mtime !== stat.mtimeMs) {
    manifest = { mtime: stat.mtimeMs, entries: JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }> };
  }
  const file = manifest.entries[entry]?.file;
  return file ? `/shop-entry/${file}` : null;
}

/**
 * The page compressed for the visitor's browser: brotli at a quality fast enough per request (the page changes
 * with prices and stock, so it is not cached), else gzip. A page of 24 products goes from ~40 KB to ~6 KB.
 */
function send(req: FastifyRequest, reply: FastifyReply, answer: PageAnswer) {
  if (answer.redirect) return reply.code(303).headers(answer.headers ?? {}).header('Cache-Control', 'no-store').redirect(answer.redirect, 303);
  const body = Buffer.from(answer.html, 'utf8');
  const accepts = String(req.headers['accept-encoding'] ?? '');
  reply
    .code(answer.status ?? 200)
    .headers(answer.headers ?? {})
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
  if (/\bbr\b/.test(accepts)) return reply.header('Content-Encoding', 'br').send(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(body, { level: 6 }));
  return reply.send(body);
}

/** An HTML form's fields: the first value of each name (64 KB at most, more is refused before it is read). */
function formFields(body: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) if (!(name in out)) out[name] = value;
  return out;
}

/**
 * A form posted from another site is refused (403): a browser names the page a form comes from in `Origin`, and
 * only this server's own pages may sign someone in (or ask for their reset link).
 */
function crossSite(req: FastifyRequest): boolean {
  const origin = req.headers.origin;
  if (!origin || origin === 'null') return origin === 'null';
  try {
    return new URL(origin).host !== req.host;
  } catch {
    return true;
  }
}

/** Registers the pages at the root of the server (GET, and HEAD by Fastify; POST for the forms). */
export function registerPages(app: FastifyInstance, pages: PublicPage[]): void {
  const handler = (page: PublicPage, refused?: PageInput['refused']) => async (req: FastifyRequest, reply: FastifyReply) => {
    if (page.method === 'POST' && crossSite(req)) return reply.code(403).type('text/plain; charset=utf-8').send('Forbidden');
    const answer = await page.render({
      refused,
      method: page.method ?? 'GET',
      secure: req.protocol === 'https',
      ctx: req.ctx,
      db: app.database.db,
      settings: app.settings,
      params: req.params as Record<string, string>,
      query: req.query as Record<string, unknown>,
      cookies: cookiesOf(req),
      form: page.method === 'POST' && req.body && typeof req.body === 'object' ? (req.body as Record<string, string>) : {},
      app,
      asset: webAsset,
    });
    return send(req, reply, answer);
  };
  const routeConfig = (page: PublicPage) => (page.rateLimit ? { config: { rateLimit: page.rateLimit(app) } } : {});
  for (const page of pages.filter((p) => p.method !== 'POST')) app.get(page.path, routeConfig(page), handler(page));
  const forms = pages.filter((p) => p.method === 'POST');
  if (!forms.length) return;
  // The forms' own scope: url-encoded bodies are read here only (the API takes JSON and uploads).
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, formFields(body as string)));
    // Too many attempts: the form's page again, saying so, rather than the API's JSON error.
    scope.setErrorHandler(async (error: { statusCode?: number }, req, reply) => {
      const page = forms.find((p) => p.path === req.routeOptions.url);
      if (error.statusCode !== 429 || !page) throw error;
      return handler(page, 'too_many_attempts')(req, reply);
    });
    for (const page of forms) scope.post(page.path, routeConfig(page), handler(page));
  });
}
