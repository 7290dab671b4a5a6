import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../auth/context.ts';

/**
 * Defaults of a list that a query parameter replaces (e.g. /transportador-ativo filters by the
 * characteristics of the company config unless `caracteristicas[]` is sent).
 *
 * A resource's `scope` is computed before its custom filters and does not see the query, so the
 * default is a lazy SQL fragment: it is rendered when the statement is built, after the custom
 * filters ran, and becomes `true` when one of them marked the parameter as given for this request.
 * Custom filters are applied once per value; `collected` gathers all values of a parameter into one
 * condition (a list means "any of them"), rendered by its first occurrence.
 */
const given = new WeakMap<RequestContext, Map<string, string[]>>();

function valuesOf(ctx: RequestContext, key: string): string[] | undefined {
  return given.get(ctx)?.get(key);
}

/** Marks `key` as given with `value` for this request. */
function mark(ctx: RequestContext, key: string, value: string): number {
  let byKey = given.get(ctx);
  if (!byKey) given.set(ctx, (byKey = new Map()));
  const list = byKey.get(key) ?? [];
  list.push(value);
  byKey.set(key, list);
  return list.length - 1;
}

const lazy = (render: () => SQL): SQL => sql`${{ getSQL: render }}`;

/** `condition`, unless one of `keys` was given as a custom filter of this request. */
export function unlessGiven(ctx: RequestContext, keys: string[], condition: SQL): SQL {
  return lazy(() => (keys.some((k) => valuesOf(ctx, k)?.length) ? sql`true` : condition));
}

/**
 * A custom filter's `apply` for a parameter whose values form one condition: `build(values)` with
 * every value given (`f[]=a&f[]=b`), marking the parameter as given.
 */
export function collected(key: string, build: (values: string[]) => SQL) {
  return (value: string, ctx: RequestContext): SQL => {
    const index = mark(ctx, key, value);
    return lazy(() => (index === 0 ? build(valuesOf(ctx, key)!) : sql`true`));
  };
}
