import { sql } from 'drizzle-orm';
import { boolean, date, integer, json, numeric, pgView, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { jsonText } from '../../platform/db/json-text.ts';

/**
 * Read models of production planning: plain SQL views over pcp.table.ts and the catalogue, created by the
 * migration and read by resources like tables. The SQL names the tables literally, so this file imports none.
 */

const qty = (name: string) => numeric(name, { precision: 14, scale: 3 });

/** The product as the specification nests it in analysis data: codes (main flagged S), name, family, group. */
const produtoJson = `json_build_object('IdProduto', p.id_produto, 'NmProduto', p.nm_produto,
      'codigos', (select json_agg(json_build_object('CdChamada', c.cd_chamada, 'StCodigoPrincipal', c.st_codigo_principal)
        order by c.st_codigo_principal desc, c.cd_chamada) from produto_codigos c where c.id_produto = p.id_produto),
      'familia', f.nm_familia_produto, 'grupo', g.nm_grupo_produto)`;

/** Analysis data with the product's names and unit (the three result lists filter it by TpAnaliseDado). */
export const vwAnaliseDados = pgView('vw_analise_dados', {
  IdAnaliseDado: integer('id_analise_dado').notNull(),
  company: integer('company_id').notNull(),
  IdAnalise: integer('id_analise').notNull(),
  IdProduto: integer('id_produto').notNull(),
  TpAnaliseDado: varchar('tp_analise_dado', { length: 1 }).notNull(),
  NrNivel: integer('nr_nivel').notNull(),
  produto: json('produto'),
  CdChamada: varchar('cd_chamada', { length: 30 }).notNull(),
  NmProduto: varchar('nm_produto', { length: 200 }).notNull(),
  NmProdutoBusca: text('nm_produto_busca'),
  NmFamiliaProduto: varchar('nm_familia_produto', { length: 100 }),
  NmGrupoProduto: varchar('nm_grupo_produto', { length: 100 }),
  TpProdutoPcp: varchar('tp_produto_pcp', { length: 1 }).notNull(),
  CdSigla: varchar('cd_sigla', { length: 6 }),
  TpUnidade: varchar('tp_unidade', { length: 1 }),
  NrSaldoEmEstoque: qty('nr_saldo_em_estoque').notNull(),
  NrOPs: qty('nr_ops').notNull(),
  NrEstoqueFuturo: qty('nr_estoque_futuro').notNull(),
  NrDemandaVendas: qty('nr_demanda_vendas').notNull(),
  NrPropostas: qty('nr_propostas').notNull(),
  NrPedidosVenda: qty('nr_pedidos_venda').notNull(),
  NrPrevisaoVendas: qty('nr_previsao_vendas').notNull(),
  NrDemandaTotal: qty('nr_demanda_total').notNull(),
  NrTotalAtender: qty('nr_total_atender').notNull(),
  NrQtdeMin: qty('nr_qtde_min').notNull(),
  NrQtdeMax: qty('nr_qtde_max').notNull(),
  NrResultado: qty('nr_resultado').notNull(),
  NrRealizado: qty('nr_realizado'),
  QtProducaoImediata: qty('qt_producao_imediata').notNull(),
  QtProducaoFutura: qty('qt_producao_futura').notNull(),
  ListaProduto: jsonText('lista_produto'),
  NrPedidosCompra: qty('nr_pedidos_compra').notNull(),
  NrAnalisesDeCompra: qty('nr_analises_de_compra').notNull(),
  NrCotacoes: qty('nr_cotacoes').notNull(),
  NrDemandaProdPai: qty('nr_demanda_prod_pai').notNull(),
  StAtrasado: boolean('st_atrasado').notNull(),
  DtNecessidade: date('dt_necessidade', { mode: 'string' }),
  DtLiberacao: date('dt_liberacao', { mode: 'string' }),
}).as(sql.raw(`select d.id_analise_dado, d.company_id, d.id_analise, d.id_produto, d.tp_analise_dado, d.nr_nivel,
    ${produtoJson} as produto,
    p.cd_chamada, p.nm_produto, p.nm_produto_busca, f.nm_familia_produto, g.nm_grupo_produto, p.tp_produto_pcp, u.cd_sigla, u.tp_unidade,
    d.nr_saldo_em_estoque, d.nr_ops, d.nr_estoque_futuro, d.nr_demanda_vendas, d.nr_propostas, d.nr_pedidos_venda, d.nr_previsao_vendas,
    d.nr_demanda_total, d.nr_total_atender, d.nr_qtde_min, d.nr_qtde_max, d.nr_resultado, d.nr_realizado,
    d.qt_producao_imediata, d.qt_producao_futura, d.lista_produto, d.nr_pedidos_compra, d.nr_analises_de_compra, d.nr_cotacoes,
    d.nr_demanda_prod_pai, d.st_atrasado, d.dt_necessidade, d.dt_liberacao
  from analise_dados d
  join produtos p on p.id_produto = d.id_produto
  left join familia_produtos f on f.id_familia_produto = p.id_familia_produto
  left join grupo_produtos g on g.id_grupo_produto = p.id_grupo_produto
  left join tipo_medidas u on u.id_tipo_medida = p.id_tipo_medida`));

/** One line per analysis: its results and orders counted (GET /analises/summary). */
export const vwAnalisesSummary = pgView('vw_analises_summary', {
  IdAnalise: integer('id_analise').notNull(),
  company: integer('company_id').notNull(),
  NmAnalise: varchar('nm_analise', { length: 100 }).notNull(),
  DtCriacao: timestamp('dt_criacao', { withTimezone: true, mode: 'string' }).notNull(),
  StStatus: varchar('st_status', { length: 1 }).notNull(),
  DtCalculo: timestamp('dt_calculo', { withTimezone: true, mode: 'string' }),
  NrProdutos: integer('nr_produtos').notNull(),
  NrAProduzir: integer('nr_a_produzir').notNull(),
  NrAComprar: integer('nr_a_comprar').notNull(),
  NrAtrasados: integer('nr_atrasados').notNull(),
  NrOrdens: integer('nr_ordens').notNull(),
  NrOrdensAbertas: integer('nr_ordens_abertas').notNull(),
  NrCompras: integer('nr_compras').notNull(),
}).as(sql`select a.id_analise, a.company_id, a.nm_analise, a.dt_criacao, a.st_status, a.dt_calculo,
    coalesce(r.produtos, 0)::int as nr_produtos, coalesce(r.produzir, 0)::int as nr_a_produzir, coalesce(r.comprar, 0)::int as nr_a_comprar,
    coalesce(r.atrasados, 0)::int as nr_atrasados,
    (select count(*) from ordem_producao o where o.id_analise = a.id_analise and o.st_ordem <> 'C')::int as nr_ordens,
    (select count(*) from ordem_producao o where o.id_analise = a.id_analise and o.st_ordem in ('A', 'E'))::int as nr_ordens_abertas,
    (select count(*) from compras c where c.id_analise = a.id_analise and c.st_compra <> 'X')::int as nr_compras
  from analise a
  left join lateral (select count(*) as produtos,
      count(*) filter (where coalesce(d.nr_realizado, d.nr_resultado) > 0 and p.tp_produto_pcp in ('F', 'P')) as produzir,
      count(*) filter (where coalesce(d.nr_realizado, d.nr_resultado) > 0 and p.tp_produto_pcp not in ('F', 'P')) as comprar,
      count(*) filter (where d.st_atrasado) as atrasados
    from analise_dados d join produtos p on p.id_produto = d.id_produto where d.id_analise = a.id_analise) r on true`);

/** The ignored sectors of the analyses, with the sector's name (GET /analise_setors). */
export const vwAnaliseSetors = pgView('vw_analise_setors', {
  Id: integer('id').notNull(),
  company: integer('company_id').notNull(),
  IdAnalise: integer('id_analise').notNull(),
  IdSetor: integer('id_setor').notNull(),
  NmSetor: varchar('nm_setor', { length: 100 }).notNull(),
}).as(sql`select i.id, i.company_id, i.id_analise, i.id_setor, s.nm_setor from analise_setores_ignorados i join setores s on s.id_setor = i.id_setor`);

/** Forecast items with the product's code, name and unit. */
export const vwPrevisaoDeVendaItems = pgView('vw_previsao_de_venda_items', {
  Id: integer('id').notNull(),
  company: integer('company_id').notNull(),
  IdPrevisaoDeVenda: integer('id_previsao_de_venda').notNull(),
  produto: integer('produto').notNull(),
  CdChamada: varchar('cd_chamada', { length: 30 }).notNull(),
  NmProduto: varchar('nm_produto', { length: 200 }).notNull(),
  NmProdutoBusca: text('nm_produto_busca'),
  CdSigla: varchar('cd_sigla', { length: 6 }),
  TpUnidade: varchar('tp_unidade', { length: 1 }),
  Quantidade: qty('quantidade').notNull(),
  DtPrevisaoDeVenda: date('dt_previsao_de_venda', { mode: 'string' }).notNull(),
}).as(sql`select i.id, i.company_id, i.id_previsao_de_venda, i.produto, p.cd_chamada, p.nm_produto, p.nm_produto_busca, u.cd_sigla, u.tp_unidade,
    i.quantidade, i.dt_previsao_de_venda
  from previsao_de_venda_items i join produtos p on p.id_produto = i.produto left join tipo_medidas u on u.id_tipo_medida = p.id_tipo_medida`);

/** Production orders with the product's and sector's names and what is left to produce. */
export const vwOrdemProducao = pgView('vw_ordem_producao', {
  IdOrdemProducao: integer('id_ordem_producao').notNull(),
  company: integer('company_id').notNull(),
  IdAnalise: integer('id_analise'),
  TpOrigem: varchar('tp_origem', { length: 1 }).notNull(),
  IdProduto: integer('id_produto').notNull(),
  CdProduto: varchar('cd_produto', { length: 30 }).notNull(),
  NmProduto: varchar('nm_produto', { length: 200 }).notNull(),
  TpUnidade: varchar('tp_unidade', { length: 1 }),
  IdSetor: integer('id_setor'),
  NmSetor: varchar('nm_setor', { length: 100 }),
  QtSolicitada: qty('qt_solicitada').notNull(),
  QtAtendida: qty('qt_atendida').notNull(),
  QtSaldo: qty('qt_saldo').notNull(),
  StOrdem: varchar('st_ordem', { length: 1 }).notNull(),
  DtCriacao: timestamp('dt_criacao', { withTimezone: true, mode: 'string' }).notNull(),
  DtInicio: date('dt_inicio', { mode: 'string' }),
  DtEntrega: date('dt_entrega', { mode: 'string' }).notNull(),
  DtFinalizacao: timestamp('dt_finalizacao', { withTimezone: true, mode: 'string' }),
  IdLote: integer('id_lote'),
  CdLote: varchar('cd_lote', { length: 30 }),
}).as(sql`select o.id_ordem_producao, o.company_id, o.id_analise, o.tp_origem, o.id_produto, p.cd_chamada as cd_produto, p.nm_produto, u.tp_unidade,
    o.id_setor, s.nm_setor, o.qt_solicitada, o.qt_atendida,
    (case when o.st_ordem in ('A', 'E') then greatest(o.qt_solicitada - o.qt_atendida, 0) else 0 end)::numeric(14,3) as qt_saldo,
    o.st_ordem, o.dt_criacao, o.dt_inicio, o.dt_entrega, o.dt_finalizacao, o.id_lote, l.cd_lote
  from ordem_producao o
  join produtos p on p.id_produto = o.id_produto
  left join tipo_medidas u on u.id_tipo_medida = p.id_tipo_medida
  left join setores s on s.id_setor = o.id_setor
  left join lote_estoque_produto l on l.id_lote = o.id_lote`);

/**
 * Production orders summed by analysis, sector and product (GET /ordem_producao_pcp/sum): asked, produced, still
 * to produce, the product's stock, stock plus what is coming, and its minimum. Cancelled orders are left out.
 */
export const vwOrdemProducaoSum = pgView('vw_ordem_producao_sum', {
  id: text('id').notNull(),
  company: integer('company_id').notNull(),
  IdAnalise: integer('id_analise'),
  IdSetor: integer('id_setor'),
  NmSetor: varchar('nm_setor', { length: 100 }),
  IdProduto: integer('id_produto').notNull(),
  CdProduto: varchar('cd_produto', { length: 30 }).notNull(),
  NmProduto: varchar('nm_produto', { length: 200 }).notNull(),
  TpUnidade: varchar('tp_unidade', { length: 1 }),
  QtSolicitada: qty('qt_solicitada').notNull(),
  QtAtendida: qty('qt_atendida').notNull(),
  QtSaldo: qty('qt_saldo').notNull(),
  QtEstoque: qty('qt_estoque').notNull(),
  QtTotal: qty('qt_total').notNull(),
  MinimoEstoque: qty('minimo_estoque').notNull(),
}).as(sql`select concat_ws('-', o.id_analise, o.id_setor, o.id_produto) as id, o.company_id, o.id_analise, o.id_setor, o.nm_setor,
    o.id_produto, o.cd_produto, o.nm_produto, o.tp_unidade,
    sum(o.qt_solicitada)::numeric(14,3) as qt_solicitada, sum(o.qt_atendida)::numeric(14,3) as qt_atendida, sum(o.qt_saldo)::numeric(14,3) as qt_saldo,
    e.qt_estoque, (e.qt_estoque + sum(o.qt_saldo))::numeric(14,3) as qt_total, p.qt_estoque_minimo as minimo_estoque
  from vw_ordem_producao o
  join produtos p on p.id_produto = o.id_produto
  cross join lateral (select coalesce(sum(s.qt_estoque), 0)::numeric(14,3) as qt_estoque from estoque_saldos s where s.id_produto = o.id_produto) e
  where o.st_ordem <> 'C'
  group by o.company_id, o.id_analise, o.id_setor, o.nm_setor, o.id_produto, o.cd_produto, o.nm_produto, o.tp_unidade, e.qt_estoque, p.qt_estoque_minimo`);

/** Purchases with the product's names. */
export const vwCompras = pgView('vw_compras', {
  IdCompra: integer('id_compra').notNull(),
  company: integer('company_id').notNull(),
  IdAnalise: integer('id_analise'),
  IdProduto: integer('id_produto').notNull(),
  CdProduto: varchar('cd_produto', { length: 30 }).notNull(),
  NmProduto: varchar('nm_produto', { length: 200 }).notNull(),
  TpUnidade: varchar('tp_unidade', { length: 1 }),
  QtCompra: qty('qt_compra').notNull(),
  StCompra: varchar('st_compra', { length: 1 }).notNull(),
  DtCriacao: timestamp('dt_criacao', { withTimezone: true, mode: 'string' }).notNull(),
  DtLiberacao: date('dt_liberacao', { mode: 'string' }),
  DtNecessidade: date('dt_necessidade', { mode: 'string' }).notNull(),
}).as(sql`select c.id_compra, c.company_id, c.id_analise, c.id_produto, p.cd_chamada as cd_produto, p.nm_produto, u.tp_unidade,
    c.qt_compra, c.st_compra, c.dt_criacao, c.dt_liberacao, c.dt_necessidade
  from compras c join produtos p on p.id_produto = c.id_produto left join tipo_medidas u on u.id_tipo_medida = p.id_tipo_medida`);

/**
 * What each forecast asks to buy (GET /compras_by_previsao_venda): its items exploded through every level of the
 * bills of materials (quantity per unit and loss %), summed per bought item (PCP type C or V), beside the item's
 * stock and its open purchases. Gross: it is what the forecast alone needs, before the MRP nets anything.
 */
export const comprasByPrevisaoVenda = pgView('compras_by_previsao_venda', {
  id: text('id').notNull(),
  company: integer('company_id').notNull(),
  IdPrevisaoDeVenda: integer('id_previsao_de_venda').notNull(),
  NmPrevisaoDeVenda: varchar('nm_previsao_de_venda', { length: 100 }).notNull(),
  IdProduto: integer('id_produto').notNull(),
  CdProduto: varchar('cd_produto', { length: 30 }).notNull(),
  NmProduto: varchar('nm_produto', { length: 200 }).notNull(),
  TpUnidade: varchar('tp_unidade', { length: 1 }),
  QtNecessaria: qty('qt_necessaria').notNull(),
  QtEstoque: qty('qt_estoque').notNull(),
  QtComprasAbertas: qty('qt_compras_abertas').notNull(),
  DtPrimeiraNecessidade: date('dt_primeira_necessidade', { mode: 'string' }).notNull(),
}).as(sql`with recursive explosao(id_previsao, id_produto, quantidade, data, nivel) as (
      select i.id_previsao_de_venda, i.produto, i.quantidade::numeric, i.dt_previsao_de_venda, 0
      from previsao_de_venda_items i
    union all
      select e.id_previsao, l.produto_componente, e.quantidade * l.qt_produto_componente * (1 + l.pc_perda / 100), e.data, e.nivel + 1
      from explosao e join lista_produto_items l on l.id_produto = e.id_produto
      where e.nivel < 20)
  select e.id_previsao || '-' || e.id_produto as id, v.company_id, e.id_previsao as id_previsao_de_venda, v.nm_previsao_de_venda,
    e.id_produto, p.cd_chamada as cd_produto, p.nm_produto, u.tp_unidade,
    (ceil(sum(e.quantidade) * 1000) / 1000)::numeric(14,3) as qt_necessaria,
    coalesce((select sum(s.qt_estoque) from estoque_saldos s where s.id_produto = e.id_produto), 0)::numeric(14,3) as qt_estoque,
    coalesce((select sum(c.qt_compra) from compras c where c.id_produto = e.id_produto and c.st_compra in ('S', 'C', 'P')), 0)::numeric(14,3) as qt_compras_abertas,
    min(e.data) as dt_primeira_necessidade
  from explosao e
  join previsao_de_venda v on v.id = e.id_previsao
  join produtos p on p.id_produto = e.id_produto
  left join tipo_medidas u on u.id_tipo_medida = p.id_tipo_medida
  where p.tp_produto_pcp in ('C', 'V')
  group by e.id_previsao, v.company_id, v.nm_previsao_de_venda, e.id_produto, p.cd_chamada, p.nm_produto, u.tp_unidade`);

/** Attachments with the analysis's name and the product's code and name. */
export const vwMrpAnexos = pgView('vw_mrp_anexos', {
  Id: integer('id').notNull(),
  company: integer('company_id').notNull(),
  analise: integer('analise').notNull(),
  NmAnalise: varchar('nm_analise', { length: 100 }).notNull(),
  NmArquivo: varchar('nm_arquivo', { length: 255 }).notNull(),
  produto: integer('produto'),
  CdProduto: varchar('cd_produto', { length: 30 }),
  NmProduto: varchar('nm_produto', { length: 200 }),
  DsArquivo: text('ds_arquivo').notNull(),
  DtCriacao: timestamp('dt_criacao', { withTimezone: true, mode: 'string' }).notNull(),
}).as(sql`select x.id, x.company_id, x.analise, a.nm_analise, x.nm_arquivo, x.produto, p.cd_chamada as cd_produto, p.nm_produto, x.ds_arquivo, x.dt_criacao
  from mrp_anexos x join analise a on a.id_analise = x.analise left join produtos p on p.id_produto = x.produto`);
