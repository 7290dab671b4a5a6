import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, pgView, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { familiaProdutos, produtos, tipoMedidas } from '../catalogo/index.ts';

/**
 * Price formation (markup divisor): percentages of the price for sales taxes, commission, freight,
 * administrative and financial costs and profit; price = cost ÷ (1 − Σ% ÷ 100). The rule lives in
 * @backoffice/domain (vendas/markup.ts); the check below keeps a markup that forms a price even if a
 * write went around the API.
 */
const percent = (name: string) => numeric(name, { precision: 5, scale: 2 }).notNull().default('0');

export const markups = pgTable(
  'markups',
  {
    IdMarkup: serial('id_markup').primaryKey(),
    company: integer('company_id').notNull(),
    NmMarkup: varchar('nm_markup', { length: 80 }).notNull(),
    DsMarkup: varchar('ds_markup', { length: 255 }),
    PcImpostos: percent('pc_impostos'),
    PcComissao: percent('pc_comissao'),
    PcFrete: percent('pc_frete'),
    PcAdministrativo: percent('pc_administrativo'),
    PcFinanceiro: percent('pc_financeiro'),
    PcLucro: percent('pc_lucro'),
    StAtivo: boolean('st_ativo').notNull().default(true),
    /**
     * The sales-tax percentage comes from the tax engine for each quote's destination (orcamentos.service.ts
     * pricingOf); PcImpostos is the reference where there is none (the price list, a quote without address).
     */
    StImpostosMotor: boolean('st_impostos_motor').notNull().default(false),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('markups_uq').on(t.company, t.NmMarkup),
    check('markups_sum_below_100', sql`${t.PcImpostos} + ${t.PcComissao} + ${t.PcFrete} + ${t.PcAdministrativo} + ${t.PcFinanceiro} + ${t.PcLucro} < 100`),
  ],
);

