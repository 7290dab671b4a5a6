import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, Column, eq, getTableName, inArray, is, SQL, sql } from 'drizzle-orm';
import { PgDialect, PgTable, QueryBuilder, type PgColumn, type PgSession, type PgView, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { resolveLocale } from '@backoffice/domain';
import type { Resource } from './define.ts';
import { permissionFor, readableFields } from './define.ts';
import { LruMap } from 'toad-cache';
import { ESTIMATE_ABOVE, ESTIMATE_TTL_MS, orderBy, pagingFromQuery, sortKeysFromQuery, whereFromQuery, type Query, type SortKey } from './filters.ts';
import { collectionJson, collectionOfMembers, item, memberWriter, type Decoder } from '../hydra/serialize.ts';
import { AppError, forbidden, notFound, staleVersion, unauthorized } from '../http/errors.ts';
import { zodViolations } from '../http/validation.ts';
import { audit } from '../audit/audit.ts';
import { csvColumns, csvExpression, csvFormat, streamCsv } from './csv.ts';
import type { RequestContext } from '../auth/context.ts';
import { companiesWith, may, mayAnywhere, type Action } from '../auth/authorize.ts';
import { assertReferences } from './references.ts';
import { onProjectedTable, projectionOf, tableColumn } from './projection.ts';
import { grantedRow, ungrantedInList, withoutFilters } from './field-grants.ts';
import type { Database, Tx } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';

const dialect = new PgDialect();

/**
 * Rows the signed-in user may see: the tenant column within the companies where the user holds the
 * resource's read grant (a grant in one company says nothing about another), plus the resource's scope.
 */
export function scopeConditions(resource: Resource, ctx: RequestContext): SQL[] {
  if (!ctx.user) throw unauthorized();
  const conds: SQL[] = [];
  if (resource.tenant) {
    const companies = companiesWith(ctx.user, permissionFor(resource, 'read'), 'read');
    conds.push(companies.length ? inArray(resource.columns[resource.tenant], companies) : sql`false`);
  }
  const extra = resource.scope?.(ctx);
  if (extra) conds.push(extra);
  return conds;
}

/** 403 unless the user holds the grant in at least one company (the row's company is checked once it is known). */
export function authorizeOrThrow(ctx: RequestContext, permission: string | undefined, action: Action): void {
  if (!ctx.user) throw unauthorized();
  if (!mayAnywhere(ctx, permission, action)) throw forbidden();
}

function parseId(resource: Resource, raw: string): number | string {
  const type = resource.fieldTypes[resource.id];
  if (type === 'integer') {
    if (!/^\d{1,10}$/.test(raw) || Number(raw) > 2147483647) throw notFound();
    return Number(raw);
  }
  if (type === 'uuid' && !/^[0-9a-f-]{36}$/i.test(raw)) throw notFound();
  return raw;
}

function updateSchema(resource: Resource): z.ZodType<Record<string, unknown>> | undefined {
  if (resource.updateInput) return resource.updateInput;
  if (resource.input instanceof z.ZodObject) return resource.input.partial() as unknown as z.ZodType<Record<string, unknown>>;
  return resource.input;
}

function parseBody(schema: z.ZodType<Record<string, unknown>> | undefined, body: unknown): Record<string, unknown> {
  if (!schema) throw new AppError('method_not_allowed', 'Method Not Allowed');
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new AppError('bad_request', 'The request body must be a JSON object.');
  const result = schema.safeParse(body);
  if (!result.success) throw new AppError('validation', undefined, zodViolations(result.error));
  return result.data;
}

/** Keeps only values for real columns of the resource (zod may carry extra computed keys). */
function columnValues(resource: Resource, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) if (k in resource.columns && k !== resource.id && v !== undefined) out[k] = v;
  return out;
}

async function loadForWrite(tx: Tx, resource: Resource, ctx: RequestContext, id: number | string) {
  const rows = await tx
    .select(resource.rowColumns)
    .from(resource.source as any)
    .where(and(eq(resource.columns[resource.id], id), ...scopeConditions(resource, ctx)))
    .for('update');
  if (!rows.length) throw notFound();
  return rows[0] as Record<string, unknown>;
}

/**
 * The company a write goes to (the one named in the body, else the row's, else the session's), checked
 * against the user's grant for `action` in that company; moving a row to another company needs the
 * grant in both.
 */
