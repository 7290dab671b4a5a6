import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  /** The URL of a file of the web build's separate entries (manifest of `apps/web/vite.shop.config.ts`), or null without a build. */
  asset(entry: string): string | null;
}

export interface PageAnswer {
  status?: number;
  html: string;
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

/** Registers the pages at the root of the server (GET, and HEAD by Fastify). */
export function registerPages(app: FastifyInstance, pages: PublicPage[]): void {
  for (const page of pages) {
    app.get(page.path, async (req, reply) => {
      const answer = await page.render({
        ctx: req.ctx,
        db: app.database.db,
        settings: app.settings,
        params: req.params as Record<string, string>,
        query: req.query as Record<string, unknown>,
        cookies: cookiesOf(req),
        asset: webAsset,
      });
      return send(req, reply, answer);
    });
  }
}
