import { is, SQL, sql, StringChunk, type Column, type SQLWrapper } from 'drizzle-orm';
import { text } from 'drizzle-orm/pg-core';

/**
 * Text searches ("contains", "starts with") that ignore case and accents: "joao" finds "João".
 *
 * `search_text(x)` (migration 0005) lower-cases and drops the accents of Portuguese and Spanish with
 * translate(): the unaccent extension is not in the embedded PGlite. It is immutable, so tables keep a
 * stored, indexed copy of the text they search (people.search_name, pedido_venda.cliente_busca) and the
 * query is a plain LIKE on it, a third of ILIKE's cost. Computing it per row instead is slow (translate
 * over multibyte text: 15 ms for 3,600 names), so large tables always search a stored copy.
 */
export function searchText(value: SQLWrapper | string): SQL {
  return sql`search_text(${value})`;
}

/** LIKE's own wildcards typed by a user are plain characters. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * `copy` (a search_text column or expression) contains, or starts with, what the user typed. The
 * pattern goes through search_text() too; PostgreSQL folds that once per statement.
 */
export function matchesText(copy: SQLWrapper, typed: string, how: 'contains' | 'starts' = 'contains'): SQL {
  const escaped = escapeLike(typed.trim());
  return sql`${copy} like ${searchText(how === 'contains' ? `%${escaped}%` : `${escaped}%`)}`;
}

const COPY_OF = 'search_text(';

/** A stored copy of text column `of` (its SQL name) as searches compare it, kept by PostgreSQL. */
export function searchCopy(name: string, of: string) {
  return text(name).generatedAlwaysAs(sql.raw(`${COPY_OF}${of})`));
}

/** Whether a table column is a search copy (never answered nor logged: it is derived from another). */
export function isSearchCopy(column: Column): boolean {
  const as = (column as { generated?: { as?: unknown } }).generated?.as;
  return is(as, SQL) && as.queryChunks.some((chunk) => is(chunk, StringChunk) && chunk.value.some((v) => v.startsWith(COPY_OF)));
}

/** A table's columns without its search copies: what answers and audit rows hold. */
export function withoutSearchCopies<T extends Record<string, Column>>(columns: T): T {
  return Object.fromEntries(Object.entries(columns).filter(([, column]) => !isSearchCopy(column))) as T;
}
