import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { z } from 'zod';
import type { AuthUser, RequestContext } from '../auth/context.ts';
import { may, mayAnywhere, type Action } from '../auth/authorize.ts';
import type { Tx } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { audit, type AuditAction } from '../audit/audit.ts';
import { AppError, forbidden, notFound, unauthorized } from '../http/errors.ts';
import { zodViolations } from '../http/validation.ts';
import { API_PREFIX, collection, contextOf } from '../hydra/serialize.ts';
import type { Resource } from '../resources/define.ts';
import type { Paging } from '../resources/filters.ts';
import { assertReferences, type References } from '../resources/references.ts';
import { LimitExceeded, limitError } from '../untrusted/limits.ts';
import type { Settings } from '../../config.ts';

/**
 * A custom operation (finalizar-orcamento, alterar-lote, the client save, sign-in...) is declared once:
 * method, path, who may call it, its input schemas and its answer. The platform then gives every one the
 * same things, in this order:
 *
 * 1. 401 without a valid token (unless `access: 'public'`);
 * 2. 403 when the user holds the grant in none of their companies (before any input is read);
 * 3. path, query and body parsed by their zod schemas: 404 for a malformed path id, 422 with violations
 *    for a bad query or body (on the query parameter or the body's field);
 * 4. the grant checked against the target company (`company`: the company that owns what is written or
 *    read — the session company unless the operation says otherwise); the handler checks further rows
 *    it loads with `op.authorize(...)`;
 * 5. a transaction for writes (every method but GET), with its audit row: the handler writes specific
 *    rows with `op.audit(...)`, and when it writes none the platform writes one for the operation. A transaction
 *    that PostgreSQL aborts for a deadlock or a serialization failure runs once more, whole (the handler too: it
 *    must do everything through `db` and leave what happens once to `afterCommit`); a second loss answers 503;
 * 6. the answer as declared (`answer`): an item in the Hydra envelope (`@context`, `@id`, `@type`), an item the
 *    area's serializer shaped, a Hydra collection, a file (its Content-Disposition) or nothing (204), with its
 *    content type, a plain JSON object its zod schema describes (a sign-in payload, a calculation, a status the web
 *    app reads as is), or `raw` only for what no kind fits (a stylesheet or a collection by the Accept header...);
 * 7. its OpenAPI entry (summary, parameters, request body from the zod schema, permission, the answer's shape).
 *
 * Route handlers stay thin: they call the area's service with `op.db` and return what it returns.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Access =
  /** Open to visitors without a token (sign-in, public theme, the public client form). */
  | 'public'
  /** Any signed-in user, about themselves (their notifications, password, session). */
  | 'signed-in'
  /** A grant of the access profiles, checked in the target company. */
  | { permission: string; action: Action };

export interface OperationInput<P, Q, B> {
  ctx: RequestContext;
  params: P;
  query: Q;
  body: B;
  /** The uploaded file of an operation whose body is 'multipart' (undefined for the others). */
  file?: MultipartFile;
  /**
   * The uploaded files of an operation with `maxFiles` above 1, one at a time as the request brings them: each is
   * read into memory (within the upload limit) when the handler asks for it, so that one request's files are
   * never all in memory at once. Ends with a 422 (violation on `files`) when the request carries none.
   */
  files?: AsyncIterable<UploadedPart>;
  /**
   * The transaction of a write; for a read (GET), the database itself, which offers the same query
   * methods (typed as a transaction so that services take one type).
   */
  db: Tx;
}

/** What a use case's service works with: the transaction, who acts, and the audit writer (handlers pass their args). */
export interface UseCase {
  db: Tx;
  ctx: RequestContext;
  audit: OperationArgs<unknown, unknown, unknown>['audit'];
}

/** A file of a multi-file upload. */
export interface UploadedPart {
  fieldname: string;
  filename: string;
  mimetype: string;
  bytes: Buffer;
}

export interface OperationArgs<P, Q, B> extends OperationInput<P, Q, B> {
  /** The signed-in user (null only for public operations). */
  user: AuthUser;
  /** The company the grant was checked in (null for public operations with no company). */
  company: number | null;
  app: FastifyInstance;
  req: FastifyRequest;
  reply: FastifyReply;
  /** Throws 403 unless the user may do `action` on `permission` in `company`. */
  authorize(permission: string, action: Action, company: number | null | undefined): void;
  /** Writes an audit row in the operation's transaction (company: the operation's by default). */
  audit(entry: { entity: string; id: string | number; action: AuditAction; company?: number; before?: Record<string, unknown>; after?: Record<string, unknown> }): Promise<void>;
}

