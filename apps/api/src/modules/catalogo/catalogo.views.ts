import { sql } from 'drizzle-orm';
import { boolean, date, integer, json, numeric, pgView, text, varchar } from 'drizzle-orm/pg-core';

/**
 * Read models of the catalogue: plain SQL views over catalogo.table.ts (and setores), created by the
 * migration and read by resources like tables. The SQL names the tables literally, so this file imports none.
 */

/**
 * Products with the names the lists show: family and group (null when missing: the screens say
 * 'Família não associada' / 'Grupo não associado'), unit, and produtoPcp.TpProduto as the specification nests it.
 */
export const vwProdutos = pgView('vw_produtos', {
  IdProduto: integer('id_produto').notNull(),
  company: integer('company_id').notNull(),
  CdChamada: varchar('cd_chamada', { length: 30 }).notNull(),
  CdEan: varchar('cd_ean', { length: 14 }),
  NmProduto: varchar('nm_produto', { length: 200 }).notNull(),
  NmProdutoBusca: text('nm_produto_busca'),
  NmCurto: varchar('nm_curto', { length: 60 }),
  ImConteudo: text('im_conteudo'),
  TpProduto: varchar('tp_produto', { length: 1 }).notNull(),
  TpProdutoPcp: varchar('tp_produto_pcp', { length: 1 }).notNull(),
  produtoPcp: json('produto_pcp'),
  IdTipoMedida: integer('id_tipo_medida').notNull(),
  CdSigla: varchar('cd_sigla', { length: 6 }),
  TpUnidade: varchar('tp_unidade', { length: 1 }),
  VlPesoLiquido: numeric('vl_peso_liquido', { precision: 14, scale: 3 }).notNull(),
  VlPesoBruto: numeric('vl_peso_bruto', { precision: 14, scale: 3 }).notNull(),
  IdFamiliaProduto: integer('id_familia_produto'),
  familia: json('familia'),
  /** Flat names for the list's columns and its CSV (null when missing: the screen says 'Família não associada'). */
  NmFamiliaProduto: varchar('nm_familia_produto', { length: 100 }),
  IdGrupoProduto: integer('id_grupo_produto'),
  grupo: json('grupo'),
  NmGrupoProduto: varchar('nm_grupo_produto', { length: 100 }),
  /** Stock on hand, all sectors and lots together (kept on the product by each stock move). */
  QtEstoque: numeric('qt_estoque', { precision: 14, scale: 3 }).notNull(),
  NrDiasValidade: integer('nr_dias_validade').notNull(),
  CdNcm: varchar('cd_ncm', { length: 8 }),
  CdCest: varchar('cd_cest', { length: 7 }),
  CdOrigem: varchar('cd_origem', { length: 1 }).notNull(),
  VlPrecoCusto: numeric('vl_preco_custo', { precision: 14, scale: 4 }).notNull(),
  QtEstoqueMinimo: numeric('qt_estoque_minimo', { precision: 14, scale: 3 }).notNull(),
  QtEstoqueMaximo: numeric('qt_estoque_maximo', { precision: 14, scale: 3 }).notNull(),
  DsLocalizacao: varchar('ds_localizacao', { length: 60 }),
  StAtivo: boolean('st_ativo').notNull(),
  /** The product's extra columns (colunas.table.ts) as { "<column id>": value or the column's default }, null without any. */
  colunas: json('colunas'),
  /** The product's tags [{ IdTag, NmTag, CdCor }], by name (tags.table.ts). */
  tags: json('tags'),
}).as(sql`select p.id_produto, p.company_id, p.cd_chamada, p.cd_ean, p.nm_produto, p.nm_produto_busca, p.nm_curto, p.im_conteudo,
    p.tp_produto, p.tp_produto_pcp, json_build_object('TpProduto', p.tp_produto_pcp) as produto_pcp,
    p.id_tipo_medida, u.cd_sigla, u.tp_unidade, p.vl_peso_liquido, p.vl_peso_bruto,
    p.id_familia_produto,
    case when f.id_familia_produto is null then null else json_build_object('IdFamiliaProduto', f.id_familia_produto,
      'CdChamada', f.cd_chamada, 'NmFamiliaProduto', f.nm_familia_produto) end as familia,
    p.id_grupo_produto,
    case when g.id_grupo_produto is null then null else json_build_object('IdGrupoProduto', g.id_grupo_produto,
      'CdChamada', g.cd_chamada, 'NmGrupoProduto', g.nm_grupo_produto) end as grupo,
    f.nm_familia_produto, g.nm_grupo_produto,
    p.qt_estoque,
    p.nr_dias_validade, p.cd_ncm, p.cd_cest, p.cd_origem, p.vl_preco_custo, p.qt_estoque_minimo, p.qt_estoque_maximo,
    p.ds_localizacao, p.st_ativo,
    (select json_object_agg(c.id, coalesce(v.valor, c.valor_default) order by c.id)
      from colunas c left join colunas_valores v on v.colunas = c.id and v.id_entidade_origem = p.id_produto
      where c.company_id = p.company_id and c.nm_entidade_origem = 'Produto' and coalesce(v.valor, c.valor_default) <> '') as colunas,
    coalesce((select json_agg(json_build_object('IdTag', t.id_tag, 'NmTag', t.nm_tag, 'CdCor', t.cd_cor) order by t.nm_tag)
      from produto_tags pt join tags t on t.id_tag = pt.id_tag where pt.id_produto = p.id_produto), '[]'::json) as tags
  from produtos p
  left join tipo_medidas u on u.id_tipo_medida = p.id_tipo_medida
  left join familia_produtos f on f.id_familia_produto = p.id_familia_produto
  left join grupo_produtos g on g.id_grupo_produto = p.id_grupo_produto`);

