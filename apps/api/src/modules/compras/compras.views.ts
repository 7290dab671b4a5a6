import { sql } from 'drizzle-orm';
import { date, integer, numeric, pgView, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Read models of purchasing: plain SQL views over compras.table.ts and the catalogue, created by the migration and
 * read by resources like tables. The SQL names the tables literally, so this file imports none.
 */

const qty = (name: string) => numeric(name, { precision: 14, scale: 3 });

/** Purchase order lines with the product's code, name and unit, the supplier's unit and the open balance. */
export const vwPedidoCompraItens = pgView('vw_pedido_compra_itens', {
  IdPedidoCompraItem: integer('id_pedido_compra_item').notNull(),
  company: integer('company_id').notNull(),
  IdPedidoCompra: integer('id_pedido_compra').notNull(),
  NrPosicao: integer('nr_posicao').notNull(),
  IdProduto: integer('id_produto').notNull(),
  CdProduto: varchar('cd_produto', { length: 30 }).notNull(),
  NmProduto: varchar('nm_produto', { length: 200 }).notNull(),
  /** Our unit, and whether it is fractional (F). */
  CdSigla: varchar('cd_sigla', { length: 6 }),
  TpUnidade: varchar('tp_unidade', { length: 1 }),
  /** The supplier's unit (our own when the line has none). */
  IdTipoMedida: integer('id_tipo_medida'),
  CdSiglaFornecedor: varchar('cd_sigla_fornecedor', { length: 6 }),
  TpUnidadeFornecedor: varchar('tp_unidade_fornecedor', { length: 1 }),
  VlFatorConversao: numeric('vl_fator_conversao', { precision: 14, scale: 6 }).notNull(),
  QtFornecedor: qty('qt_fornecedor').notNull(),
  QtPedida: qty('qt_pedida').notNull(),
  QtRecebida: qty('qt_recebida').notNull(),
  QtSaldo: qty('qt_saldo').notNull(),
  VlUnitario: numeric('vl_unitario', { precision: 14, scale: 4 }).notNull(),
  VlTotal: numeric('vl_total', { precision: 14, scale: 2 }).notNull(),
  DtPrevista: date('dt_prevista', { mode: 'string' }).notNull(),
  DsObservacao: text('ds_observacao'),
  IdCompra: integer('id_compra'),
}).as(sql`select i.id_pedido_compra_item, i.company_id, i.id_pedido_compra, i.nr_posicao, i.id_produto, p.cd_chamada as cd_produto,
    p.nm_produto, u.cd_sigla, u.tp_unidade, i.id_tipo_medida, coalesce(f.cd_sigla, u.cd_sigla) as cd_sigla_fornecedor,
    coalesce(f.tp_unidade, u.tp_unidade) as tp_unidade_fornecedor, i.vl_fator_conversao, i.qt_fornecedor, i.qt_pedida, i.qt_recebida,
    greatest(i.qt_pedida - i.qt_recebida, 0)::numeric(14,3) as qt_saldo, i.vl_unitario, i.vl_total, i.dt_prevista, i.ds_observacao, i.id_compra
  from pedido_compra_itens i
  join produtos p on p.id_produto = i.id_produto
  left join tipo_medidas u on u.id_tipo_medida = p.id_tipo_medida
  left join tipo_medidas f on f.id_tipo_medida = i.id_tipo_medida`);

/** Quotations with how many items and suppliers they have. */
export const vwCotacoesCompra = pgView('vw_cotacoes_compra', {
  IdCotacaoCompra: integer('id_cotacao_compra').notNull(),
  company: integer('company_id').notNull(),
  NmCotacao: varchar('nm_cotacao', { length: 100 }).notNull(),
  StCotacao: varchar('st_cotacao', { length: 1 }).notNull(),
  IdAnalise: integer('id_analise'),
  DtCriacao: timestamp('dt_criacao', { withTimezone: true, mode: 'string' }).notNull(),
  DsObservacao: text('ds_observacao'),
  NrItens: integer('nr_itens').notNull(),
  NrFornecedores: integer('nr_fornecedores').notNull(),
}).as(sql`select c.id_cotacao_compra, c.company_id, c.nm_cotacao, c.st_cotacao, c.id_analise, c.dt_criacao, c.ds_observacao,
    (select count(*) from cotacao_compra_itens i where i.id_cotacao_compra = c.id_cotacao_compra)::int as nr_itens,
    (select count(*) from cotacao_compra_fornecedores f where f.id_cotacao_compra = c.id_cotacao_compra)::int as nr_fornecedores
  from cotacao_compra c`);
