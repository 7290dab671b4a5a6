import { and, sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { orderFromQuery, pagingFromQuery, whereFromQuery, type Paging } from '../../platform/resources/filters.ts';
import { scopeConditions } from '../../platform/resources/routes.ts';
import { analiseDadosProdutosResource } from './pcp.resource.ts';
import { vwAnaliseDados } from './pcp.table.ts';

/**
 * A page of an analysis's finished products searched by a JSON body that carries what the list's query string
 * would (filters, order, page), within the user's scope.
 */
export async function searchProductResults(db: Executor, ctx: RequestContext, body: Record<string, unknown>): Promise<{ rows: Record<string, unknown>[]; total: number; paging: Paging }> {
  const resource = analiseDadosProdutosResource;
  // Numbers as the text a query gives.
  const query = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v]));
  const where = and(...scopeConditions(resource, ctx), ...whereFromQuery(resource, query, ctx));
  const paging = pagingFromQuery(resource, query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(vwAnaliseDados)
      .where(where)
      .orderBy(...orderFromQuery(resource, query))
      .limit(paging.itemsPerPage)
      .offset((paging.page - 1) * paging.itemsPerPage),
    db.select({ total: sql<number>`count(*)::int` }).from(vwAnaliseDados).where(where),
  ]);
  return { rows: rows as Record<string, unknown>[], total: Number(total), paging };
}
