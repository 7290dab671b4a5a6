import { Column, getTableColumns, getTableName, getViewName, is, Param, Placeholder, SQL, StringChunk, Table, View } from 'drizzle-orm';
import type { PgColumn, PgTable, PgView } from 'drizzle-orm/pg-core';

/**
 * A list's conditions moved from a view onto the one table it projects row for row (`projects`).
 *
 * Finding a page's keys and counting its rows on the table instead of the view spares PostgreSQL planning the view
 * (its joins and lookups) two more times per request: the view is read for the page's thirty rows only. For the
 * product list in a stock range that was a third of the statement's time (docs/performance.md). It is only
 * possible when every column the conditions name is one the view takes as it is from that table, under the same
 * name; `list-plans.test.ts` checks that each such column of every projecting view holds the table's value.
 */
export interface Projection {
  view: PgView;
  table: PgTable;
  /** The table's columns by their name in SQL. */
  columns: Map<string, PgColumn>;
  /** The view's quoted name as statements write it before a column (`"vw_produtos".`). */
  qualifier: string;
}

export function projectionOf(view: PgView, table: PgTable): Projection {
  const columns = new Map(Object.values(getTableColumns(table)).map((c) => [c.name, c as PgColumn]));
  return { view, table, columns, qualifier: `"${getViewName(view)}".` };
}

/** The table's column for a column of the view, when the table has one of that name; else undefined. */
export function tableColumn(projection: Projection, column: Column): PgColumn | undefined {
  return getTableName(column.table) === getViewName(projection.view) ? projection.columns.get(column.name) : undefined;
}

/**
 * The same conditions written against the table, or null when they name anything of the view the table lacks (a
 * column of a join or a lookup), the view itself (a subquery over it), or a chunk this walk does not know. Values
 * stay in the same order, so both statements number their parameters alike.
 */
export function onProjectedTable(condition: SQL, projection: Projection): SQL | null {
  const viewName = getViewName(projection.view);
  const walk = (chunk: unknown): unknown => {
    if (is(chunk, Column)) {
      if (getTableName(chunk.table) !== viewName) return chunk;
      return tableColumn(projection, chunk) ?? null;
    }
    if (is(chunk, SQL)) {
      const inner = chunk.queryChunks.map(walk);
      return inner.includes(null) ? null : new SQL(inner as SQL['queryChunks']);
    }
    if (Array.isArray(chunk)) {
      const inner = chunk.map(walk);
      return inner.includes(null) ? null : inner;
    }
    if (is(chunk, StringChunk)) return chunk.value.join('').includes(viewName) ? null : chunk;
    if (is(chunk, View)) return getViewName(chunk) === viewName ? null : chunk;
    if (is(chunk, Table)) return getTableName(chunk) === viewName ? null : chunk;
    if (is(chunk, Param) || is(chunk, Placeholder) || typeof chunk === 'string' || typeof chunk === 'number') return chunk;
    return null;
  };
  return walk(condition) as SQL | null;
}