/** A markup for one product or for a whole family (a product's own assignment wins over its family's). */
export const markupProdutos = pgTable(
  'markup_produtos',
  {
    IdMarkupProduto: serial('id_markup_produto').primaryKey(),
    company: integer('company_id').notNull(),
    IdMarkup: integer('id_markup')
      .notNull()
      .references(() => markups.IdMarkup),
    IdProduto: integer('id_produto').references(() => produtos.IdProduto, { onDelete: 'cascade' }),
    IdFamiliaProduto: integer('id_familia_produto').references(() => familiaProdutos.IdFamiliaProduto, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('markup_produtos_produto_uq').on(t.company, t.IdProduto).where(sql`${t.IdProduto} is not null`),
    uniqueIndex('markup_produtos_familia_uq').on(t.company, t.IdFamiliaProduto).where(sql`${t.IdFamiliaProduto} is not null`),
    check('markup_produtos_one_target', sql`(${t.IdProduto} is null) <> (${t.IdFamiliaProduto} is null)`),
  ],
);

/** A markup per unit of measure: what a product without its own or its family's markup is priced with. */
export const markupMeasureTypes = pgTable(
  'markup_measure_types',
  {
    IdMarkupMeasureType: serial('id_markup_measure_type').primaryKey(),
    company: integer('company_id').notNull(),
    IdMarkup: integer('id_markup')
      .notNull()
      .references(() => markups.IdMarkup),
    IdTipoMedida: integer('id_tipo_medida')
      .notNull()
      .references(() => tipoMedidas.IdTipoMedida, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('markup_measure_types_uq').on(t.company, t.IdTipoMedida)],
);

/** view_markups: each markup with Σ%, its multiplier index and how many products, families and units use it. */
export const viewMarkups = pgView('view_markups', {
  IdMarkup: integer('id_markup').notNull(),
  company: integer('company_id').notNull(),
  NmMarkup: varchar('nm_markup', { length: 80 }).notNull(),
  DsMarkup: varchar('ds_markup', { length: 255 }),
  PcImpostos: numeric('pc_impostos', { precision: 5, scale: 2 }).notNull(),
  PcComissao: numeric('pc_comissao', { precision: 5, scale: 2 }).notNull(),
  PcFrete: numeric('pc_frete', { precision: 5, scale: 2 }).notNull(),
  PcAdministrativo: numeric('pc_administrativo', { precision: 5, scale: 2 }).notNull(),
  PcFinanceiro: numeric('pc_financeiro', { precision: 5, scale: 2 }).notNull(),
  PcLucro: numeric('pc_lucro', { precision: 5, scale: 2 }).notNull(),
  PcTotal: numeric('pc_total', { precision: 6, scale: 2 }).notNull(),
  VlIndice: numeric('vl_indice', { precision: 10, scale: 4 }).notNull(),
  StAtivo: boolean('st_ativo').notNull(),
  version: integer('version').notNull(),
  QtProdutos: integer('qt_produtos').notNull(),
  QtFamilias: integer('qt_familias').notNull(),
  QtUnidades: integer('qt_unidades').notNull(),
  Unidades: text('unidades'),
}).as(sql`select m.id_markup, m.company_id, m.nm_markup, m.ds_markup, m.pc_impostos, m.pc_comissao, m.pc_frete,
    m.pc_administrativo, m.pc_financeiro, m.pc_lucro,
    (m.pc_impostos + m.pc_comissao + m.pc_frete + m.pc_administrativo + m.pc_financeiro + m.pc_lucro)::numeric(6,2) as pc_total,
    round(1 / (1 - (m.pc_impostos + m.pc_comissao + m.pc_frete + m.pc_administrativo + m.pc_financeiro + m.pc_lucro) / 100), 4)::numeric(10,4) as vl_indice,
    m.st_ativo, m.version,
    (select count(*) from markup_produtos mp where mp.id_markup = m.id_markup and mp.id_produto is not null)::int as qt_produtos,
    (select count(*) from markup_produtos mp where mp.id_markup = m.id_markup and mp.id_familia_produto is not null)::int as qt_familias,
    (select count(*) from markup_measure_types mt where mt.id_markup = m.id_markup)::int as qt_unidades,
    (select string_agg(u.cd_sigla, ', ' order by u.cd_sigla) from markup_measure_types mt
      join tipo_medidas u on u.id_tipo_medida = mt.id_tipo_medida where mt.id_markup = m.id_markup) as unidades
  from markups m`);

/**
 * Each product's price formation: its cost, the markup that applies (its own, else its family's, else its
 * unit's; an inactive markup is skipped) and the suggested price cost ÷ (1 − Σ% ÷ 100) rounded half-up to
 * cents (PostgreSQL's round of a numeric), with the margin over the price. The items screen of quotes reads it; the domain's
 * suggestedPrice gives the same cents.
 */
export const viewProdutoPrecos = pgView('view_produto_precos', {
  IdProduto: integer('id_produto').notNull(),
  company: integer('company_id').notNull(),
  CdChamada: varchar('cd_chamada', { length: 30 }).notNull(),
  NmProduto: varchar('nm_produto', { length: 200 }).notNull(),
  NmProdutoBusca: text('nm_produto_busca'),
  IdFamiliaProduto: integer('id_familia_produto'),
  IdTipoMedida: integer('id_tipo_medida'),
  VlPrecoCusto: numeric('vl_preco_custo', { precision: 14, scale: 4 }),
  IdMarkup: integer('id_markup'),
  NmMarkup: varchar('nm_markup', { length: 80 }),
  /** P (the product's own), F (its family's), U (its unit's). */
  TpOrigemMarkup: varchar('tp_origem_markup', { length: 1 }),
  PcTotal: numeric('pc_total', { precision: 6, scale: 2 }),
  VlPrecoSugerido: numeric('vl_preco_sugerido', { precision: 14, scale: 2 }),
  PcMargem: numeric('pc_margem', { precision: 7, scale: 2 }),
}).as(sql`select p.id_produto, p.company_id, p.cd_chamada, p.nm_produto, p.nm_produto_busca, p.id_familia_produto, p.id_tipo_medida,
    p.vl_preco_custo, m.id_markup, m.nm_markup, r.origem as tp_origem_markup, t.total as pc_total, s.preco as vl_preco_sugerido,
    case when s.preco > 0 then round((s.preco - p.vl_preco_custo) / s.preco * 100, 2)::numeric(7,2) end as pc_margem
  from produtos p
  left join lateral (
    select x.id_markup, x.origem from (
      select mp.id_markup, 'P' as origem, 1 as ordem from markup_produtos mp where mp.id_produto = p.id_produto
      union all select mf.id_markup, 'F', 2 from markup_produtos mf where mf.id_familia_produto = p.id_familia_produto
      union all select mu.id_markup, 'U', 3 from markup_measure_types mu where mu.id_tipo_medida = p.id_tipo_medida
    ) x join markups a on a.id_markup = x.id_markup and a.st_ativo
    order by x.ordem limit 1) r on true
  left join markups m on m.id_markup = r.id_markup
  left join lateral (select (m.pc_impostos + m.pc_comissao + m.pc_frete + m.pc_administrativo + m.pc_financeiro + m.pc_lucro)::numeric(6,2) as total) t on true
  left join lateral (select round(p.vl_preco_custo / (1 - t.total / 100), 2)::numeric(14,2) as preco) s on true`);
