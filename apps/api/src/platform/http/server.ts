import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import qs from 'qs';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { isMessageKey, pickLocale, translateMessage } from '@backoffice/domain';
import type { Database } from '../db/client.ts';
import type { Settings } from '../../config.ts';
import type { RequestContext } from '../auth/context.ts';
import { Sessions, type SessionStore } from '../auth/tokens.ts';
import { AppError, statusOf, unauthorized, type Violation } from './errors.ts';
import { checkJsonDepth, nulViolations } from './body-check.ts';
import { lostRace } from '../db/transaction.ts';
import { API_PREFIX } from '../hydra/serialize.ts';
import { trackRoutes, type RouteInfo } from '../hydra/openapi.ts';
import type { FileStorage } from '../files/storage.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { webDist } from './web-dist.ts';
import { overflowViolations } from './overflow.ts';

import type { Resource } from '../resources/define.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    settings: Settings;
    storage: FileStorage;
    jobs: JobQueue;
    /** Sign-in sessions: issue, resolve (cached) and revoke tokens. */
    sessions: Sessions;
    /** Every route under /api, as Fastify registered it (documentation and the route-table test). */
    apiRoutes: RouteInfo[];
    /** The declared resources of the composed modules: their routes, the entrypoint, the contexts and the documentation. */
    resources: Resource[];
  }
  interface FastifyRequest {
    ctx: RequestContext;
  }
  interface FastifyContextConfig {
    /** Open to visitors without a token. */
    public?: boolean;
  }
}

export interface ServerDeps {
  database: Database;
  settings: Settings;
  storage: FileStorage;
  jobs: JobQueue;
  /** Where sign-in sessions live (the admin area implements it). */
  sessions: SessionStore;
  /** The declared resources of the composed modules. */
  resources: Resource[];
  logger?: boolean;
  /** Registers the API routes (platform and business modules) under /api. */
  routes: (api: FastifyInstance) => Promise<void> | void;
  /** Registers the pages the server writes itself (a company's public shop), at the root, before the web app's fallback. */
  pages?: (app: FastifyInstance) => void;
}


function hydraError(status: number, description: string, violations?: { propertyPath: string; message: string }[], code?: string) {
  const title = status >= 500 ? 'An error occurred' : 'An error occurred';
  const body: Record<string, unknown> = {
    '@context': `${API_PREFIX}/contexts/${violations ? 'ConstraintViolationList' : 'Error'}`,
    '@type': violations ? 'ConstraintViolationList' : 'hydra:Error',
    'hydra:title': title,
    'hydra:description': description,
  };
  if (violations) body.violations = violations;
  // The message key of a coded error (e.g. cep_not_found, cep_unavailable): clients tell cases apart by it, not by the text.
  if (code) body.code = code;
  return body;
}

function translateViolations(violations: Violation[], locale: string) {
  return violations.map((v) => ({ propertyPath: v.propertyPath, message: translateMessage(v.message, locale, v.params) }));
}

/** Every failure answers a Hydra error; nothing leaks a stack trace. */
function sendError(raw: FastifyError | AppError | Error, req: FastifyRequest, reply: FastifyReply) {
  // Drizzle wraps driver errors ("Failed query: ..."): the SQLSTATE code is on the cause.
  const cause = (raw as { cause?: unknown }).cause;
  const error = !(raw as { code?: unknown }).code && cause instanceof Error && (cause as { code?: unknown }).code ? cause : raw;
  const locale = req.ctx?.locale ?? 'pt-BR';
  let status = 500;
  let description = 'Internal Server Error';
  let violations: { propertyPath: string; message: string }[] | undefined;
  let code: string | undefined;
  if (error instanceof AppError) {
    status = statusOf[error.code];
    if (error.code === 'validation') {
      violations = translateViolations(error.violations, locale);
      description = violations.map((v) => (v.propertyPath ? `${v.propertyPath}: ${v.message}` : v.message)).join('\n');
    } else {
      description = translateMessage(error.message, locale, error.params);
      if (isMessageKey(error.message)) code = error.message;
    }
  } else if ((error as FastifyError).statusCode && (error as FastifyError).statusCode! < 500) {
    const fe = error as FastifyError;
    status = fe.statusCode!;
    description =
      fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'Syntax error: the request body is not valid JSON.'
        : fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'Request body is too large.'
          : fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported media type.'
            : fe.message;
  } else if (['22P02', '22007', '22008', '22021'].includes((error as { code?: string }).code ?? '')) {
    // invalid text representation / datetime / byte sequence (a NUL byte): a value the database could not read
    status = 400;
    description = 'Invalid value.';
  } else if ((error as { code?: string }).code === '22003') {
    // A number too large for its column that no schema caught: on the field that most likely carried it.
    status = 422;
    violations = translateViolations(overflowViolations(req.body, error as { detail?: string }), locale);
    description = violations.map((v) => (v.propertyPath ? `${v.propertyPath}: ${v.message}` : v.message)).join('\n');
  } else if ((error as { code?: string }).code === '22001') {
    status = 422;
    violations = [];
    description = translateMessage('invalid_value', locale);
  } else if (lostRace(error)) {
    // A deadlock or serialization failure that came back when its transaction ran again: the request was fine and
    // the same one will go through in a moment. 503 with Retry-After says so (409 is a stale version here: reload).
    status = 503;
    code = 'write_conflict';
    description = translateMessage(code, locale);
    reply.header('Retry-After', '1');
  } else if ((error as { code?: string }).code === '23505') {
    status = 409;
    description = 'Conflict: a record with the same unique value already exists.';
  } else if ((error as { code?: string }).code === '23503') {
    status = 409;
    description = 'Conflict: the record is referenced by other records.';
  } else {
    req.log.error({ err: raw }, 'unhandled error');
  }
  if (status === 429) description = 'Too many requests. Try again later.';
  reply.code(status).type('application/problem+json; charset=utf-8');
  if (status === 401) reply.header('WWW-Authenticate', 'API-TOKEN');
  return reply.send(hydraError(status, description, violations, code));
}

