import { inArray, sql } from 'drizzle-orm';
import { Decimal, isoDateIn } from '@backoffice/domain';
import type { Tx } from '../../platform/db/client.ts';
import { refreshTaxes } from './order-events.ts';
import { storeTotals } from './orcamentos.service.ts';
import { createInstallments } from './parcelas.service.ts';
import { pedidoVenda, pedidoVendaItems } from './vendas.table.ts';

interface Produto {
  id: number;
  tp: string;
  unidade: number;
  tipo: string;
  preco: string;
  custo: string;
  pl: string;
  pb: string;
}

/** An order the routing demo wants: its client, delivery day and about how heavy it is. */
export interface OrderToRoute {
  cliente: { id: number; name: string; document: string | null };
  DtEntrega: string;
  peso: string;
}

/**
 * The routing demo's week of open orders (the routing area's seed asks for them): real orders of the clients,
 * with items whose weights make each order's (darItensAosPedidos); answers each one with its final weight.
 */
export async function seedOrdersToRoute(tx: Tx, company: number, orders: OrderToRoute[], rnd: () => number): Promise<{ CodPedido: number; peso: string; IdCliente: number | null }[]> {
  const pedidos = await tx
    .insert(pedidoVenda)
    .values(
      orders.map(({ cliente: c, DtEntrega, peso }) => ({
        CdEmpresa: company,
        IdCliente: c.id,
        Cliente: c.name,
        NrDocumento: c.document,
        // Open: the lot, the conference and the invoice that move it on are the picking and fiscal demos' (for the
        // orders of routes past picking), so no order claims a step it has no record of.
        StatusPedido: 'A',
        TpPedidoDeVenda: 'P',
        DtEntrega,
        VlPesoBruto: peso,
        VlPesoLiquido: (Number(peso) * 0.92).toFixed(3),
        VlProdutos: (Number(peso) * 11.5).toFixed(2),
        VlTotal: (Number(peso) * 11.5).toFixed(2),
        TpFrete: 'CIF',
        NmSetor: 'Comercial',
        UsuarioAbertura: 'Usuário Demonstração',
      })),
    )
    .returning({ CodPedido: pedidoVenda.CodPedido, peso: pedidoVenda.VlPesoBruto, IdCliente: pedidoVenda.IdCliente });
  // Real orders: items of the catalogue whose weights make the order's; the weights answered are the items' sums.
  await darItensAosPedidos(tx, company, pedidos, rnd);
  const pesos = new Map(
    (await tx.select({ c: pedidoVenda.CodPedido, p: pedidoVenda.VlPesoBruto }).from(pedidoVenda).where(inArray(pedidoVenda.CodPedido, pedidos.map((p) => p.CodPedido)))).map((r) => [r.c, r.p]),
  );
  return pedidos.map((p) => ({ ...p, peso: pesos.get(p.CodPedido) ?? p.peso }));
}

/**
 * Makes the demo's open orders to route real orders: items of the demo catalogue (at their suggested price) whose
 * quantities come near the weight each order was meant to have, then the header's totals and weights recomputed
 * from the items as the sales service does (storeTotals), so an order's VlPesoBruto is its items' sum. The header
 * fields the order screens, picking, taxes and PDFs read (term, operation, CFOP, places, representative, phase)
 * are copied from a released order the sales demo made, the destination from the client's address; then the
 * order's taxes are stored and its total carries them, as an order typed in would.
 */