function tenantFor(resource: Resource, ctx: RequestContext, action: Action, values: Record<string, unknown>, current?: Record<string, unknown>): number {
  const user = ctx.user!;
  const permission = permissionFor(resource, action);
  if (!resource.tenant) return (current?.company as number) ?? ctx.company ?? user.companies[0];
  const requested = values[resource.tenant] ?? current?.[resource.tenant] ?? ctx.company ?? user.companies[0];
  const company = Number(requested);
  if (!may(user, permission, action, company)) throw forbidden();
  if (current && Number(current[resource.tenant]) !== company && !may(user, permission, action, Number(current[resource.tenant]))) throw forbidden();
  values[resource.tenant] = company;
  return company;
}

/** Key of the matching-rows count in a list row (not a property name any resource can have). */
const TOTAL = '@total';

/** `exactCount=true` (or 1) asks for the exact count whatever the size. */
function isExact(query: Query): boolean {
  return query.exactCount === 'true' || query.exactCount === '1';
}

/**
 * The number of rows of `table` matching `where`, as a scalar subquery. With `estimate` (the text of a statement
 * selecting the same rows, values inlined: `estimateQuery`), on a table: `-n` when the planner expects
 * n > ESTIMATE_ABOVE rows (row_estimate(), migration 0009: EXPLAIN of that statement), else the exact count, which
 * PostgreSQL then computes (the uncorrelated subquery is evaluated only when coalesce reaches it). Views are counted
 * exactly, unless they project one table (`projects`: that table's size decides).
 */
function countExpression(table: PgTable | PgView, where: SQL | undefined, estimate: SQL | null, projects?: PgTable): SQL<number> {
  const exact = sql<number>`(select count(*)::int from ${table}${where ? sql` where ${where}` : sql``})`;
  const sized = is(table, PgTable) ? table : projects;
  if (!estimate || !sized) return exact;
  // The table's name and the threshold are constants of the statement (written in it: a list's template has no values of its own).
  return sql<number>`(select coalesce(-e, ${exact}) from (select row_estimate(${sql.raw(dialect.escapeString(getTableName(sized)))}::regclass, ${estimate}, ${sql.raw(String(ESTIMATE_ABOVE))}) as e) as estimate)`;
}

/** The rows of `where` as a statement with its values inlined, for row_estimate; null when a value cannot be written so (then: count). */
function estimateQuery(table: PgTable | PgView, where: SQL | undefined): string | null {
  try {
    return dialect.sqlToQuery(sql`select 1 from ${table}${where ? sql` where ${where}` : sql``}`.inlineParams()).sql;
  } catch {
    return null;
  }
}

/**
 * Where a list statement's template takes the request's parts: its conditions, and the values of the estimate's
 * statement, the limit and the offset. Never in a statement sent: the template is cut at them once.
 */
const SLOT = {
  where: '\u0001where\u0001',
  keyWhere: '\u0001keyWhere\u0001',
  estimate: '\u0001estimate\u0001',
  known: '\u0001known\u0001',
  limit: '\u0001limit\u0001',
  offset: '\u0001offset\u0001',
} as const;
type Slot = keyof typeof SLOT;
type ValueSlot = Exclude<Slot, 'where' | 'keyWhere'>;
const SLOT_OF = new Map<string, Slot>(Object.entries(SLOT).map(([name, mark]) => [mark, name as Slot]));
const SLOTS = new RegExp(`(${Object.values(SLOT).join('|')})`);

/**
 * A list statement as drizzle writes it for one shape of request (the same conditions' text, sort keys and way to
 * the page), cut at its slots. Building a statement with drizzle cost more of the list's Node time than anything but
 * the sockets (docs/performance.md); a request of a known shape writes its own parts into the template instead.
 * The conditions' parameters keep their numbers ($1..$k) wherever the conditions appear (PostgreSQL reads a
 * parameter as often as the text names it); the slots' values follow them, in the order the template first names them.
 */
interface Template {
  /** Text, then a slot, text, slot, ..., text. */
  texts: string[];
  slots: Slot[];
  /** The value slots in the order of their parameters. */
  values: ValueSlot[];
}

function templateOf(statement: SQL): Template {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  // Every value of a template is a slot's: one written in it would be the first request's, sent for all.
  if (params.length) throw new Error(`a list template carries ${params.length} value(s)`);
  const pieces = text.split(SLOTS);
  const texts: string[] = [];
  const slots: Slot[] = [];
  pieces.forEach((piece, i) => (i % 2 ? slots.push(SLOT_OF.get(piece)!) : texts.push(piece)));
  const values = [...new Set(slots.filter((s): s is ValueSlot => s !== 'where' && s !== 'keyWhere'))];
  return { texts, slots, values };
}