/** An item in the Hydra envelope: `{ '@context', '@id', '@type', ...what the handler returns }`. */
export interface Answer<R> {
  /** Hydra class of the answer. */
  type: string;
  /** The answer's IRI, relative to /api (default: the request path). */
  iri?: (result: R & Record<string, any>) => string;
  /** The Content-Location header (under /api) of an item created or changed elsewhere than the request's path. */
  location?: (result: R & Record<string, any>) => string;
}

/**
 * An item that the area's serializer already shaped (its `@context`, `@id` and `@type` among its fields: `item()`
 * of a declared resource, a client with its lists): sent as JSON-LD, documented as a `type`.
 */
export interface ItemAnswer<R> {
  item: string;
  location?: (result: R & Record<string, any>) => string;
}

/**
 * A Hydra collection of `collection` members: the handler returns the members (each with its `@id` and `@type`),
 * or `{ members, total }` when the total is not their count (a page); the platform writes the envelope, with the
 * context of the members' type and the request's path as `@id` unless `id` says otherwise.
 */
export interface CollectionAnswer<P = any, Q = any> {
  collection: string;
  /** The collection's `@id`, under /api (default: the request's path). */
  id?: (input: { params: P; query: Q }) => string;
}

/**
 * A page of a declared resource's list, answered as its generated list answers (members, paging view, search
 * template): the handler returns `{ rows, total, paging }` (a list searched by a body instead of a query string).
 */
export interface PageAnswer {
  page: Resource;
}

/** A file: the handler returns a `FileResult`, which the platform sends with its type and Content-Disposition. */
export interface FileAnswer {
  /** The media types it may have, for the documentation ('application/pdf'). */
  file: string[];
}

export interface FileResult {
  body: Buffer | string | NodeJS.ReadableStream;
  contentType: string;
  filename: string;
  /** inline: opened by the browser (a PDF to print); attachment: saved. */
  disposition: 'inline' | 'attachment';
  /** Cache-Control (default 'private, no-store': a company's documents stay out of shared caches). */
  cache?: string;
}

/**
 * A plain JSON object (application/json, no JSON-LD envelope): the handler returns it and the schema documents it in
 * OpenAPI. Outside production the platform checks the result against the schema, so a declaration that drifted from
 * what the handler returns answers 500 (logged with the paths that differ) in the tests instead of lying in the docs.
 */
export interface JsonAnswer<R = unknown> {
  json: z.ZodType<R>;
}

/** What an operation answers (see the header of this file); the OpenAPI document describes each kind. */
export type AnswerDecl<R> = Answer<R> | ItemAnswer<R> | CollectionAnswer | PageAnswer | FileAnswer | JsonAnswer<R> | 'none' | 'raw';

/** The type an answer is documented as (null for files, nothing and raw answers). */
export function answerType(answer: AnswerDecl<unknown>): string | null {
  if (typeof answer === 'string') return null;
  if ('type' in answer) return answer.type;
  if ('item' in answer) return answer.item;
  if ('collection' in answer) return answer.collection;
  if ('page' in answer) return answer.page.type;
  return null;
}

export interface OperationDecl<P = any, Q = any, B = any, R = any> {
  method: Method;
  /** Fastify path under /api, e.g. '/users/:id'. */
  path: string;
  summary: string;
  description?: string;
  tags?: string[];
  access: Access;
  /**
   * The company whose grant is checked (default: the session company). Return the company that owns
   * what the call reads or writes: the row's, or the one named in the body. A company the user does not
   * work for answers 404, as another company's rows do everywhere.
   */
  company?: (input: OperationInput<P, Q, B>) => number | null | undefined | Promise<number | null | undefined>;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  /**
   * The JSON body's schema, or 'multipart' for an upload: the platform answers 415 to anything but
   * multipart/form-data and 422 (violation on `file`) without a file, and hands the file's stream as `file`.
   */
  body?: z.ZodType<B> | 'multipart';
  /**
   * The body's fields that name rows of other tables (path → target, `*` for list elements: `'itens.*.IdProduto'`):
   * checked in the operation's company once the grant is, before the handler runs; an id that is not a row of that
   * company answers 422 'not_found' on the path (platform/resources/references.ts).
   */
  references?: References;
  /**
   * With `body: 'multipart'`: how many files one request may carry (default 1, handed as the stream `file`). Above
   * 1 the file parts (any field name) are handed one by one as `files`, each within the upload size limit; one more
   * than `maxFiles` answers 413 naming the limit.
   */
  maxFiles?: number | ((settings: Settings) => number);
  /** Writes run in a transaction (default: every method but GET). */
  transaction?: boolean;
  /** Audit row written by the platform when the handler wrote none (default: true for writes; false says why not in a comment). */
  audit?: boolean;
  /** HTTP status of a success (default 200; 201 is usual for POST that creates). */
  status?: number;
  /** What the operation answers: an item, a collection, a file or nothing ('raw' for answers no kind fits). */
  answer: AnswerDecl<R>;
  /** Body size limit of this route (default: the server's). */
  bodyLimit?: number;
  /** @fastify/rate-limit options of this route, from the app's settings. */
  rateLimit?: (app: FastifyInstance) => Record<string, unknown>;
  /** Runs after the transaction committed (e.g. to forget cached sessions). */
  afterCommit?: (result: R, args: OperationArgs<P, Q, B>) => void;
  handler: (args: OperationArgs<P, Q, B>) => Promise<R> | R;
}

