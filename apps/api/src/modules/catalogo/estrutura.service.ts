import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { notFound, violation } from '../../platform/http/errors.ts';
import { listaProdutoItems, produtos, tipoMedidas } from './catalogo.table.ts';
import { bomCycle, bomTree, withoutCosts, type BomLine, type BomNode, type BomNodeWithoutCost, type ProductCost } from './catalogo.rules.ts';

/**
 * Bills of materials: the write rule (both products of the company, never a loop at any depth) and the
 * read of a product's whole structure as a tree.
 */

/**
 * Checks a structure line before it is written, under a per-company lock (two writes cannot close a loop together);
 * both products and the unit are the company's (the fields' declared references, checked before).
 */
export async function checkBomLine(tx: Tx, company: number, values: Record<string, unknown>, current?: Record<string, unknown>): Promise<void> {
  const parent = Number(values.IdProduto ?? current?.IdProduto);
  const child = Number(values.ProdutoComponente ?? current?.ProdutoComponente);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lista_produto_items'), ${company})`);
  const edges = await tx
    .select({ parent: listaProdutoItems.IdProduto, child: listaProdutoItems.ProdutoComponente })
    .from(listaProdutoItems)
    .where(and(eq(listaProdutoItems.company, company), current ? ne(listaProdutoItems.IdListaProdutoItem, Number(current.IdListaProdutoItem)) : undefined));
  const cycle = bomCycle(edges, parent, child);
  if (cycle) {
    // Named as people read products on the screen (their names), in the order the loop closes.
    const names = await tx.select({ id: produtos.IdProduto, name: produtos.NmProduto }).from(produtos).where(inArray(produtos.IdProduto, cycle));
    const name = new Map(names.map((n) => [n.id, n.name]));
    throw violation('ProdutoComponente', 'bom_cycle', { cycle: cycle.map((id) => name.get(id) ?? String(id)).join(' → ') });
  }
}

/**
 * The structure of a product, in one of `companies`: every level, quantities per finished unit, and the rolled-up
 * cost when `showCost` says the user may see the cost in the product's company.
 */
export async function loadStructure(tx: Tx, companies: number[], id: number, showCost: (company: number) => boolean): Promise<BomNode | BomNodeWithoutCost> {
  const [root] = companies.length
    ? await tx.select({ company: produtos.company }).from(produtos).where(and(eq(produtos.IdProduto, id), inArray(produtos.company, companies)))
    : [];
  if (!root) throw notFound();
  // Every line below the product, in one recursive query (UNION stops on a corrupt loop).
  const lines = (
    (await tx.execute(sql`with recursive tree as (
        select l.* from lista_produto_items l where l.id_produto = ${id}
        union
        select l.* from lista_produto_items l join tree t on l.id_produto = t.produto_componente)
      select id_lista_produto_item as "IdListaProdutoItem", id_produto as "IdProduto", produto_componente as "ProdutoComponente",
        id_posicao as "IdPosicao", st_componente_principal as "StComponentePrincipal",
        qt_produto_componente as "QtProdutoComponente", pc_perda as "PcPerda"
      from tree`)) as unknown as { rows: BomLine[] }
  ).rows;
  const ids = [id, ...lines.map((l) => l.ProdutoComponente)];
  const rows = await tx
    .select({
      IdProduto: produtos.IdProduto,
      CdChamada: produtos.CdChamada,
      NmProduto: produtos.NmProduto,
      CdSigla: tipoMedidas.CdSigla,
      TpUnidade: tipoMedidas.TpUnidade,
      VlPrecoCusto: produtos.VlPrecoCusto,
    })
    .from(produtos)
    .leftJoin(tipoMedidas, eq(tipoMedidas.IdTipoMedida, produtos.IdTipoMedida))
    .where(inArray(produtos.IdProduto, ids));
  const tree = bomTree(id, lines, new Map(rows.map((r) => [r.IdProduto, r as ProductCost])));
  return showCost(root.company) ? tree : withoutCosts(tree);
}