/**
 * The statement of one request: the template with its conditions (text and values) and the slots' values. `keyWhere`
 * is the same conditions' text where the keys and the count are found (on a projected table: its own name).
 */
function fillTemplate(template: Template, where: { sql: string; params: unknown[] } | undefined, keyWhere: string | undefined, values: Partial<Record<ValueSlot, unknown>>) {
  const first = (where?.params.length ?? 0) + 1;
  let text = template.texts[0];
  template.slots.forEach((slot, i) => {
    text += (slot === 'where' ? where!.sql : slot === 'keyWhere' ? keyWhere! : `$${first + template.values.indexOf(slot)}`) + template.texts[i + 1];
  });
  return { sql: text, params: [...(where?.params ?? []), ...template.values.map((slot) => values[slot])] };
}

/** Keys as one PostgreSQL array literal ('{1,2}', '{"a","b"}'): one parameter of the same type however many they are. */
function arrayLiteral(ids: unknown[]): string {
  return `{${ids.map((id) => (typeof id === 'number' ? String(id) : `"${String(id).replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;
}

/** How drizzle reads a selected field's value (mapResultRow): a column's own mapping, else the SQL's decoder. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  const expression = is(field, SQL) ? field : (field as SQL.Aliased).sql;
  return (expression as unknown as { decoder: Decoder }).decoder;
}

export function registerResourceRoutes(app: FastifyInstance, resource: Resource): void {
  const ops = new Set(resource.operations);
  const table = resource.source as any;
  const fields = readableFields(resource);
  const rowColumns = resource.rowColumns;
  // Fields with a grant of their own (cost, margin) leave only for who holds it in the row's company.
  const hasGrants = Object.values(resource.fields).some((f) => f.grant);
  const granted = (req: FastifyRequest, row: Record<string, unknown>) => (hasGrants ? grantedRow(resource, req.ctx.user, row, req.ctx.company) : row);
  const ungranted = (req: FastifyRequest) => (hasGrants ? ungrantedInList(resource, req.ctx.user, permissionFor(resource, 'read')) : []);

  /**
   * The first page with its total in one statement, without the planner's estimate when the page is not
   * full: then the page is every matching row, and its length is the exact total (row_estimate plans the
   * query again with EXPLAIN, which the first page of a short list does not need). A full page answers
   * `countAll` (the estimate or the count), which PostgreSQL evaluates only when the CASE reaches it (an
   * uncorrelated subquery is an InitPlan, run on first use). The window counts the page's rows, so it
   * runs over the limited subquery; the outer ORDER BY sorts those few rows again by the same keys.
   */
  const firstPage = (
    db: Database['db'],
    where: SQL | undefined,
    keys: SortKey[],
    limit: SQL,
    countAll: SQL<number>,
    filtered: boolean,
    keyWhere: SQL | undefined,
    exact: boolean,
  ) => {
    // The sort keys the row does not carry (a column not answered) ride along under names no field has.
    const extra: Record<string, PgColumn> = {};
    const names = keys.map((k, i) => {
      const name = Object.keys(rowColumns).find((n) => rowColumns[n].name === k.column.name) ?? `@sort${i}`;
      if (!(name in rowColumns)) extra[name] = k.column;
      return name;
    });
    // Filtered, a table's page is still found by its keys first (see below): a filter that matches a few thousand
    // rows out of order (a client's orders by name) sorts their keys on an index alone, where the plain query
    // walked the date index reading rows until thirty matched (1 s against 88 ms on a million orders).
    // Filtered and counted exactly (the planner said the rows are few, or the client asked), the keys' search counts
    // them on its way: it reads every matching key to sort them anyway, and the count alone read them all again
    // (the client search of the order screen: 3.0 against 2.35 ms of PostgreSQL, plan included).
    const counting = filtered && exact;
    const keyed = db
      .select({ id: idColumn, ...(counting ? { [TOTAL]: sql<number>`count(*) over ()`.as(TOTAL) } : {}) })
      .from(table)
      .where(keyWhere)
      .orderBy(...orderBy(keys))
      .limit(limit as unknown as number);
    const keyedPage = keyed.as('found');
    const counted = keyedPage as unknown as Record<'id' | typeof TOTAL, PgColumn>;
    const page = (
      counting
        ? db
            .select({ ...rowColumns, ...extra, [TOTAL]: counted[TOTAL] })
            .from(table)
            .innerJoin(keyedPage, eq(idColumn, counted.id))
        : filtered
          ? db
              .select({ ...rowColumns, ...extra })
              .from(table)
              .where(inArray(idColumn, keyed))
          : db
              .select({ ...rowColumns, ...extra })
              .from(table)
              .where(where)
              .orderBy(...orderBy(keys))
              .limit(limit as unknown as number)
    ).as('page');
    const fields = page as unknown as Record<string, PgColumn>;
    const answered = Object.fromEntries(Object.keys(rowColumns).map((n) => [n, fields[n]]));
    const total = counting ? fields[TOTAL] : sql<number>`case when count(*) over () < ${limit} then count(*) over () else ${countAll} end`;
    return db
      .select({ ...answered, [TOTAL]: total })
      .from(page)
      .orderBy(...orderBy(keys.map((k, i) => ({ ...k, column: fields[names[i]] }))));
  };

  const listQuery = (req: FastifyRequest) => {
    const hidden = ungranted(req);
    const query = withoutFilters(req.query as Query, hidden);
    const scope = scopeConditions(resource, req.ctx);
    const scopeCount = scope.length;
    const conds = [...scope, ...whereFromQuery(resource, query, req.ctx, req.url)];
    const keys = sortKeysFromQuery(resource, query);
    return { where: conds.length ? and(...conds) : undefined, keys, query, filters: conds.length - scopeCount, hidden };
  };

  // Past the first page, a page of a table is found by its keys first, then its rows are read by key ("deferred
  // join"): when an index covers the filters and the order, finding the page touches the index alone, and the rows
  // skipped by OFFSET are never read from the table. The first page skips nothing, so unfiltered it reads its rows
  // directly (firstPage). Views keep the plain query (a view with aggregates would be computed twice), unless it
  // projects one table row for row.
  const deferred = Boolean(is(resource.source, PgTable) || resource.projects);
  const idColumn = resource.columns[resource.id];
  // A view's keys and count are found on the table it projects when the conditions and the sort allow (projection.ts).
  const projection = resource.projects && !is(resource.source, PgTable) ? projectionOf(resource.source as PgView, resource.projects) : undefined;
  const projectionId = projection && tableColumn(projection, idColumn);
  /** The sort keys on the projected table's columns, or null when one is not the table's. */
  const keysOnTable = (keys: SortKey[]): SortKey[] | null => {
    const moved = keys.map((k) => ({ ...k, column: tableColumn(projection!, k.column)! }));
    return moved.every((k) => k.column) ? moved : null;
  };
  /** Sort keys as a template's key: the column (by its name in the source) and direction of each. */
  const keysKey = (keys: SortKey[]) => keys.map((k) => `${k.column.name}${k.desc ? '-' : '+'}`).join(',');
  /** The total of a list statement: the estimate known a few seconds ago (a value), or the count or estimate asked of `from`. */
  const totalOf = (from: PgTable | PgView, keyWhere: SQL | undefined, estimated: 'ask' | 'known' | false): SQL<number> =>
    estimated === 'known' ? sql<number>`${sql.raw(SLOT.known)}::bigint` : countExpression(from, keyWhere, estimated ? sql.raw(SLOT.estimate) : null, resource.projects);
  /**
   * The list statement of one shape: the page and its count in one statement. The count is an uncorrelated subquery
   * PostgreSQL computes once, so a list costs one round trip instead of two (under load the round trips, not the
   * statements, were most of the API's CPU; docs/performance.md). On a large table the count is the planner's
   * estimate when that is above ESTIMATE_ABOVE (negative: estimated); `known`, the estimate the same conditions were
   * given a few seconds ago, sent as a value (see `estimates`).
   */
  const listStatement = (
    db: Database['db'],
    hasWhere: boolean,
    keys: SortKey[],
    estimated: 'ask' | 'known' | false,
    first: boolean,
    filtered: boolean,
  ): SQL => {
    const where = hasWhere ? sql.raw(SLOT.where) : undefined;
    const keyWhere = hasWhere ? sql.raw(SLOT.keyWhere) : undefined;
    // Keys and count on the source itself: a view whose keys are found on the table it projects goes through keysStatement.
    const countAll = totalOf(table, keyWhere, estimated);
    const limit = sql.raw(SLOT.limit) as unknown as number;
    const offset = sql.raw(SLOT.offset) as unknown as number;
    const order = orderBy(keys);
    const selection = { ...rowColumns, [TOTAL]: countAll };
    if (first) return firstPage(db, where, keys, sql.raw(SLOT.limit), countAll, deferred && filtered, keyWhere, estimated === false).getSQL();
    if (!deferred) return db.select(selection).from(table).where(where).orderBy(...order).limit(limit).offset(offset).getSQL();
    return db
      .select(selection)
      .from(table)
      .where(inArray(idColumn, db.select({ id: idColumn }).from(table).where(keyWhere).orderBy(...orderBy(keys)).limit(limit).offset(offset)))
      .orderBy(...order)
      .getSQL();
  };
  /**
   * A view's page found on the table it projects, in two statements: this one finds the page's keys and its total on
   * the table (as `listStatement` does, the same count and estimate), and `rowsByKeys` reads the page's rows from the
   * view by those keys. That second statement is the same for every request of the same sort, so it is prepared once
   * per connection: PostgreSQL parses, rewrites and plans the view once instead of on every request. For the order
   * screen (nine lookups a row) that was two thirds of its database time: 3.2 ms a page against 1.2 ms for the two
   * statements, one prepared (docs/performance.md).
   */
  const keysStatement = (db: Database['db'], hasWhere: boolean, estimated: 'ask' | 'known' | false, first: boolean, filtered: boolean, tableKeys: SortKey[]): SQL => {
    const keyWhere = hasWhere ? sql.raw(SLOT.keyWhere) : undefined;
    const limit = sql.raw(SLOT.limit);
    // Filtered and counted exactly, the search counts its rows on its way (see firstPage).
    const counting = first && filtered && estimated === false;
    const search = db.select({ id: projectionId!, ...(counting ? { [TOTAL]: sql<number>`count(*) over ()` } : {}) }).from(resource.projects!).where(keyWhere).orderBy(...orderBy(tableKeys)).limit(limit as unknown as number);
    if (counting) return search.getSQL();
    const countAll = totalOf(resource.projects!, keyWhere, estimated);
    const found = (first ? search : search.offset(sql.raw(SLOT.offset) as unknown as number)).as('found');
    // A first page that is not full is every matching row: its length is the total (no estimate, no count).
    const total = first ? sql<number>`case when count(*) over () < ${limit} then count(*) over () else ${countAll} end` : countAll;
    return db.select({ id: (found as unknown as Record<'id', PgColumn>).id, [TOTAL]: total }).from(found).getSQL();
  };
  /** The rows of a page by its keys, in the list's order: the statement's text and its name, by sort. */
  const byKeysStatements = new Map<string, { name: string; sql: string }>();
  const rowsByKeys = (keys: SortKey[]) => {
    const key = keysKey(keys);
    let statement = byKeysStatements.get(key);
    if (!statement) {
      const text = dialect.sqlToQuery(new QueryBuilder().select(rowColumns).from(table).where(sql`${idColumn} = any(${sql.raw('$1')})`).orderBy(...orderBy(keys)).getSQL()).sql;
      statement = { name: `list-${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`, sql: text };
      byKeysStatements.set(key, statement);
    }
    return statement;
  };
  /** At most 500 shapes per resource are kept (each a few kilobytes), the least used leaving first. */
  const templates = new LruMap<Template>(500);
  // A row of the list statement as drizzle would map it: the row's columns, then the count.
  const rowNames = [...Object.keys(rowColumns), TOTAL];
  const rowDecoders = [...Object.values(rowColumns).map(decoderOf), null];
  // Each row's member is written from its values as they come (no object per row), unless a field granted apart
  // must leave some rows (then: the row objects, and grantedRow per row's company).
  const writeMember = memberWriter(resource, rowNames.slice(0, -1), rowDecoders.slice(0, -1));
  const totalAt = rowNames.length - 1;
  const toRows = (arrays: unknown[][]) =>
    arrays.map((values) => {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < rowNames.length; i++) {
        const value = values[i];
        const decoder = rowDecoders[i];
        row[rowNames[i]] = value === null || value === undefined ? null : decoder ? decoder.mapFromDriverValue(value) : value;
      }
      return row;
    });

  /**
   * What a list request makes of the list: its conditions (text and values), where the keys and the count are found,
   * the estimate's statement, the template's key and the page. All but the SQL objects, which `listParts` gives when a
   * template is built or an empty page is counted.
   */
  const listParts = (req: FastifyRequest) => {
    const { where, keys, query, filters, hidden } = listQuery(req);
    const paging = pagingFromQuery(resource, query);
    const offset = (paging.page - 1) * paging.itemsPerPage; // 0 for an unpaginated list (page 1)
    // On a projected table when both the conditions and the sort keys are its columns.
    const tableKeys = projection ? keysOnTable(keys) : null;
    const tableWhere = tableKeys && where ? onProjectedTable(where, projection!) : undefined;
    const onTable = tableKeys !== null && tableWhere !== null;
    const estimate = !isExact(query) && (is(table, PgTable) || resource.projects) ? (onTable ? estimateQuery(projection!.table, tableWhere) : estimateQuery(table, where)) : null;
    const first = offset === 0;
    // The conditions' text (their values are parameters) is the shape's: the same filters, the same statement.
    const conditions = where ? dialect.sqlToQuery(where) : undefined;
    const keyConditions = onTable && tableWhere ? dialect.sqlToQuery(tableWhere).sql : conditions?.sql;
    // A view projecting a table whose keys are found on it reads its rows by them, prepared (keysStatement).
    const byKeys = projection && onTable ? rowsByKeys(keys) : null;
    const template = `${first ? 'first' : 'page'}|${filters > 0}|${onTable}|${keysKey(keys)}|${conditions?.sql ?? ''}`;
    const shape = { conditions, keyConditions, estimate, template, paging, first, offset, hidden, byKeys };
    return { shape, where, keys, filters, tableKeys };
  };
  type ListParts = ReturnType<typeof listParts>;

  /**
   * The shapes of the requests last asked, by URL, companies and fields granted (about a kilobyte each): building
   * the conditions, their text and the estimate's statement was a twentieth of a list request's CPU. Only where the
   * conditions depend on nothing else: a resource's own scope, and the custom filters that take the request's
   * context, are given it.
   */
  const shapes = new LruMap<ListParts['shape']>(64);
  const SHAPE_URL_MAX = 512;
  // A custom filter whose function takes the value alone (the client's name searched: NmCliente) makes the same
  // conditions of the same URL for everyone the key already tells apart; one that takes the request's context or a
  // key may not, so its requests are built each time.
  const customFilters = Object.entries(resource.customFilters ?? {})
    .filter(([, filter]) => filter.keyed || filter.apply.length > 1)
    .map(([name]) => name);
  const shapeKey = (req: FastifyRequest): string | null => {
    // A long URL (a search pasted, a list of ids) is built each time: the map's memory stays small whatever is asked.
    if (resource.scope || req.url.length > SHAPE_URL_MAX) return null;
    const query = req.query as Query;
    if (customFilters.some((name) => name in query)) return null;
    // The companies whose rows the list shows (scopeConditions), and the fields it leaves out (listQuery).
    const companies = companiesWith(req.ctx.user, permissionFor(resource, 'read'), 'read');
    return `${companies.join(',')}|${ungranted(req).join(',')}|${req.url}`;
  };

  /**
   * The planner's estimates of large lists, by the estimate's statement (its values written in: the companies and
   * the filters), for ESTIMATE_TTL_MS. Asking for one plans the conditions again with EXPLAIN (row_estimate): a
   * sixth of page 1's database time on a million orders, for a figure that moves only as the table's statistics
   * do. When the planner said the rows are few (ESTIMATE_ABOVE or less), what is kept is that answer (`null`): the
   * next requests count exactly without asking it again (the client search of the order screen: 0.4 ms of 4). A
   * count itself is never kept.
   */
  const estimates = new LruMap<{ total: number | null }>(1_000, ESTIMATE_TTL_MS);
  const ESTIMATE_KEY_MAX = 2_048;

  if (ops.has('list')) {
    app.get(resource.path, async (req, reply) => {
      authorizeOrThrow(req.ctx, permissionFor(resource, 'read'), 'read');
      if (resource.csv && /\btext\/csv\b/.test(req.headers.accept ?? '')) return sendCsv(req, reply);
      // Lists and their counts read from the replica when there is one in step (DATABASE_READ_URL): a GET of a list
      // writes nothing, so no write of this request can be missing from it. Items, sign-in and grants stay on the primary.
      const reading = app.database.reader();
      const db = reading.db;
      const key = shapeKey(req);
      let shape = key === null ? undefined : shapes.get(key);
      let parts: ListParts | undefined;
      if (!shape) {
        parts = listParts(req);
        shape = parts.shape;
        if (key !== null) shapes.set(key, shape);
      }
      const { paging, first, offset, estimate, hidden, byKeys } = shape;
      const kept = estimate === null ? undefined : estimates.get(estimate);
      const known = kept?.total;
      const estimated = typeof known === 'number' ? 'known' : estimate !== null && !kept ? 'ask' : false;
      const templateKey = `${estimated}|${shape.template}`;
      let template = templates.get(templateKey);
      if (!template) {
        const { where, keys, filters, tableKeys } = (parts ??= listParts(req));
        const statement = byKeys
          ? keysStatement(db, where !== undefined, estimated, first, filters > 0, tableKeys!)
          : listStatement(db, where !== undefined, keys, estimated, first, filters > 0);
        templates.set(templateKey, (template = templateOf(statement)));
      }
      const statement = fillTemplate(template, shape.conditions, shape.keyConditions, { estimate, known, limit: paging.itemsPerPage, offset });
      // Run as drizzle runs its selects (its driver's settings: dates as text), rows as arrays mapped here once.
      const session = (db as unknown as { session: PgSession }).session;
      const run = (query: { sql: string; params: unknown[] }, name?: string) =>
        session.prepareQuery<PreparedQueryConfig & { execute: unknown[][] }>(query, undefined, name, true, (arrays: unknown[][]) => arrays).execute();
      let rows = await run(statement);
      if (byKeys && rows.length) {
        // The keys and the total, then the page's rows by those keys, each with the total after its columns.
        const total = rows[0][1];
        rows = await run({ sql: byKeys.sql, params: [arrayLiteral(rows.map((r) => r[0]))] }, byKeys.name);
        for (const row of rows) row.push(total);
      }
      // An empty page carries no count: none match (first page), or the page is past the last one.
      const counted = rows.length
        ? Number(rows[0][totalAt])
        : first
          ? 0
          : Number(
              (await reading.rows<{ n: number }>(sql`select ${countExpression(table, (parts ??= listParts(req)).where, estimate === null ? null : sql`${estimate}`, resource.projects)} as n`))[0].n,
            );
      // The planner's answer, when the statement asked for it, is kept for the next requests of the same conditions:
      // an estimate (negative), or that the rows are few, when the count was reached (a full page or a later one;
      // a short first page is counted by its rows alone and says nothing of the estimate).
      const reached = !first || rows.length >= paging.itemsPerPage;
      // (Statements up to ESTIMATE_KEY_MAX characters: a search pasted whole is asked each time, the map stays small.)
      if (estimated === 'ask' && (counted < 0 || reached) && estimate!.length <= ESTIMATE_KEY_MAX) {
        estimates.set(estimate!, { total: counted < 0 ? counted : null });
      }
      reply.type('application/ld+json; charset=utf-8');
      const total = Math.abs(counted);
      // `hidden`: the fields some of the companies listed do not grant; none, and no row loses a field (a row's
      // company is its tenant column, one of those; without one, grantedRow asks the session's company).
      if (writeMember && !hidden.length && (resource.tenant || !hasGrants)) return collectionOfMembers(resource, rows.map(writeMember), total, paging, req.url, counted < 0);
      return collectionJson(resource, toRows(rows).map((r) => granted(req, r)), total, paging, req.url, counted < 0);
    });
  }

  async function sendCsv(req: FastifyRequest, reply: FastifyReply) {
    authorizeOrThrow(req.ctx, permissionFor(resource, 'read'), 'read');
    const { where, keys, query } = listQuery(req);
    const raw = query.raw === '1' || query.raw === 'true';
    const format = csvFormat(raw, resolveLocale(req.ctx.locale));
    // For a spreadsheet: the columns the screen shows, in its order, under its labels (`columns[]`,
    // `labels[field]`); raw, or with no columns asked: every readable field under its name.
    const hidden = ungranted(req);
    const allowed = hidden.length ? fields.filter((f) => !hidden.includes(f)) : fields;
    const { columns, header } = raw ? { columns: allowed, header: allowed } : csvColumns(allowed, query);
    const cells = sql.join(
      columns.map((f) => sql`${csvExpression(resource.columns[f], resource.fieldTypes[f], format, resource.fields[f])} as ${sql.identifier(f)}`),
      sql`, `,
    );
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${resource.path.replace(/^\//, '').replace(/\W+/g, '_')}.csv"`);
    // An export reads what the list shows, from the same place (the replica when there is one).
    return reply.send(streamCsv(app.database.reader(), { cells, from: table, where, keys }, header, format));
  }
  if (resource.csv) app.get(resource.csv, sendCsv);

  if (ops.has('item')) {
    app.get(`${resource.path}/:id`, async (req, reply) => {
      authorizeOrThrow(req.ctx, permissionFor(resource, 'read'), 'read');
      const id = parseId(resource, (req.params as { id: string }).id);
      const rows = await app.database.db
        .select(rowColumns)
        .from(table)
        .where(and(eq(resource.columns[resource.id], id), ...scopeConditions(resource, req.ctx)))
        .limit(1);
      if (!rows.length) throw notFound();
      reply.type('application/ld+json; charset=utf-8');
      return item(resource, granted(req, rows[0] as Record<string, unknown>));
    });
  }

  if (ops.has('create')) {
    app.post(resource.path, async (req, reply) => {
      authorizeOrThrow(req.ctx, permissionFor(resource, 'create'), 'create');
      const input = parseBody(resource.input, req.body);
      const row = await inTransaction(app.database.db, async (tx) => {
        let values = columnValues(resource, input);
        const company = tenantFor(resource, req.ctx, 'create', values);
        await assertReferences(tx, company, values, resource.references);
        if (resource.beforeWrite) values = columnValues(resource, await resource.beforeWrite({ ctx: req.ctx, tx, op: 'create', values }));
        if (resource.version) values[resource.version] = 1;
        const [created] = (await tx.insert(table).values(values).returning(rowColumns)) as Record<string, unknown>[];
        await audit(tx, { ctx: req.ctx, company, entity: resource.type, id: created[resource.id] as number, action: 'create', after: created });
        return created;
      });
      resource.afterCommit?.();
      reply.code(201).type('application/ld+json; charset=utf-8').header('Content-Location', item(resource, row)['@id'] as string);
      return item(resource, granted(req, row));
    });
  }

  if (ops.has('update')) {
    app.put(`${resource.path}/:id`, async (req, reply) => {
      authorizeOrThrow(req.ctx, permissionFor(resource, 'update'), 'update');
      const id = parseId(resource, (req.params as { id: string }).id);
      const row = await inTransaction(app.database.db, async (tx) => {
        // Not found (or another company's) answers 404 before the body is even looked at.
        const current = await loadForWrite(tx, resource, req.ctx, id);
        const input = parseBody(updateSchema(resource), req.body);
        let values = columnValues(resource, input);
        const company = tenantFor(resource, req.ctx, 'update', values, current);
        await assertReferences(tx, company, values, resource.references);
        if (resource.version) {
          const sent = (req.body as Record<string, unknown>)[resource.version];
          if (sent !== undefined && Number(sent) !== Number(current[resource.version])) throw resource.staleMessage ? new AppError('stale_version', resource.staleMessage) : staleVersion();
          values[resource.version] = Number(current[resource.version] ?? 0) + 1;
        }
        if (resource.beforeWrite) values = columnValues(resource, await resource.beforeWrite({ ctx: req.ctx, tx, op: 'update', values, current }));
        const [updated] = (await tx.update(table).set(values).where(eq(resource.columns[resource.id], id)).returning(rowColumns)) as Record<string, unknown>[];
        await audit(tx, { ctx: req.ctx, company, entity: resource.type, id, action: 'update', before: current, after: updated });
        return updated;
      });
      resource.afterCommit?.();
      reply.type('application/ld+json; charset=utf-8');
      return item(resource, granted(req, row));
    });
  }

  if (ops.has('delete')) {
    app.delete(`${resource.path}/:id`, async (req, reply) => {
      authorizeOrThrow(req.ctx, permissionFor(resource, 'delete'), 'delete');
      const id = parseId(resource, (req.params as { id: string }).id);
      await inTransaction(app.database.db, async (tx) => {
        const current = await loadForWrite(tx, resource, req.ctx, id);
        const company = tenantFor(resource, req.ctx, 'delete', {}, current);
        await resource.beforeDelete?.({ ctx: req.ctx, tx, current });
        await tx.delete(table).where(eq(resource.columns[resource.id], id));
        await audit(tx, { ctx: req.ctx, company, entity: resource.type, id, action: 'delete', before: current });
      });
      resource.afterCommit?.();
      return reply.code(204).send();
    });
  }
}