export interface Operation extends OperationDecl {
  /** The module that declared it (for documentation tags and the route-table test). */
  module?: string;
}

/** What the handler of a page answer returns. */
export interface PageResult {
  rows: Record<string, unknown>[];
  total: number;
  paging: Paging;
}

/** Declares an operation; the module lists it in its `operations` export. A file or page answer types what its handler returns. */
export function defineOperation<P = Record<string, never>, Q = Record<string, never>, B = undefined>(
  decl: OperationDecl<P, Q, B, FileResult> & { answer: FileAnswer },
): Operation;
export function defineOperation<P = Record<string, never>, Q = Record<string, never>, B = undefined>(
  decl: OperationDecl<P, Q, B, PageResult> & { answer: PageAnswer },
): Operation;
export function defineOperation<P = Record<string, never>, Q = Record<string, never>, B = undefined, R = unknown>(
  decl: OperationDecl<P, Q, B, R> & { answer: JsonAnswer<R> },
): Operation;
export function defineOperation<P = Record<string, never>, Q = Record<string, never>, B = undefined, R = unknown>(
  decl: OperationDecl<P, Q, B, R> & { answer: Exclude<AnswerDecl<R>, FileAnswer | PageAnswer | JsonAnswer<R>> },
): Operation;
export function defineOperation<P, Q, B, R>(decl: OperationDecl<P, Q, B, R>): Operation {
  if (!decl.path.startsWith('/')) throw new Error(`operation path must start with '/': ${decl.path}`);
  return decl as Operation;
}

function parsePart<T>(schema: z.ZodType<T> | undefined, value: unknown, part: 'params' | 'query' | 'body'): T {
  if (!schema) return (part === 'body' ? undefined : {}) as T;
  if (part === 'body' && (value === null || value === undefined || typeof value !== 'object' || Array.isArray(value))) {
    throw new AppError('bad_request', 'The request body must be a JSON object.');
  }
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  // A path that does not name a record is not found; a bad query value, like a bad body, is a 422 on its field.
  if (part === 'params') throw notFound();
  const violations = zodViolations(result.error);
  throw new AppError('validation', undefined, part === 'query' ? violations.map((v) => ({ ...v, propertyPath: queryParam(v.propertyPath) })) : violations);
}

/** A query value's zod path as the parameter the client wrote: `ids.0` is `ids[]`, `range.from` is `range[from]`. */
const queryParam = (path: string) => path.replace(/\.\d+(?=\.|$)/g, '[]').replace(/\.([^.[\]]+)/g, '[$1]');

/**
 * A body the multipart reader cannot make sense of (a boundary that is not the header's, a part cut short) is the
 * client's mistake: 400. The reader's own answers (too large: 413, too many files) keep their status.
 */
async function readingMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    throw new AppError('bad_request', 'The multipart body is malformed.');
  }
}

/** The file part of a multipart/form-data upload (@fastify/multipart enforces the size limit). */
async function uploadedFile(req: FastifyRequest): Promise<MultipartFile> {
  if (!req.isMultipart()) throw new AppError('unsupported_media_type', 'Unsupported media type: send multipart/form-data with a "file" field.');
  const part = await readingMultipart(() => req.file());
  if (!part) throw new AppError('validation', undefined, [{ propertyPath: 'file', message: 'required' }]);
  return part;
}