/** Lots per product with their stock (the sum over sectors). */
export const vwLoteEstoqueProduto = pgView('vw_lote_estoque_produto', {
  IdLote: integer('id_lote').notNull(),
  company: integer('company_id').notNull(),
  IdProduto: integer('id_produto').notNull(),
  CdChamada: varchar('cd_chamada', { length: 30 }).notNull(),
  NmProduto: varchar('nm_produto', { length: 200 }).notNull(),
  CdLote: varchar('cd_lote', { length: 30 }).notNull(),
  DtFabricacao: date('dt_fabricacao', { mode: 'string' }).notNull(),
  DtValidade: date('dt_validade', { mode: 'string' }).notNull(),
  QtEstoque: numeric('qt_estoque', { precision: 14, scale: 3 }).notNull(),
  QtReservada: numeric('qt_reservada', { precision: 14, scale: 3 }).notNull(),
}).as(sql`select l.id_lote, l.company_id, l.id_produto, p.cd_chamada, p.nm_produto, l.cd_lote, l.dt_fabricacao, l.dt_validade,
    coalesce((select sum(s.qt_estoque) from estoque_saldos s where s.id_lote = l.id_lote), 0)::numeric(14,3) as qt_estoque,
    coalesce((select sum(s.qt_reservada) from estoque_saldos s where s.id_lote = l.id_lote), 0)::numeric(14,3) as qt_reservada
  from lote_estoque_produto l join produtos p on p.id_produto = l.id_produto`);

/** Stock by product and sector (all lots together): the MRP's stock by sector. */
export const mrpEstoquesSetores = pgView('mrp_estoques_setores', {
  id: text('id').notNull(),
  company: integer('company_id').notNull(),
  IdProduto: integer('id_produto').notNull(),
  NmProduto: varchar('nm_produto', { length: 200 }).notNull(),
  CdChamada: varchar('cd_chamada', { length: 30 }).notNull(),
  IdSetor: integer('id_setor').notNull(),
  NmSetor: varchar('nm_setor', { length: 100 }).notNull(),
  QtEstoque: numeric('qt_estoque', { precision: 14, scale: 3 }).notNull(),
  QtReservada: numeric('qt_reservada', { precision: 14, scale: 3 }).notNull(),
}).as(sql`select s.id_produto || '-' || s.id_setor as id, s.company_id, s.id_produto, p.nm_produto, p.cd_chamada, s.id_setor, st.nm_setor,
    sum(s.qt_estoque)::numeric(14,3) as qt_estoque, sum(s.qt_reservada)::numeric(14,3) as qt_reservada
  from estoque_saldos s
  join produtos p on p.id_produto = s.id_produto
  join setores st on st.id_setor = s.id_setor
  group by s.company_id, s.id_produto, p.nm_produto, p.cd_chamada, s.id_setor, st.nm_setor`);

/** Stock available to sell per product (on hand minus reserved, all sectors and lots): the quote item picker. */
export const viewProdutoEstoque = pgView('view_produto_estoque', {
  IdProduto: integer('id_produto').notNull(),
  company: integer('company_id').notNull(),
  CdChamada: varchar('cd_chamada', { length: 30 }).notNull(),
  NmProduto: varchar('nm_produto', { length: 200 }).notNull(),
  NmProdutoBusca: text('nm_produto_busca'),
  TpProduto: varchar('tp_produto', { length: 1 }).notNull(),
  CdSigla: varchar('cd_sigla', { length: 6 }),
  TpUnidade: varchar('tp_unidade', { length: 1 }),
  StAtivo: boolean('st_ativo').notNull(),
  QtEstoque: numeric('qt_estoque', { precision: 14, scale: 3 }).notNull(),
  QtReservada: numeric('qt_reservada', { precision: 14, scale: 3 }).notNull(),
  QtDisponivel: numeric('qt_disponivel', { precision: 14, scale: 3 }).notNull(),
}).as(sql`select p.id_produto, p.company_id, p.cd_chamada, p.nm_produto, p.nm_produto_busca, p.tp_produto, u.cd_sigla, u.tp_unidade,
    p.st_ativo, coalesce(s.qt_estoque, 0)::numeric(14,3) as qt_estoque, coalesce(s.qt_reservada, 0)::numeric(14,3) as qt_reservada,
    (coalesce(s.qt_estoque, 0) - coalesce(s.qt_reservada, 0))::numeric(14,3) as qt_disponivel
  from produtos p
  left join tipo_medidas u on u.id_tipo_medida = p.id_tipo_medida
  left join lateral (select sum(qt_estoque) as qt_estoque, sum(qt_reservada) as qt_reservada
    from estoque_saldos where id_produto = p.id_produto) s on true`);

/** Product families as {id, label} (pickers). */
export const vwFamiliasLabel = pgView('vw_familias_label', {
  id: integer('id').notNull(),
  company: integer('company_id').notNull(),
  label: varchar('label', { length: 100 }).notNull(),
  CdChamada: varchar('cd_chamada', { length: 20 }),
}).as(sql`select id_familia_produto as id, company_id, nm_familia_produto as label, cd_chamada from familia_produtos`);

/** Product groups as {id, label} (pickers). */
export const vwGruposLabel = pgView('vw_grupos_label', {
  id: integer('id').notNull(),
  company: integer('company_id').notNull(),
  label: varchar('label', { length: 100 }).notNull(),
  CdChamada: varchar('cd_chamada', { length: 20 }),
}).as(sql`select id_grupo_produto as id, company_id, nm_grupo_produto as label, cd_chamada from grupo_produtos`);