async function darItensAosPedidos(tx: Tx, company: number, pedidos: { CodPedido: number; peso: string }[], rnd: () => number): Promise<void> {
  const todos = (
    (await tx.execute(sql`select v.id_produto as id, p.tp_produto as tp, v.id_tipo_medida as unidade, u.tp_unidade as tipo, v.vl_preco_sugerido as preco, v.vl_preco_custo as custo,
        p.vl_peso_liquido as pl, p.vl_peso_bruto as pb
      from view_produto_precos v join produtos p on p.id_produto = v.id_produto join tipo_medidas u on u.id_tipo_medida = v.id_tipo_medida
      where v.company_id = ${company} and p.st_ativo and v.vl_preco_sugerido > 0 and p.vl_peso_bruto > 0
      order by v.id_produto`)) as unknown as { rows: Produto[] }
  ).rows;
  // What each product has to sell now: its balances less their reserves, expired lots left out (as reserving counts
  // them). An order of the week takes at most a quarter of what is left, so every one of them can be picked.
  const livre = new Map(
    ((await tx.execute(sql`select s.id_produto as id, sum(s.qt_estoque - s.qt_reservada)::text as livre
      from estoque_saldos s left join lote_estoque_produto l on l.id_lote = s.id_lote
      where s.company_id = ${company} and s.qt_estoque > s.qt_reservada and (l.dt_validade is null or l.dt_validade >= ${isoDateIn()})
      group by s.id_produto`)) as unknown as { rows: { id: number; livre: string }[] }).rows.map((r) => [Number(r.id), new Decimal(r.livre)]),
  );
  // What a distributor sells: finished and resale goods in stock, not raw materials (M), packaging (B), intermediates
  // (I), office supplies (E) nor work in progress (P), when the catalogue has them.
  const emEstoque = todos.filter((p) => livre.get(Number(p.id))?.gte(1));
  const vendaveis = emEstoque.filter((p) => !['M', 'B', 'I', 'E', 'P'].includes(p.tp));
  const produtos = vendaveis.length ? vendaveis : emEstoque;
  if (!produtos.length) return;
  for (const pedido of pedidos) {
    const n = 1 + Math.floor(rnd() * 3);
    const parte = new Decimal(pedido.peso).dividedBy(n);
    const escolhidos = new Map<number, Produto>();
    // Products that still have a unit or more to give after this order's quarter.
    const comSaldo = produtos.filter((p) => livre.get(Number(p.id))!.gte(4));
    if (!comSaldo.length) throw new Error('the demo catalogue has no stock left for the orders to route');
    while (escolhidos.size < Math.min(n, comSaldo.length)) {
      const p = comSaldo[Math.floor(rnd() * comSaldo.length)];
      escolhidos.set(p.id, p);
    }
    const itens = [...escolhidos.values()].map((p, i) => {
      const porUnidade = parte.dividedBy(p.pb);
      const teto = livre.get(Number(p.id))!.dividedBy(4);
      // Fractional units take 3 decimals; the others whole units, at least one.
      const qt =
        p.tipo === 'F'
          ? Decimal.max(Decimal.min(porUnidade, teto).toDecimalPlaces(3, Decimal.ROUND_DOWN), new Decimal('0.001'))
          : Decimal.max(Decimal.min(porUnidade, teto).floor(), 1);
      livre.set(Number(p.id), livre.get(Number(p.id))!.minus(qt));
      return {
        CodPedido: pedido.CodPedido,
        CdEmpresa: company,
        IdProduto: p.id,
        QtPedida: qt.toFixed(3),
        IdTipoMedida: p.unidade,
        VlUnitario: p.preco,
        VlPrecoSugerido: p.preco,
        VlPrecoCusto: p.custo,
        VlTotal: qt.times(p.preco).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
        VlPesoLiquido: qt.times(p.pl).toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toFixed(3),
        VlPesoBruto: qt.times(p.pb).toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toFixed(3),
        StItem: 'A',
        NrPosicao: i + 1,
      };
    });
    await tx.insert(pedidoVendaItems).values(itens);
    await storeTotals(tx, pedido.CodPedido);
  }
  const ids = sql.join(
    pedidos.map((p) => sql`${p.CodPedido}`),
    sql`, `,
  );
  // The destination's city and UF: the client's first address (scalar subqueries: an UPDATE's FROM cannot see p).
  const destino = (col: 'city' | 'uf') => sql.raw(`(select a.${col} from addresses a where a.people_id = p.id_cliente order by a.id limit 1)`);
  await tx.execute(sql`
    update pedido_venda p set
      id_prazo = m.id_prazo, id_operacao = m.id_operacao, ds_operacao = m.ds_operacao, ds_forma_pagamento = m.ds_forma_pagamento,
      id_representante = m.id_representante, representante = m.representante, usuario_abertura = coalesce(m.usuario_abertura, p.usuario_abertura),
      nm_cidade_origem = m.nm_cidade_origem, id_uf_origem = m.id_uf_origem, id_work_flow_item_fase = m.id_work_flow_item_fase,
      dt_finalizacao = p.dt_emissao + interval '2 hours',
      nm_cidade_destino = ${destino('city')}, id_uf_destino = ${destino('uf')},
      cd_cfop = case when coalesce(${destino('uf')}, m.id_uf_origem) = m.id_uf_origem then '5102' else '6102' end
    from (select * from pedido_venda where cd_empresa = ${company} and status_pedido = 'L' and tp_pedido_de_venda = 'P' and id_operacao is not null
          order by cod_pedido limit 1) m
    where p.cod_pedido in (${ids})`);
  // With their destination known, their taxes (the tax area's tables, seeded before) and the totals that carry them;
  // then the installments a finalized order has (its term's, from its total), which its invoice turns into duplicatas.
  for (const pedido of pedidos) {
    await refreshTaxes(tx, company, pedido.CodPedido);
    await storeTotals(tx, pedido.CodPedido);
    await createInstallments(tx, company, pedido.CodPedido);
  }
}
