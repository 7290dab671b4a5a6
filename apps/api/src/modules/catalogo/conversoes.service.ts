import { and, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/db/client.ts';
import { validationError, violation } from '../../platform/http/errors.ts';
import { listaProdutoItems, produtoConversoes, produtos } from './catalogo.table.ts';
import { conversionRule } from './conversoes.rules.ts';

/**
 * Checks a conversion before it is written (POST/PUT /produto_conversoes): two different units, one conversion per
 * origin unit of a product (product and units of the company are the fields' declared references); a conversion that
 * structure lines measure by keeps its product and units (conversionInUse). Answers the values to write.
 */
export async function checkConversao(tx: Tx, values: Record<string, unknown>, current?: Record<string, unknown>): Promise<Record<string, unknown>> {
  const pick = (field: string) => (values[field] !== undefined ? values[field] : current?.[field]);
  const product = Number(pick('IdProduto'));
  const from = Number(pick('IdTipoMedida'));
  const to = pick('IdTipoMedidaDestino') == null ? null : Number(pick('IdTipoMedidaDestino'));
  const [row] = await tx.select({ unit: produtos.IdTipoMedida }).from(produtos).where(eq(produtos.IdProduto, product));
  const others = await tx
    .select({ from: produtoConversoes.IdTipoMedida })
    .from(produtoConversoes)
    .where(and(eq(produtoConversoes.IdProduto, product), current ? ne(produtoConversoes.IdProdutoConversao, Number(current.IdProdutoConversao)) : undefined));
  const found = conversionRule({ IdTipoMedida: from, IdTipoMedidaDestino: to }, row.unit, others.map((o) => o.from));
  if (found.length) throw validationError(found);
  if (current) {
    // What the structure lines read (bomUses): the product's conversion from their unit to its own.
    const field = product !== Number(current.IdProduto) ? 'IdProduto' : from !== Number(current.IdTipoMedida) ? 'IdTipoMedida' : to !== null && to !== row.unit ? 'IdTipoMedidaDestino' : null;
    if (field) await conversionInUse(tx, current, field);
  }
  return values;
}

/**
 * A conversion that structure lines measure their component by (a line in the conversion's origin unit) stays while
 * they do: production and the MRP multiply those lines by its factor, and without it they would count one unit of the
 * line as one of the component's. Refused on `field`, naming the products whose structure uses it.
 */
export async function conversionInUse(tx: Tx, conversion: Record<string, unknown>, field = 'IdProdutoConversao'): Promise<void> {
  const component = alias(produtos, 'componente');
  const users = await tx
    .selectDistinct({ id: produtos.IdProduto, name: produtos.NmProduto })
    .from(listaProdutoItems)
    .innerJoin(produtos, eq(produtos.IdProduto, listaProdutoItems.IdProduto))
    .innerJoin(component, eq(component.IdProduto, listaProdutoItems.ProdutoComponente))
    .where(
      and(
        eq(listaProdutoItems.ProdutoComponente, Number(conversion.IdProduto)),
        eq(listaProdutoItems.IdTipoMedida, Number(conversion.IdTipoMedida)),
        ne(listaProdutoItems.IdTipoMedida, component.IdTipoMedida),
        conversion.IdTipoMedidaDestino == null ? undefined : eq(component.IdTipoMedida, Number(conversion.IdTipoMedidaDestino)),
      ),
    )
    .orderBy(produtos.IdProduto)
    .limit(4);
  if (!users.length) return;
  const names = users.slice(0, 3).map((u) => u.name);
  throw violation(field, 'conversion_in_use', { produtos: users.length > 3 ? `${names.join(', ')}…` : names.join(', ') });
}