/** The file parts of a multi-file upload, each read into memory when asked for (@fastify/multipart enforces the size and count limits). */
async function* uploadedFiles(req: FastifyRequest, maxFiles: number): AsyncGenerator<UploadedPart> {
  let count = 0;
  const parts = req.parts({ limits: { files: maxFiles } })[Symbol.asyncIterator]();
  for (;;) {
    const next = await readingMultipart(() => parts.next());
    if (next.done) break;
    const part = next.value;
    if (part.type !== 'file') continue;
    count += 1;
    const bytes = await readingMultipart(() => part.toBuffer()).catch((error: unknown) => {
      throw namedUploadLimit(error, req.server, maxFiles, part.filename);
    });
    yield { fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, bytes };
  }
  if (!count) throw new AppError('validation', undefined, [{ propertyPath: 'files', message: 'required' }]);
}

/**
 * The upload limits as @fastify/multipart reports them (a file over the size limit, one file too many), named: a
 * 413 whose message says which limit, in the user's language.
 */
function namedUploadLimit(error: unknown, app: FastifyInstance, maxFiles: number, file?: string): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return limitError(new LimitExceeded('bytes', app.settings.maxUploadBytes, file));
  if (code === 'FST_FILES_LIMIT') return limitError(new LimitExceeded('files', maxFiles));
  return error;
}

const requestPath = (req: FastifyRequest) => req.url.split('?')[0];

function envelope<R>(answer: Answer<R>, result: R, req: FastifyRequest): unknown {
  if (result === undefined || result === null || typeof result !== 'object' || Array.isArray(result)) return result;
  const iri = answer.iri ? `${API_PREFIX}${answer.iri(result)}` : requestPath(req);
  return { '@context': contextOf(answer.type), '@id': iri, '@type': answer.type, ...(result as Record<string, unknown>) };
}

function hydraCollection(answer: CollectionAnswer, result: unknown, args: OperationArgs<unknown, unknown, unknown>): unknown {
  const { members, total } = Array.isArray(result) ? { members: result, total: result.length } : (result as { members: unknown[]; total: number });
  return {
    '@context': contextOf(answer.collection),
    '@id': answer.id ? `${API_PREFIX}${answer.id(args)}` : requestPath(args.req),
    '@type': 'hydra:Collection',
    'hydra:totalItems': total,
    'hydra:member': members,
  };
}