/**
 * The app's scripts, styles and images come from this server only. Styles may be inline (Mantine writes its CSS
 * variables in style attributes and tags); images may be data:/blob: URLs or https addresses (company logos);
 * Google Tag Manager, when a company configures it, is the one outside script. No page may frame the app.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://www.googletagmanager.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * A JSON answer is data, never a page: nothing in it may load or run, and no page may frame it (OWASP's advice for
 * REST answers). Shorter too, which counts on a phone where the home screen reads some fifteen of them.
 */
export const DATA_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** The web app's scripts and style sheets (served from its build). */
const SUBRESOURCE_TYPE = /^(text\/css|(text|application)\/javascript)\b/;

/** The entry page is checked at every load; hashed build assets never change; anything else (icons) for an hour. */
function cacheControlOf(file: string): string {
  const name = path.basename(file);
  if (/^index\.html(\.br|\.gz)?$/.test(name)) return 'no-cache';
  if (file.split(path.sep).includes('assets')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** Trusts the `hops` nearest addresses of the forwarding chain, as Express reads a number (proxy-addr's index 0 is the socket's). */
function trustHops(hops: number) {
  return (_address: string, index: number) => index < hops;
}

export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const { settings } = deps;
  const app = Fastify({
    logger: deps.logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    bodyLimit: settings.maxBodyBytes,
    // X-Forwarded-* headers are believed only from the proxies of TRUST_PROXY (by default from nobody):
    // otherwise anyone could pick the address the sign-in rate limit counts.
    // A hop count trusts that many proxies in front (the first addresses from the socket's).
    trustProxy: typeof settings.trustProxy === 'number' ? trustHops(settings.trustProxy) : settings.trustProxy,
    routerOptions: {
      querystringParser: (s: string) => qs.parse(s, { depth: 2, arrayLimit: 500, parameterLimit: 1000 }) as Record<string, unknown>,
      ignoreTrailingSlash: true,
      maxParamLength: 200,
    },
  });
  app.decorate('database', deps.database);
  app.decorate('settings', settings);
  app.decorate('storage', deps.storage);
  app.decorate('jobs', deps.jobs);
  app.decorate('resources', deps.resources);
  app.decorate('sessions', new Sessions(deps.sessions, settings.tokenTtlHours));
  // Before any route: the hook is inherited by every plugin registered after it.
  app.decorate('apiRoutes', trackRoutes(app));
  app.decorateRequest('ctx', null as unknown as RequestContext);

  // Only JSON bodies (and multipart uploads) are accepted: anything else answers 415.
  app.removeContentTypeParser(['text/plain', 'application/json']);
  // Fastify's own JSON reading (prototype poisoning refused), after a look at the nesting: JSON.parse takes
  // hundreds of milliseconds on a megabyte of nested arrays, and the walks after it would overflow the stack.
  const readJson = app.getDefaultJsonParser('error', 'ignore');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    try {
      checkJsonDepth(body as string, settings.maxJsonDepth);
    } catch (error) {
      return done(error as Error, undefined);
    }
    readJson(req, body as string, done);
  });
  // JSON-LD and merge-patch bodies are JSON too (an empty one is an empty object).
  app.addContentTypeParser(['application/ld+json', 'application/merge-patch+json'], { parseAs: 'string' }, (req, body, done) => {
    if (body === '') return done(null, {});
    try {
      checkJsonDepth(body as string, settings.maxJsonDepth);
    } catch (error) {
      return done(error as Error, undefined);
    }
    readJson(req, body as string, (error, value) => done(error ? Object.assign(new SyntaxError('invalid json'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }) : null, value));
  });

  // Answers of 1 KB or more compressed for a browser that asks (brotli at quality 4; gzip at level 1 for other
  // clients, fast enough for a streamed export): on a phone's connection a screen's JSON (the menu alone is 13 KB)
  // costs more than the scripts' round trips. Registered before any route (it hooks each one as it is added).
  // Not for files as stored (octet-stream, images, PDFs: compressed already or not worth the CPU), nor for
  // answers already encoded (the static files' .br, the pages the server writes). Bodies sent compressed are not
  // inflated (no request decompression): an upload's limits apply to what arrives.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    zlibOptions: { level: 1 },
    customTypes: /^text\/(?!event-stream)|[+/](?:json|xml|csv)(?:;|$)/,
    globalDecompression: false,
  });
  // preHandler: the key may use the parsed body (the username of a sign-in).
  await app.register(rateLimit, { global: false, hook: 'preHandler' });
  // A NUL byte cannot be stored in PostgreSQL text: refused before the route's handler reads the body, so nothing
  // is written. A route-level hook added after the rate limit's own: a flood is turned away before anything walks it.
  const budget = { maxDepth: settings.maxJsonDepth, maxValues: settings.maxJsonValues };
  const checkBody = async (req: FastifyRequest) => {
    if (req.body === undefined || req.body === null || typeof req.body !== 'object') return;
    const violations = nulViolations(req.body, budget);
    if (violations.length) throw new AppError('validation', undefined, violations);
  };
  app.addHook('onRoute', (route) => {
    const hooks = route.preHandler;
    route.preHandler = [...(Array.isArray(hooks) ? hooks : hooks ? [hooks] : []), checkBody];
  });
  await app.register(multipart, { limits: { fileSize: settings.maxUploadBytes, files: 1, fields: 20 } });

  app.setErrorHandler((error, req, reply) => sendError(error as Error, req, reply));

  app.addHook('onRequest', async (req) => {
    // A NUL byte in the path or the query string (%00) names nothing and filters nothing.
    if (req.url.includes('%00') || req.url.includes('\u0000')) throw new AppError('bad_request', 'Invalid character in the address.');
    const header = (name: string) => {
      const v = req.headers[name];
      return Array.isArray(v) ? v[0] : v;
    };
    const domain = (header('app-domain') ?? req.hostname ?? '').split(':')[0].toLowerCase();
    req.ctx = { user: null, company: null, locale: pickLocale(header('accept-language')), appDomain: domain };
    const token = header('api-token');
    if (token && req.url.startsWith(API_PREFIX)) {
      const user = await app.sessions.resolve(app.database.db, token);
      if (user) req.ctx = { ...req.ctx, user, company: user.company };
    }
  });

  // Routes are private unless they say `config: { public: true }`.
  app.addHook('preHandler', async (req) => {
    // Only routes of the API need a user; the web app's static files (the /* route) never do.
    const route = req.routeOptions.url;
    if (!route || !route.startsWith(API_PREFIX) || req.routeOptions.config?.public) return;
    if (!req.ctx.user) throw unauthorized();
  });

  // API Platform's discovery: every API answer points at the Hydra documentation.
  app.addHook('onSend', async (req, reply, payload) => {
    // A script or a style sheet is never a page: no policy, framing or referrer rule applies to it, only nosniff
    // (which makes the browser refuse it under any other type). Some 400 bytes less on each of the first load's files.
    const type = String(reply.getHeader('content-type') ?? '');
    if (SUBRESOURCE_TYPE.test(type)) reply.header('x-content-type-options', 'nosniff');
    else {
      reply.headers(SECURITY_HEADERS);
      if (/[/+]json\b/.test(type)) reply.header('content-security-policy', DATA_SECURITY_POLICY);
    }
    if (req.url.startsWith(API_PREFIX)) {
      reply.header('Link', `<${req.protocol}://${req.host}${API_PREFIX}/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"`);
    }
    return payload;
  });

  await app.register(
    async (api) => {
      await deps.routes(api);
    },
    { prefix: API_PREFIX },
  );

  deps.pages?.(app);

  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    // wildcard: files are looked up per request, so a rebuilt app is served without a restart;
    // a missing file falls through to the not-found handler below (the SPA's index.html).
    // The build writes .br and .gz beside each file (apps/web/vite.config.ts): served by Accept-Encoding.
    await app.register(fastifyStatic, { root: webDist, wildcard: true, index: false, preCompressed: true, cacheControl: false, setHeaders: (reply, file) => reply.header('Cache-Control', cacheControlOf(file)) });
    // The root is a directory to the static plugin (403 with index: false): it is the app's entry page, unless a
    // page the server writes has it (the sign-in, admin/signin.pages.ts).
    if (!app.hasRoute({ method: 'GET', url: '/' })) app.get('/', (_req, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
  }
  app.setNotFoundHandler(async (req, reply) => {
    const isApi = req.url === API_PREFIX || req.url.startsWith(`${API_PREFIX}/`) || req.url.startsWith(`${API_PREFIX}?`);
    if (!isApi && hasWeb && (req.method === 'GET' || req.method === 'HEAD')) {
      // The web app owns every non-API path: its router decides what to show.
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return sendError(new AppError('not_found', 'Not Found'), req, reply);
  });

  return app;
}
