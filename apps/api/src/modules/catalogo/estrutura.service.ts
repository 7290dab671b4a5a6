import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { advisoryLock } from '../../platform/db/transaction.ts';
import { notFound, validationError, violation } from '../../platform/http/errors.ts';
import { listaProdutoItems, produtoConversoes, produtos, tipoMedidas } from './catalogo.table.ts';
import { bomCycle, bomLineUnitRule, bomTree, withoutCosts, type BomLine, type BomNode, type BomNodeWithoutCost, type ProductCost } from './catalogo.rules.ts';

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
  await advisoryLock(tx, 'lista_produto_items', company);
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
  const unit = values.IdTipoMedida !== undefined ? values.IdTipoMedida : current?.IdTipoMedida;
  const lineUnit = unit == null ? null : Number(unit);
  if (lineUnit === null) return;
  const [component] = await tx
    .select({ unit: produtos.IdTipoMedida, code: produtos.CdChamada, symbol: tipoMedidas.CdSigla })
    .from(produtos)
    .leftJoin(tipoMedidas, eq(tipoMedidas.IdTipoMedida, produtos.IdTipoMedida))
    .where(eq(produtos.IdProduto, child));
  if (!component || component.unit === lineUnit) return;
  const [conversion] = await tx
    .select({ id: produtoConversoes.IdProdutoConversao })
    .from(produtoConversoes)
    .where(and(eq(produtoConversoes.IdProduto, child), eq(produtoConversoes.IdTipoMedida, lineUnit), sql`(${produtoConversoes.IdTipoMedidaDestino} is null or ${produtoConversoes.IdTipoMedidaDestino} = ${component.unit})`));
  const [symbol] = await tx.select({ symbol: tipoMedidas.CdSigla }).from(tipoMedidas).where(eq(tipoMedidas.IdTipoMedida, lineUnit));
  const found = bomLineUnitRule({ unit: lineUnit, symbol: symbol?.symbol ?? null }, component, !!conversion);
  if (found.length) throw validationError(found);
}

/** A bill-of-materials line as production and planning count it: the quantity per unit of the product made, in the component's own unit. */
export interface BomUse {
  parent: number;
  child: number;
  position: number;
  /** QtProdutoComponente times the factor of the component's conversion from the line's unit (exact, as text). */
  qty: string;
  loss: string;
}

/**
 * The lines of the products `parents` (or of every product of `companies`) in the component's own unit: a line
 * measured in another unit (IdTipoMedida) counts its quantity times the component's conversion to its own unit
 * (checkBomLine refuses a unit without one). What finishing a production order consumes and the MRP plans.
 */
export async function bomUses(db: Executor, of: { parents: number[] } | { companies: number[] }): Promise<BomUse[]> {
  const where = 'parents' in of ? sql`l.id_produto = any(${`{${of.parents.join(',')}}`}::int[])` : sql`l.company_id = any(${`{${of.companies.join(',')}}`}::int[])`;
  const result = (await db.execute(sql`select l.id_produto as parent, l.produto_componente as child, l.id_posicao as position, l.pc_perda::text as loss,
      (l.qt_produto_componente * coalesce(k.qt_fator, 1))::text as qty
    from lista_produto_items l
    join produtos c on c.id_produto = l.produto_componente
    left join produto_conversoes k on l.id_tipo_medida <> c.id_tipo_medida and k.id_produto = l.produto_componente and k.id_tipo_medida = l.id_tipo_medida
      and (k.id_tipo_medida_destino is null or k.id_tipo_medida_destino = c.id_tipo_medida)
    where ${where}
    order by l.id_produto, l.id_posicao, l.id_lista_produto_item`)) as unknown as { rows: BomUse[] };
  return result.rows.map((r) => ({ ...r, parent: Number(r.parent), child: Number(r.child), position: Number(r.position) }));
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