/** A file's headers: its type, how the browser treats it (named, never sniffed) and who may cache it. */
function sendFile(reply: FastifyReply, file: FileResult): FastifyReply {
  return reply
    .type(file.contentType)
    .header('Content-Disposition', `${file.disposition}; filename="${encodeURIComponent(file.filename)}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', file.cache ?? 'private, no-store')
    .send(file.body);
}

const JSON_LD = 'application/ld+json; charset=utf-8';
const CHECK_JSON_ANSWERS = process.env.NODE_ENV !== 'production';

/** A JSON answer as declared: checked against its schema outside production, sent as the handler returned it. */
function jsonAnswer(op: Operation, answer: JsonAnswer, result: unknown, reply: FastifyReply): unknown {
  if (CHECK_JSON_ANSWERS) {
    const checked = answer.json.safeParse(result);
    if (!checked.success) {
      const differs = checked.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
      reply.log.error({ operation: `${op.method} ${op.path}`, differs }, 'the answer does not match its declared JSON schema');
      throw new Error(`${op.method} ${op.path} answered a JSON object that does not match its declared schema: ${differs}`);
    }
  }
  reply.type('application/json; charset=utf-8');
  return result;
}

/** The entity of the audit row the platform writes: the type of an enveloped item, else the operation's path. */
function auditEntity(op: Operation): string {
  return typeof op.answer === 'object' && 'type' in op.answer ? op.answer.type : op.path;
}

/** Writes the handler's result as the operation declares its answer. */
function answerWith(op: Operation, result: unknown, args: OperationArgs<unknown, unknown, unknown>): unknown {
  const { answer } = op;
  const { req, reply } = args;
  if (answer === 'raw') return result;
  if (answer === 'none') return reply.code(204).send();
  if ('file' in answer) return sendFile(reply, result as FileResult);
  if ('json' in answer) return jsonAnswer(op, answer, result, reply);
  const location = 'location' in answer && answer.location && result && typeof result === 'object' ? answer.location(result as Record<string, unknown>) : null;
  if (location !== null) reply.header('Content-Location', `${API_PREFIX}${location}`);
  reply.type(JSON_LD);
  if ('collection' in answer) return hydraCollection(answer, result, args);
  if ('page' in answer) {
    const { rows, total, paging } = result as PageResult;
    return collection(answer.page, rows, total, paging, req.url);
  }
  if ('item' in answer) return result;
  return envelope(answer, result, req);
}

/** Registers declared operations on the API (under /api). */
export function registerOperations(app: FastifyInstance, operations: Operation[]): void {
  for (const op of operations) registerOperation(app, op);
}

function registerOperation(app: FastifyInstance, op: Operation): void {
  const writes = op.transaction ?? op.method !== 'GET';
  const maxFiles = typeof op.maxFiles === 'function' ? op.maxFiles(app.settings) : (op.maxFiles ?? 1);
  app.route({
    method: op.method,
    url: op.path,
    ...(op.bodyLimit ? { bodyLimit: op.bodyLimit } : {}),
    config: {
      public: op.access === 'public',
      docs: { summary: op.summary, description: op.description, tags: op.tags },
      operation: op,
      ...(op.rateLimit ? { rateLimit: op.rateLimit(app) } : {}),
    } as never,
    handler: async (req, reply) => {
      const ctx = req.ctx;
      if (op.access !== 'public' && !ctx.user) throw unauthorized();
      const grant = typeof op.access === 'object' ? op.access : null;
      if (grant && !mayAnywhere(ctx, grant.permission, grant.action)) throw forbidden();
      const params = parsePart(op.params, req.params, 'params');
      const query = parsePart(op.query, req.query, 'query');
      const body = op.body && op.body !== 'multipart' ? parsePart(op.body, req.body, 'body') : (undefined as never);
      const many = op.body === 'multipart' && maxFiles > 1;
      const file = op.body === 'multipart' && !many ? await uploadedFile(req) : undefined;
      if (many && !req.isMultipart()) throw new AppError('unsupported_media_type', 'Unsupported media type: send multipart/form-data with the files.');
      const files = many ? uploadedFiles(req, maxFiles) : undefined;

      const run = async (db: Tx) => {
        const input: OperationInput<unknown, unknown, unknown> = { ctx, params, query, body, file, files, db };
        const company = op.company ? await op.company(input) : ctx.company;
        // Another company's record is not found, as in every list and item; one's own but not granted is forbidden.
        if (op.company && op.access !== 'public' && (company === null || company === undefined || !ctx.user!.companies.includes(company))) throw notFound();
        if (grant && !may(ctx.user, grant.permission, grant.action, company)) throw forbidden();
        if (op.references && company !== null && company !== undefined) await assertReferences(db, company, body, op.references);
        let audited = false;
        const args: OperationArgs<unknown, unknown, unknown> = {
          ...input,
          user: ctx.user as AuthUser,
          company: company ?? null,
          app,
          req,
          reply,
          authorize(permission, action, target) {
            if (!may(ctx.user, permission, action, target)) throw forbidden();
          },
          async audit(entry) {
            const owner = entry.company ?? company;
            if (owner === null || owner === undefined) return;
            audited = true;
            await audit(db, { ctx, ...entry, company: owner });
          },
        };
        const result = await op.handler(args);
        if (writes && op.audit !== false && !audited && company !== null && company !== undefined) {
          const id = result && typeof result === 'object' && 'id' in result ? String((result as { id: unknown }).id) : '';
          await audit(db, { ctx, company, entity: auditEntity(op), id, action: `${op.method} ${op.path}` });
        }
        return { result, args };
      };

      // An upload's stream is read once, and a handler that answered itself cannot answer again: those do not run twice.
      const replayable = () => !file && !files && !reply.sent;
      const { result, args } = await (writes ? inTransaction(app.database.db, run, { retry: replayable }) : run(app.database.db as unknown as Tx)).catch((error: unknown) => {
        if (op.body !== 'multipart') throw error;
        // Refused before the upload was read to its end (a limit, a bad file among many): the rest of it is not
        // read, so the connection cannot carry another request.
        if (!req.raw.complete) reply.header('connection', 'close');
        // A file cut at the size limit, whatever its reader made of it (a storage stream ends short).
        if (file?.file.truncated) throw limitError(new LimitExceeded('bytes', app.settings.maxUploadBytes, file.filename));
        throw namedUploadLimit(error, app, maxFiles, file?.filename);
      });
      op.afterCommit?.(result, args);
      if (reply.sent) return reply;
      if (op.status) reply.code(op.status);
      return answerWith(op, result, args as OperationArgs<unknown, unknown, unknown>);
    },
  });
}
