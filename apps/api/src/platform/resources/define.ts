import { getTableColumns, getViewSelectedFields, is, type SQL, type Column } from 'drizzle-orm';
import { PgTable, PgView, type PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { FilterKind } from '@backoffice/domain';
import type { RequestContext } from '../auth/context.ts';
import type { Tx } from '../db/client.ts';
import { isSearchCopy } from '../db/search.ts';
import type { Reference, References } from './references.ts';
import { LOG_RESTRICTED_GRANT, restrictInLog } from '../audit/restricted.ts';

/**
 * A resource is declared once; the list, item, create, update, delete and CSV routes,
 * the OpenAPI document and the Hydra ApiDocumentation all come from the declaration.
 */
/** The query grammar of lists (docs/api.md), shared with the web: `@backoffice/domain`. */
export type { FilterKind } from '@backoffice/domain';

export type FieldType = 'integer' | 'decimal' | 'string' | 'boolean' | 'date' | 'datetime' | 'json' | 'uuid';

/** The labels of a field's values (an enum of @backoffice/domain), written by the CSV export for spreadsheets. */
export interface FieldLabels {
  readonly values: readonly string[];
  label(value: string, locale?: string): string;
}

export interface FieldDecl {
  filter?: FilterKind | FilterKind[];
  order?: boolean;
  /** Left out of answers (password hashes...). */
  hidden?: boolean;
  /** Overrides the type read from the column. */
  type?: FieldType;
  description?: string;
  /**
   * Property name of a stored copy of this text as searches compare it (`search_text(...)`: lower
   * case, no accents), indexed: `partial` and `start` filters then use a plain LIKE on it, cheaper
   * than ILIKE and accent-blind. The copy is never answered.
   */
  search?: string;
  /** Labels of the values (e.g. StatusPedido): the spreadsheet export writes 'Aberto', not 'A'. */
  enum?: FieldLabels;
  /** Written masked by the spreadsheet export, as screens show it (a CNPJ as a number would lose its leading zeros). */
  mask?: 'document';
  /**
   * The row of another table this field names (platform/resources/references.ts): a create or update whose id is
   * not a row of the written row's company answers 422 'not_found' on the field, for another company's id and an
   * unknown one alike.
   */
  references?: Reference;
  /**
   * The grant (access key, action read) this field needs in the row's company: cost and margin need `markup`.
   * Without it the field is left out of every answer — JSON, CSV, the views and operations that answer the
   * resource's rows (`visibleFields`) — and cannot be filtered or sorted on.
   */
  grant?: string;
}

export type Operation = 'list' | 'item' | 'create' | 'update' | 'delete';

export interface ResourceDecl {
  /** Hydra class name (`@type`), e.g. 'Person'. */
  type: string;
  /** Path under /api, as the specification names it, e.g. '/people'. */
  path: string;
  /** IRI prefix of members when they are items of another path (e.g. my-companies members are /people/{id}). */
  iriPath?: string;
  /** A member's IRI when it is not `{path}/{id}` (path relative to /api). */
  iri?: (row: Record<string, unknown>) => string;
  source: PgTable | PgView;
  /**
   * The one table a view source projects row for row (no aggregate, no join that adds or drops rows; lookups
   * as scalar subqueries): its list pages are then found by key first and its large counts estimated, as the
   * table's own list (PostgreSQL inlines such a view; the lookups run for the page's rows only).
   */
  projects?: PgTable;
  /** Property name of the id column. */
  id?: string;
  /** Property name of the column that says which company owns the row; null: the scope decides alone. */
  tenant: string | null;
  /** Extra rows restriction for the signed-in user (besides the tenant column). */
  scope?: (ctx: RequestContext) => SQL | undefined;
  fields: Record<string, FieldDecl>;
  /**
   * Filters that are not a column of the source (e.g. `/users?company=1`): value -> condition. A `keyed`
   * filter takes `name[key]=value` pairs (e.g. `coluna[12]=azul`, an extra column and its text): `apply`
   * receives each pair's key. An `apply` that declares only the value (`(value) => ...`) depends on nothing else, so
   * the list keeps what a URL with it makes (routes.ts, `shapes`); one that declares `ctx` is built on each request.
   */
  customFilters?: Record<string, { type: FieldType; keyed?: boolean; apply: (value: string, ctx: RequestContext, key?: string) => SQL }>;
  operations: Operation[];
  /** CSV export path (streamed). */
  csv?: string;
  /**
   * Access key checked by the authorizer (access profiles), for every action or split into reading
   * and writing (e.g. everyone reads the menu, only `menus` edits it). None: any signed-in user.
   */
  permission?: string | { read?: string; write?: string };
  /** Reference data shared by every company (the access catalog): read-only, no tenant. */
  global?: boolean;
  /** Zod schema of the create body; the update body is its partial unless `updateInput` is given. */
  input?: z.ZodType<Record<string, unknown>>;
  updateInput?: z.ZodType<Record<string, unknown>>;
  /** Property name of an optimistic-lock counter: a stale PUT answers 409. */
  version?: string;
  /**
   * The message of that 409 (a catalogue key): by default the specification's 'This order was already updated', which
   * fits the orders' resources; another resource names itself (markup: 'record_changed').
   */
  staleMessage?: string;
  defaultOrder?: Record<string, 'asc' | 'desc'>;
  /** Rules run inside the write transaction, before the row is written; may change the values. */
  beforeWrite?: (args: {
    ctx: RequestContext;
    tx: Tx;
    op: 'create' | 'update';
    values: Record<string, unknown>;
    current?: Record<string, unknown>;
  }) => Promise<Record<string, unknown>> | Record<string, unknown>;
  beforeDelete?: (args: { ctx: RequestContext; tx: Tx; current: Record<string, unknown> }) => Promise<void> | void;
  /** Runs after a write committed (e.g. to forget cached sessions when access profiles change). */
  afterCommit?: () => void;
  description?: string;
  maxItemsPerPage?: number;
}

export interface Resource extends ResourceDecl {
  id: string;
  columns: Record<string, PgColumn>;
  fieldTypes: Record<string, FieldType>;
  /** The columns a row is read with: all but search copies (declared `search`, or a table's generated ones). */
  rowColumns: Record<string, PgColumn>;
  /** Property names answered for a member: the row's columns but hidden ones. */
  readable: string[];
  readOnly: boolean;
  /** The fields that name rows of other tables (declared `references`), checked on every write. */
  references: References;
}

function columnType(column: Column): FieldType {
  switch (column.columnType) {
    case 'PgInteger':
    case 'PgSerial':
    case 'PgSmallInt':
    case 'PgSmallSerial':
    case 'PgBigInt53':
    case 'PgBigSerial53':
      return 'integer';
    case 'PgNumeric':
    case 'PgBigInt64':
    case 'PgBigSerial64':
      return 'decimal';
    case 'PgBoolean':
      return 'boolean';
    case 'PgDate':
    case 'PgDateString':
      return 'date';
    case 'PgTimestamp':
    case 'PgTimestampString':
      return 'datetime';
    case 'PgJson':
    case 'PgJsonb':
      return 'json';
    case 'PgUUID':
      return 'uuid';
    default:
      return 'string';
  }
}

/** Marks what defineResource made, so that a module finds its resources among a file's exports (`resourcesOf`). */
const RESOURCE = Symbol('resource');

export function isResource(value: unknown): value is Resource {
  return typeof value === 'object' && value !== null && RESOURCE in value;
}

/** Fails when two of the application's resources answer the same path (checked when the app is composed). */
export function assertDistinctPaths(resources: Resource[]): void {
  const seen = new Set<string>();
  for (const r of resources) {
    if (seen.has(r.path)) throw new Error(`resource path declared twice: ${r.path}`);
    seen.add(r.path);
  }
}

/** Declares a resource; its module lists it in its `resources` (it is registered nowhere else). */
export function defineResource(decl: ResourceDecl): Resource {
  const columns = (is(decl.source, PgTable) ? getTableColumns(decl.source) : getViewSelectedFields(decl.source as PgView)) as Record<
    string,
    PgColumn
  >;
  const id = decl.id ?? 'id';
  const searchCopies = Object.values(decl.fields).flatMap((f) => (f.search ? [f.search] : []));
  for (const name of [id, ...Object.keys(decl.fields), ...(decl.tenant ? [decl.tenant] : []), ...searchCopies]) {
    if (!columns[name]) throw new Error(`${decl.type}: no column ${name}`);
  }
  const rowColumns = Object.fromEntries(
    Object.entries(columns).filter(([name, column]) => !searchCopies.includes(name) && !isSearchCopy(column)),
  );
  const fieldTypes: Record<string, FieldType> = {};
  for (const [name, column] of Object.entries(columns)) fieldTypes[name] = decl.fields[name]?.type ?? columnType(column);
  const resource: Resource = {
    ...decl,
    id,
    columns,
    fieldTypes,
    rowColumns,
    readable: Object.keys(rowColumns).filter((name) => !decl.fields[name]?.hidden),
    readOnly: !decl.operations.some((op) => op === 'create' || op === 'update' || op === 'delete'),
    references: Object.fromEntries(Object.entries(decl.fields).flatMap(([name, f]) => (f.references ? [[name, f.references]] : []))),
  };
  if (!decl.tenant && !decl.scope && !decl.global) throw new Error(`${decl.type}: a resource needs a tenant column, a scope, or global: true`);
  // What the grant hides here it hides in the change log too: a granted field's values, and all of a resource under it.
  for (const [name, f] of Object.entries(decl.fields)) {
    if (!f.grant) continue;
    if (f.grant !== LOG_RESTRICTED_GRANT) throw new Error(`${decl.type}.${name}: the change log keeps apart only what '${LOG_RESTRICTED_GRANT}' reads (platform/audit/restricted.ts)`);
    restrictInLog({ fields: [name] });
  }
  if ((typeof decl.permission === 'string' ? decl.permission : decl.permission?.read) === LOG_RESTRICTED_GRANT) restrictInLog({ entities: [decl.type] });
  if (decl.global && decl.operations.some((op) => op !== 'list' && op !== 'item')) throw new Error(`${decl.type}: global resources are read-only`);
  Object.defineProperty(resource, RESOURCE, { value: true });
  return resource;
}

export function permissionFor(resource: Pick<ResourceDecl, 'permission'>, action: 'read' | 'create' | 'update' | 'delete'): string | undefined {
  const p = resource.permission;
  if (p === undefined || typeof p === 'string') return p;
  return action === 'read' ? p.read : p.write;
}

/** Names answered for a member: the row's columns but hidden ones. */
export function readableFields(resource: Resource): string[] {
  return resource.readable;
}
