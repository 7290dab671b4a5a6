import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { validationError } from '../../platform/http/errors.ts';
import { produtoConversoes, produtos } from './catalogo.table.ts';
import { conversionRule } from './conversoes.rules.ts';

/**
 * Checks a conversion before it is written (POST/PUT /produto_conversoes): two different units, one conversion per
 * origin unit of a product (product and units of the company are the fields' declared references). Answers the values to write.
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
  return values;
}
