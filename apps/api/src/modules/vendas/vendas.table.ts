import { sql } from 'drizzle-orm';
import { searchCopy } from '../../platform/db/search.ts';
import { boolean, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { people, setores, workFlowItemFases } from '../pessoas/index.ts';
import { produtos, tipoMedidas } from '../catalogo/index.ts';

/** Payment terms: installments in days ('30/60/90', '0' cash) and the payment method. */
export const prazos = pgTable('prazos', {
  IdPrazo: serial('id_prazo').primaryKey(),
  company: integer('company_id').notNull(),
  NmPrazo: varchar('nm_prazo', { length: 80 }).notNull(),
  /** Days of each installment from the issue date, separated by '/': '30/60/90'; '0' is cash. */
  DsParcelas: varchar('ds_parcelas', { length: 100 }).notNull().default('0'),
  /** Payment method: boleto, PIX, cartão, depósito... */
  DsFormaPagamento: varchar('ds_forma_pagamento', { length: 60 }),
  StAtivo: boolean('st_ativo').notNull().default(true),
});

/** The payment methods a term accepts (boleto, PIX, cartão...): the quote picks one of them. */
export const prazoFormaPagamentos = pgTable(
  'prazo_forma_pagamentos',
  {
    IdPrazoFormaPagamento: serial('id_prazo_forma_pagamento').primaryKey(),
    company: integer('company_id').notNull(),
    IdPrazo: integer('id_prazo')
      .notNull()
      .references(() => prazos.IdPrazo, { onDelete: 'cascade' }),
    DsFormaPagamento: varchar('ds_forma_pagamento', { length: 60 }).notNull(),
    /** The method the screen proposes first for this term. */
    StPadrao: boolean('st_padrao').notNull().default(false),
  },
  (t) => [uniqueIndex('prazo_forma_pagamentos_uq').on(t.IdPrazo, t.DsFormaPagamento)],
);

/**
 * Natures of operation (venda de mercadoria, bonificação, remessa...): one CFOP per destination, inside the
 * state (5xxx), to another state (6xxx) and abroad (7xxx); an order takes the one of its destination.
 */
export const operacoes = pgTable('operacoes', {
  IdOperacao: serial('id_operacao').primaryKey(),
  company: integer('company_id').notNull(),
  NmOperacao: varchar('nm_operacao', { length: 120 }).notNull(),
  /** TpOperacao of @backoffice/domain: V venda, B bonificação, R remessa, T transferência, D devolução. */
  TpOperacao: varchar('tp_operacao', { length: 1 }).notNull().default('V'),
  CdCfopInterno: varchar('cd_cfop_interno', { length: 4 }).notNull(),
  CdCfopInterestadual: varchar('cd_cfop_interestadual', { length: 4 }).notNull(),
  CdCfopExterior: varchar('cd_cfop_exterior', { length: 4 }),
  /** Whether the order reserves and takes stock, and whether it makes receivables (installments). */
  StMovimentaEstoque: boolean('st_movimenta_estoque').notNull().default(true),
  StGeraFinanceiro: boolean('st_gera_financeiro').notNull().default(true),
  StAtivo: boolean('st_ativo').notNull().default(true),
});

/**
 * Sales orders and quotes (pedidos de venda; a quote is TpPedidoDeVenda 'O'). The header is also the order
 * list's read model (the 1M-row benchmark table): `Cliente`, `NrDocumento`, `VlTotal` and the weights are
 * copied here by the one service that writes orders (orcamentos.service.ts), which recomputes them from the
 * items on every write.
 */
export const pedidoVenda = pgTable(
  'pedido_venda',
  {
    CodPedido: serial('cod_pedido').primaryKey(),
    /** The company that sold (tenant). */
    CdEmpresa: integer('cd_empresa').notNull(),
    IdCliente: integer('id_cliente').references(() => people.id),
    /**
     * The client's name copied when the order is written: denormalised on purpose, so the order
     * list filters (trigram index) and sorts by client without a join to people.
     */
    Cliente: text('cliente'),
    /**
     * The client's name as searches compare it: lower case, without accents (`search_text`, migration
     * 0005), kept by PostgreSQL. A plain LIKE on it costs a third of ILIKE on the name, and "joao"
     * finds "João".
     */
    ClienteBusca: searchCopy('cliente_busca', 'cliente'),
    /** CPF or CNPJ of the client, without mask. */
    NrDocumento: varchar('nr_documento', { length: 14 }),
    /** StatusPedido of @backoffice/domain: A, R, L, C, T, P, D, X. */
    StatusPedido: varchar('status_pedido', { length: 1 }).notNull().default('A'),
    /** TpPedidoDeVenda of @backoffice/domain: D, O, P, T. */
    TpPedidoDeVenda: varchar('tp_pedido_de_venda', { length: 1 }).notNull().default('P'),
    NmSetor: text('nm_setor'),
    DtEmissao: timestamp('dt_emissao', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    DtEntrega: date('dt_entrega', { mode: 'string' }),
    VlPesoBruto: numeric('vl_peso_bruto', { precision: 14, scale: 3 }).notNull().default('0'),
    VlTotal: numeric('vl_total', { precision: 14, scale: 2 }).notNull().default('0'),
    VlFrete: numeric('vl_frete', { precision: 14, scale: 2 }).notNull().default('0'),
    version: integer('version').notNull().default(1),
    // Quote/order header (orcamentos.service.ts).
    /** Who pays (people); null: the client. */
    IdPagador: integer('id_pagador').references(() => people.id),
    /** Where the goods go (people); null: the client. */
    IdDestino: integer('id_destino').references(() => people.id),
    /** Nature of the operation (venda de mercadoria, bonificação...) and its CFOP. */
    IdOperacao: integer('id_operacao').references(() => operacoes.IdOperacao),
    DsOperacao: varchar('ds_operacao', { length: 120 }),
    CdCfop: varchar('cd_cfop', { length: 4 }),
    IdPrazo: integer('id_prazo').references(() => prazos.IdPrazo),
    /** The payment method chosen among the term's (prazo_forma_pagamentos). */
    DsFormaPagamento: varchar('ds_forma_pagamento', { length: 60 }),
    IdTransportador: integer('id_transportador').references(() => people.id),
    /** The representative (a user id) and their name, copied for the quote list. */
    IdRepresentante: integer('id_representante'),
    Representante: text('representante'),
    IdSetor: integer('id_setor').references(() => setores.IdSetor),
    /** CIF (seller pays the freight) or FOB (buyer pays). */
    TpFrete: varchar('tp_frete', { length: 3 }),
    DsObservacao: text('ds_observacao'),
    /** Total volume of a quote sold by weight (KG), when it has no products yet. */
    QtVolumeTotal: numeric('qt_volume_total', { precision: 14, scale: 3 }),
    /** The name of the user who opened it (their person's name, as vw_pedidos shows it). */
    UsuarioAbertura: text('usuario_abertura'),
    VlProdutos: numeric('vl_produtos', { precision: 14, scale: 2 }).notNull().default('0'),
    VlDesconto: numeric('vl_desconto', { precision: 14, scale: 2 }).notNull().default('0'),
    /** 0 until the tax engine fills it. */
    VlImpostos: numeric('vl_impostos', { precision: 14, scale: 2 }).notNull().default('0'),
    VlPesoLiquido: numeric('vl_peso_liquido', { precision: 14, scale: 3 }).notNull().default('0'),
    /** The client's purchase order number and its file (an IRI of the file storage), from save_purchase. */
    NrPedidoCompra: varchar('nr_pedido_compra', { length: 60 }),
    DsArquivoPedidoCompra: text('ds_arquivo_pedido_compra'),
    /** When the quote became an order (finalizar-orcamento); null for orders made otherwise and for quotes. */
    DtFinalizacao: timestamp('dt_finalizacao', { withTimezone: true, mode: 'string' }),
    /** The order's current phase in the company's workflow (work_flow_item_fases). */
    IdWorkFlowItemFase: integer('id_work_flow_item_fase').references(() => workFlowItemFases.IdWorkFlowItemFase),
    /**
     * Where the goods leave from (the company's address) and where they go (the destination's, else the
     * client's), as they were when the header was saved: the CFOP, taxes and freight were worked out for them,
     * and finalizing checks that they still hold (domain placeViolations).
     */
    NmCidadeOrigem: text('nm_cidade_origem'),
    IdUfOrigem: varchar('id_uf_origem', { length: 2 }),
    NmCidadeDestino: text('nm_cidade_destino'),
    IdUfDestino: varchar('id_uf_destino', { length: 2 }),
    /**
     * A sale to the final consumer (the NF-e's indFinal): the tax engine reads it (IPI in the ICMS base, ST, DIFAL).
     * Saving the header derives it from the receiver's contributor type unless the user chose it; null on orders
     * written before it existed (the engine derives it then).
     */
    StConsumidorFinal: boolean('st_consumidor_final'),
  },
  (t) => {
    const listTail = [t.ClienteBusca, t.TpPedidoDeVenda, t.Cliente] as const;
    return [
      // The list's indexes end with the client's search text, the order's type and the client's name so that
      // filtering by them ("contains"; the order screen's every type but the quotes) and sorting a date range by
      // client are done on the index entries alone (index-only scans): the count of a filtered list never reads the
      // table, and the page's keys are found the same way before its rows are fetched (routes.ts). Without the type,
      // the order screen's client search walked the date index through the table (22 ms against 1 ms), and a status
      // over 30 days by client read 3,337 rows from it (docs/performance.md, 2026-11-30 20:40).
      // Newest first within a company, with its tie-breaker.
      index('pedido_venda_emissao_idx').on(t.CdEmpresa, t.DtEmissao.desc().nullsFirst(), t.CodPedido.desc().nullsFirst(), ...listTail),
      // The list filtered by status (the most common filter), newest first.
      index('pedido_venda_status_idx').on(t.CdEmpresa, t.StatusPedido, t.DtEmissao.desc().nullsFirst(), t.CodPedido.desc().nullsFirst(), ...listTail),
      // "contains" search on the client over all dates (LIKE '%...%'): pg_trgm, see migration 0001.
      index('pedido_venda_cliente_trgm_idx').using('gin', t.ClienteBusca.op('gin_trgm_ops')),
      // A client's orders, newest first (the NmCliente filter: clients found by name first, then their
      // orders by id): the page and its count are index-only scans of that client's entries, over all dates.
      index('pedido_venda_cliente_idx').on(t.IdCliente, t.CdEmpresa, t.DtEmissao.desc().nullsFirst(), t.CodPedido.desc().nullsFirst(), t.TpPedidoDeVenda),
      // Orders that count as sales by date, with client, value and number: built for the home dashboard's sums, which
      // now read the totals the triggers keep (totais.table.ts); left for a later migration to drop once no list plan
      // is found to use it (each index costs every write of an order).
      index('pedido_venda_vendas_idx')
        .on(t.CdEmpresa, t.DtEmissao, t.IdCliente, t.VlTotal, t.CodPedido)
        .where(sql`${t.TpPedidoDeVenda} = 'P' and ${t.StatusPedido} <> 'C'`),
      // Orders still to deliver, by delivery date and phase: built for the dashboard, which now reads
      // pedido_venda_totais_pendentes; like the one above, to be dropped once no list plan is found to use it.
      index('pedido_venda_pendentes_idx')
        .on(t.CdEmpresa, t.DtEntrega, t.IdWorkFlowItemFase)
        .where(sql`${t.TpPedidoDeVenda} = 'P' and ${t.StatusPedido} not in ('C', 'T', 'D')`),
      // The list's other declared sorts (value, delivery date, client name), each with the id as its tie-breaker
      // the way routes.ts orders it; descending, so that "largest first" is a forward scan and "smallest first"
      // a backward one. The delivery index also serves the delivery-date filter. test/list-plans.test.ts.
      index('pedido_venda_valor_idx').on(t.CdEmpresa, t.VlTotal.desc().nullsFirst(), t.CodPedido.desc().nullsFirst()),
      index('pedido_venda_entrega_idx').on(t.CdEmpresa, t.DtEntrega.desc().nullsFirst(), t.CodPedido.desc().nullsFirst()),
      index('pedido_venda_cliente_nome_idx').on(t.CdEmpresa, t.Cliente.desc().nullsFirst(), t.CodPedido.desc().nullsFirst(), t.TpPedidoDeVenda),
      // The document filter (exact, the digits of a CNPJ or CPF): a client's orders by document, counted on the index.
      index('pedido_venda_documento_idx').on(t.NrDocumento, t.CdEmpresa),
      // The weight and freight ranges and the phase of the list's filters (test/list-plans.test.ts).
      index('pedido_venda_peso_idx').on(t.CdEmpresa, t.VlPesoBruto),
      index('pedido_venda_frete_idx').on(t.CdEmpresa, t.VlFrete),
      index('pedido_venda_fase_idx').on(t.IdWorkFlowItemFase, t.CdEmpresa),
      // The quote list (/orcamentos): quotes, and orders that were quotes, newest first.
      index('pedido_venda_orcamentos_idx')
        .on(t.CdEmpresa, t.DtEmissao.desc().nullsFirst(), t.CodPedido.desc().nullsFirst())
        .where(sql`${t.TpPedidoDeVenda} = 'O' or ${t.DtFinalizacao} is not null`),
    ];
  },
);

/**
 * Items of a quote or order. QtPedida is in the unit IdTipoMedida (the product's, or one of its conversions:
 * VlFatorConversao of the product's unit per unit); stock is reserved in the product's unit (QtPedida × factor).
 */
export const pedidoVendaItems = pgTable(
  'pedido_venda_items',
  {
    IdPedidoVendaItem: serial('id_pedido_venda_item').primaryKey(),
    CodPedido: integer('cod_pedido')
      .notNull()
      .references(() => pedidoVenda.CodPedido, { onDelete: 'cascade' }),
    CdEmpresa: integer('cd_empresa').notNull(),
    IdProduto: integer('id_produto')
      .notNull()
      .references(() => produtos.IdProduto),
    QtPedida: numeric('qt_pedida', { precision: 14, scale: 3 }).notNull(),
    IdTipoMedida: integer('id_tipo_medida')
      .notNull()
      .references(() => tipoMedidas.IdTipoMedida),
    VlFatorConversao: numeric('vl_fator_conversao', { precision: 14, scale: 6 }).notNull().default('1'),
    /** The formula the quantity came from (pedido_venda_items_formula) and its variables. */
    IdFormula: integer('id_formula'),
    DsVariaveis: jsonb('ds_variaveis').$type<Record<string, string>>(),
    VlUnitario: numeric('vl_unitario', { precision: 14, scale: 2 }).notNull(),
    /** The markup-suggested price when the item was priced (view_produto_precos), and the product's cost. */
    VlPrecoSugerido: numeric('vl_preco_sugerido', { precision: 14, scale: 2 }),
    VlPrecoCusto: numeric('vl_preco_custo', { precision: 14, scale: 4 }).notNull().default('0'),
    /**
     * The sales-tax percentage the suggested price was formed with, and where it came from (TpOrigemImpostos of
     * @backoffice/domain: M the tax engine for the quote's destination, D the markup's typed one); null without markup.
     */
    PcImpostosSugerido: numeric('pc_impostos_sugerido', { precision: 5, scale: 2 }),
    TpOrigemImpostos: varchar('tp_origem_impostos', { length: 1 }),
    PcDesconto: numeric('pc_desconto', { precision: 5, scale: 2 }).notNull().default('0'),
    VlTotal: numeric('vl_total', { precision: 14, scale: 2 }).notNull(),
    VlPesoLiquido: numeric('vl_peso_liquido', { precision: 14, scale: 3 }).notNull().default('0'),
    VlPesoBruto: numeric('vl_peso_bruto', { precision: 14, scale: 3 }).notNull().default('0'),
    /** A active, C cancelled (out of the totals; its stock released). */
    StItem: varchar('st_item', { length: 1 }).notNull().default('A'),
    NrPosicao: integer('nr_posicao').notNull(),
    /**
     * Backorder: the part of the item finalized without stock (company setting vendaSemEstoque), in the product's
     * unit, still waiting for goods; stock entries and picking lots reserve it (FEFO) and bring it down to zero.
     */
    QtPendenteEstoque: numeric('qt_pendente_estoque', { precision: 14, scale: 3 }).notNull().default('0'),
  },
  (t) => [index('pedido_venda_items_pedido_idx').on(t.CodPedido, t.NrPosicao), index('pedido_venda_items_produto_idx').on(t.IdProduto)],
);
