import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import qs from 'qs';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { isMessageKey, pickLocale, translateMessage } from '@backoffice/domain';
import type { Database } from '../db/client.ts';
import type { Settings } from '../../config.ts';
import type { RequestContext } from '../auth/context.ts';
import { resolveToken } from '../auth/tokens.ts';
import { AppError, statusOf, unauthorized, type Violation } from './errors.ts';
import { API_PREFIX } from '../hydra/serialize.ts';
import { trackRoutes, type RouteInfo } from '../hydra/openapi.ts';
import type { FileStorage } from '../files/storage.ts';
import type { JobQueue } from '../jobs/queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    settings: Settings;
    storage: FileStorage;
    jobs: JobQueue;
    /** Every route under /api, as Fastify registered it (documentation and the route-table test). */
    apiRoutes: RouteInfo[];
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
  logger?: boolean;
  /** Registers the API routes (platform and business modules) under /api. */
  routes: (api: FastifyInstance) => Promise<void> | void;
}

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/dist');

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
      description = translateMessage(error.message, locale);
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
  } else if ((error as { code?: string }).code === '22P02' || (error as { code?: string }).code === '22007' || (error as { code?: string }).code === '22008') {
    // invalid text representation / datetime: a value the database could not read
    status = 400;
    description = 'Invalid value.';
  } else if ((error as { code?: string }).code === '22003' || (error as { code?: string }).code === '22001') {
    status = 422;
    violations = [];
    description = translateMessage('invalid_value', locale);
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

export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const { settings } = deps;
  const app = Fastify({
    logger: deps.logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    bodyLimit: settings.maxBodyBytes,
    trustProxy: true,
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
  // Before any route: the hook is inherited by every plugin registered after it.
  app.decorate('apiRoutes', trackRoutes(app));
  app.decorateRequest('ctx', null as unknown as RequestContext);

  // Only JSON bodies (and multipart uploads) are accepted: anything else answers 415.
  app.removeContentTypeParser('text/plain');
  // JSON-LD and merge-patch bodies are JSON too.
  app.addContentTypeParser(['application/ld+json', 'application/merge-patch+json'], { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch {
      done(Object.assign(new SyntaxError('invalid json'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined);
    }
  });

  // preHandler: the key may use the parsed body (the username of a sign-in).
  await app.register(rateLimit, { global: false, hook: 'preHandler' });
  await app.register(multipart, { limits: { fileSize: settings.maxUploadBytes, files: 1, fields: 20 } });

  app.setErrorHandler((error, req, reply) => sendError(error as Error, req, reply));

  app.addHook('onRequest', async (req) => {
    const header = (name: string) => {
      const v = req.headers[name];
      return Array.isArray(v) ? v[0] : v;
    };
    const domain = (header('app-domain') ?? req.hostname ?? '').split(':')[0].toLowerCase();
    req.ctx = { user: null, company: null, locale: pickLocale(header('accept-language')), appDomain: domain };
    const token = header('api-token');
    if (token && req.url.startsWith(API_PREFIX)) {
      const user = await resolveToken(app.database.db, token);
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

  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    // wildcard: files are looked up per request, so a rebuilt app is served without a restart;
    // a missing file falls through to the not-found handler below (the SPA's index.html).
    await app.register(fastifyStatic, { root: webDist, wildcard: true, index: false, maxAge: '1h', immutable: false });
    // The root is a directory to the static plugin (403 with index: false): it is the app's entry page.
    app.get('/', (_req, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url === API_PREFIX || req.url.startsWith(`${API_PREFIX}/`) || req.url.startsWith(`${API_PREFIX}?`);
    if (!isApi && hasWeb && (req.method === 'GET' || req.method === 'HEAD')) {
      // The web app owns every non-API path: its router decides what to show.
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return sendError(new AppError('not_found', 'Not Found'), req, reply);
  });

  return app;
}
