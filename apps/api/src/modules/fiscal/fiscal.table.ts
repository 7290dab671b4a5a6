import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, pgView, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { apagar, centroDeCusto, formaPagamentos, naturezaLancamentos } from '../financeiro/index.ts';

/**
 * The tax area: GNRE revenues and their natures, the per-UF configuration, the imported NF-e (xmls and their
 * items) and the GNRE guides grouped in lotes. Money is numeric; the emission time keeps the offset the
 * invoice was issued with (DataEmissaoNota, as in the XML), with a timestamptz copy for sorting and filters.
 */
export const receitas = pgTable(
  'receitas',
  {
    IdReceita: serial('id_receita').primaryKey(),
    company: integer('company_id').notNull(),
    /** The revenue code of the GNRE portal's table (6 digits). */
    CdReceita: varchar('cd_receita', { length: 6 }).notNull(),
    DsReceita: varchar('ds_receita', { length: 200 }).notNull(),
    /** TipoGnre of @backoffice/domain: Operacao or Apuracao. */
    TipoGnre: varchar('tipo_gnre', { length: 10 }).notNull().default('Operacao'),
  },
  (t) => [uniqueIndex('receitas_uq').on(t.company, t.CdReceita)],
);

/** Where a revenue's paid guides go in accounts payable. */
export const naturezaReceitas = pgTable(
  'natureza_receitas',
  {
    IdNaturezaReceita: serial('id_natureza_receita').primaryKey(),
    company: integer('company_id').notNull(),
    Receita: integer('id_receita')
      .notNull()
      .references(() => receitas.IdReceita, { onDelete: 'cascade' }),
    IdCentroDeCusto: integer('id_centro_de_custo')
      .notNull()
      .references(() => centroDeCusto.IdCentroDeCusto),
    IdNaturezaLancamento: integer('id_natureza_lancamento')
      .notNull()
      .references(() => naturezaLancamentos.IdNaturezaLancamento),
    IdFormaPagamento: integer('id_forma_pagamento')
      .notNull()
      .references(() => formaPagamentos.IdFormaPagamento),
  },
  (t) => [uniqueIndex('natureza_receitas_uq').on(t.company, t.Receita)],
);

/**
 * One line of the per-UF configuration (the parts of the UF's GnreConfigUF): the line with TagVlxml makes guides
 * of that revenue for invoices to the UF (of the contributor type, when given); lines of type Documentos,
 * Detalhamento and Produtos give the codes the UF asks for. IdConfigUf is the company's own code of the line.
 */
export const configUfs = pgTable(
  'config_ufs',
  {
    id: serial('id').primaryKey(),
    company: integer('company_id').notNull(),
    IdConfigUf: integer('id_config_uf').notNull(),
    IdUf: varchar('id_uf', { length: 2 }).notNull(),
    Receita: integer('id_receita')
      .notNull()
      .references(() => receitas.IdReceita),
    /** The revenue's code, copied for the list (kept by the revenue's writes). */
    CdReceita: varchar('cd_receita', { length: 6 }).notNull(),
    TipoConfig: varchar('tipo_config', { length: 20 }).notNull(),
    CdConfig: varchar('cd_config', { length: 20 }),
    DsConfig: varchar('ds_config', { length: 200 }),
    /** TipoContribuinte of the recipient (indIEDest: 1, 2, 9); null: any. */
    TipoContribuinte: varchar('tipo_contribuinte', { length: 1 }),
    TagVlxml: varchar('tag_vlxml', { length: 12 }),
    XmlDocTag: varchar('xml_doc_tag', { length: 5 }),
    /** The guide names the recipient (contribuinteDestinatario). */
    ContribuinteDestinatario: boolean('contribuinte_destinatario').notNull().default(false),
    /** The company's state registration in the UF (substitute taxpayer), sent as the emitter's IE. */
    IEUF: varchar('ieuf', { length: 14 }),
    /** Day of the month the guide is due (the month after the invoice's); null: due on the day it is made. */
    DiaVencimento: smallint('dia_vencimento'),
  },
  (t) => [uniqueIndex('config_ufs_uq').on(t.company, t.IdConfigUf), index('config_ufs_uf_idx').on(t.company, t.IdUf)],
);

export interface NfeLote {
  nLote: string;
  qLote: string;
  dFab: string;
  dVal: string;
}

/** The invoice's instalments (cobr/dup) and, without them, what pag/detPag says was (or will be) paid. */
export interface NfeCobranca {
  dup: { nDup: string; dVenc: string; vDup: string }[];
  pag: { tPag: string; vPag: string }[];
}

export interface XmlWarning {
  code: string;
  params?: Record<string, string>;
}

/** Imported NF-e: the list fields of the spec, the four ICMSTot values (absent = 0), warnings and the cancelled flag. */
export const xmls = pgTable(
  'xmls',
  {
    IdXml: serial('id_xml').primaryKey(),
    company: integer('company_id').notNull(),
    CNPJEmitente: varchar('cnpj_emitente', { length: 14 }).notNull(),
    NmEmpresa: varchar('nm_empresa', { length: 200 }).notNull(),
    IEEmitente: varchar('ie_emitente', { length: 14 }),
    UfEmitente: varchar('uf_emitente', { length: 2 }),
    /** The emitter's address as the guide needs it (enderEmit): street and number, municipality (IBGE), CEP, phone. */
    DsEnderecoEmitente: varchar('ds_endereco_emitente', { length: 120 }),
    CdMunicipioEmitente: varchar('cd_municipio_emitente', { length: 7 }),
    NrCepEmitente: varchar('nr_cep_emitente', { length: 8 }),
    NrFoneEmitente: varchar('nr_fone_emitente', { length: 14 }),
    NmCliente: varchar('nm_cliente', { length: 200 }),
    NrDocumento: varchar('nr_documento', { length: 20 }),
    NrIE: varchar('nr_ie', { length: 14 }),
    /** indIEDest of the recipient: 1, 2 or 9. */
    TipoContribuinte: varchar('tipo_contribuinte', { length: 1 }),
    IdUf: varchar('id_uf', { length: 2 }).notNull(),
    NmCidade: varchar('nm_cidade', { length: 100 }),
    /** The recipient's municipality (IBGE, 7 digits). */
    CdMunicipio: varchar('cd_municipio', { length: 7 }),
    /** ide/dhEmi as in the XML, with its offset ('2018-08-07T09:19:15-03:00'). */
    DataEmissaoNota: varchar('data_emissao_nota', { length: 25 }).notNull(),
    /** The same instant, for sorting and date filters. */
    DtEmissao: timestamp('dt_emissao', { withTimezone: true, mode: 'string' }).notNull(),
    NrNf: varchar('nr_nf', { length: 9 }).notNull(),
    NrSerie: varchar('nr_serie', { length: 3 }),
    VlNf: numeric('vl_nf', { precision: 15, scale: 2 }).notNull(),
    NrChaveNFe: varchar('nr_chave_nfe', { length: 44 }).notNull(),
    vICMSUFDest: numeric('v_icms_uf_dest', { precision: 15, scale: 2 }).notNull().default('0'),
    vFCPUFDest: numeric('v_fcp_uf_dest', { precision: 15, scale: 2 }).notNull().default('0'),
    vST: numeric('v_st', { precision: 15, scale: 2 }).notNull().default('0'),
    vFCPST: numeric('v_fcpst', { precision: 15, scale: 2 }).notNull().default('0'),
    /** Faults kept as warnings (schema, access key, protocol): [{code, params}]. */
    DsAvisos: jsonb('ds_avisos').$type<XmlWarning[]>().notNull().default([]),
    StCancelada: boolean('st_cancelada').notNull().default(false),
    NmArquivo: varchar('nm_arquivo', { length: 255 }),
    /** The NF-e this system issued (nfe_emitidas), listed here once SEFAZ authorised it; null: an imported file. */
    IdNfe: integer('id_nfe'),
    DtImportacao: timestamp('dt_importacao', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /**
     * Neither the issuer nor the recipient is the importing company (a third party's invoice, kept for reference):
     * it owes no GNRE guide, brings no payable title and is not received into stock.
     */
    StTerceiros: boolean('st_terceiros').notNull().default(false),
    /**
     * The importing company issued it (its own sales invoice, imported for its GNRE guides, or one this system issued):
     * listed and counted for the GNRE, never received into stock (recebimento.service.ts refuses it).
     */
    StPropria: boolean('st_propria').notNull().default(false),
    /** The instalments (cobr/dup) and payments (pag/detPag) of the invoice, read on import: the payable titles of a receipt. */
    DsCobranca: jsonb('ds_cobranca').$type<NfeCobranca>(),
    /** When the goods were received into stock (POST /xmls/{id}/receber), by whom and from which supplier (people). */
    DtRecebimento: timestamp('dt_recebimento', { withTimezone: true, mode: 'string' }),
    IdUsuarioRecebimento: integer('id_usuario_recebimento'),
    IdFornecedor: integer('id_fornecedor'),
  },
  (t) => [uniqueIndex('xmls_chave_uq').on(t.company, t.NrChaveNFe), index('xmls_emissao_idx').on(t.company, t.DtEmissao)],
);

export const xmlItems = pgTable(
  'xml_items',
  {
    IdXmlItem: serial('id_xml_item').primaryKey(),
    company: integer('company_id').notNull(),
    IdXml: integer('id_xml')
      .notNull()
      .references(() => xmls.IdXml, { onDelete: 'cascade' }),
    NrItem: integer('nr_item').notNull(),
    CdProduto: varchar('cd_produto', { length: 60 }),
    NmProduto: varchar('nm_produto', { length: 120 }),
    CdNcm: varchar('cd_ncm', { length: 8 }),
    CdCfop: varchar('cd_cfop', { length: 4 }),
    CdUnidade: varchar('cd_unidade', { length: 6 }),
    QtComercial: numeric('qt_comercial', { precision: 15, scale: 4 }),
    VlUnitario: numeric('vl_unitario', { precision: 21, scale: 10 }),
    VlProduto: numeric('vl_produto', { precision: 15, scale: 2 }),
    vICMSUFDest: numeric('v_icms_uf_dest', { precision: 15, scale: 2 }),
    vFCPUFDest: numeric('v_fcp_uf_dest', { precision: 15, scale: 2 }),
    vICMSST: numeric('v_icmsst', { precision: 15, scale: 2 }),
    vFCPST: numeric('v_fcpst', { precision: 15, scale: 2 }),
    /** GTIN of the commercial and taxable units (cEAN, cEANTrib), the taxable unit and quantity (uTrib, qTrib). */
    CdEan: varchar('cd_ean', { length: 14 }),
    CdEanTributavel: varchar('cd_ean_tributavel', { length: 14 }),
    CdUnidadeTributavel: varchar('cd_unidade_tributavel', { length: 6 }),
    QtTributavel: numeric('qt_tributavel', { precision: 15, scale: 4 }),
    /** The lots of the item's `rastro` group. */
    DsRastro: jsonb('ds_rastro').$type<NfeLote[]>().notNull().default([]),
    /** Once received: our product, how many of our unit one supplier unit holds, and the quantity that entered stock. */
    IdProduto: integer('id_produto'),
    QtFator: numeric('qt_fator', { precision: 14, scale: 6 }),
    QtRecebida: numeric('qt_recebida', { precision: 14, scale: 3 }),
  },
  (t) => [index('xml_items_xml_idx').on(t.IdXml)],
);

/** A lote of guides of one UF, as sent to GnreLoteRecepcao; its XML is kept so it can always be downloaded. */
export const gnreLotes = pgTable(
  'gnre_lotes',
  {
    IdLote: serial('id_lote').primaryKey(),
    company: integer('company_id').notNull(),
    IdUf: varchar('id_uf', { length: 2 }).notNull(),
    DsXml: text('ds_xml').notNull(),
    /** StGnre of the lote: the reception's (100) or the result's (400-404) code; 999 when sending failed; null before. */
    StLote: smallint('st_lote'),
    NrRecibo: varchar('nr_recibo', { length: 20 }),
    DsSituacao: text('ds_situacao'),
    DtCriacao: timestamp('dt_criacao', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    DtEnvio: timestamp('dt_envio', { withTimezone: true, mode: 'string' }),
    DtResultado: timestamp('dt_resultado', { withTimezone: true, mode: 'string' }),
    /** Receptions made (a 404 result sends the lote again). */
    NrEnvios: smallint('nr_envios').notNull().default(0),
  },
  (t) => [index('gnre_lotes_company_idx').on(t.company, t.IdLote)],
);

export interface MotivoRejeicao {
  codigo: string;
  descricao: string;
  campo?: string;
}

export const gnres = pgTable(
  'gnres',
  {
    IdGnre: serial('id_gnre').primaryKey(),
    company: integer('company_id').notNull(),
    /** StGnre of @backoffice/domain; null: generated, not sent yet. */
    StGnre: smallint('st_gnre'),
    IdReceita: integer('id_receita')
      .notNull()
      .references(() => receitas.IdReceita),
    IdXml: integer('id_xml')
      .notNull()
      .references(() => xmls.IdXml),
    IdConfigUf: integer('id_config_uf').references(() => configUfs.id, { onDelete: 'set null' }),
    IdLote: integer('id_lote').references(() => gnreLotes.IdLote),
    IdUf: varchar('id_uf', { length: 2 }).notNull(),
    CNPJEmitente: varchar('cnpj_emitente', { length: 14 }).notNull(),
    TagVlxml: varchar('tag_vlxml', { length: 12 }).notNull(),
    CdTipoDocOrigem: varchar('cd_tipo_doc_origem', { length: 2 }),
    NrDocOrigem: varchar('nr_doc_origem', { length: 44 }),
    NrReciboGnre: varchar('nr_recibo_gnre', { length: 20 }),
    DtVencimento: date('dt_vencimento', { mode: 'string' }).notNull(),
    DtEmissao: timestamp('dt_emissao', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    DtPagamento: date('dt_pagamento', { mode: 'string' }),
    VlGnre: numeric('vl_gnre', { precision: 15, scale: 2 }).notNull(),
    CdBarras: varchar('cd_barras', { length: 48 }),
    NrLinhaDigitavel: varchar('nr_linha_digitavel', { length: 48 }),
    NrControle: varchar('nr_controle', { length: 16 }),
    /** situacaoGuia of the result (0 ok, 1/2 invalidated, 3/4 pending). */
    StSituacaoGuia: varchar('st_situacao_guia', { length: 1 }),
    DsMotivos: jsonb('ds_motivos').$type<MotivoRejeicao[]>().notNull().default([]),
    /** The accounts payable title of the approved guide. */
    IdTitulo: integer('id_titulo').references(() => apagar.IdTitulo),
  },
  (t) => [uniqueIndex('gnres_xml_receita_uq').on(t.IdXml, t.IdReceita, t.TagVlxml), index('gnres_company_idx').on(t.company, t.IdGnre), index('gnres_lote_idx').on(t.IdLote)],
);

/** The guide list (/gnre): the guide with its revenue and its invoice (IdUf, NrNf, DataEmissaoNota). */
export const vwGnres = pgView('vw_gnres', {
  IdGnre: integer('id_gnre').notNull(),
  company: integer('company_id').notNull(),
  StGnre: smallint('st_gnre'),
  IdReceita: integer('id_receita').notNull(),
  CdReceita: varchar('cd_receita', { length: 6 }),
  DsReceita: varchar('ds_receita', { length: 200 }),
  IdXml: integer('id_xml').notNull(),
  NrNf: varchar('nr_nf', { length: 9 }),
  DataEmissaoNota: varchar('data_emissao_nota', { length: 25 }),
  NrChaveNFe: varchar('nr_chave_nfe', { length: 44 }),
  NmCliente: varchar('nm_cliente', { length: 200 }),
  IdLote: integer('id_lote'),
  IdUf: varchar('id_uf', { length: 2 }).notNull(),
  CNPJEmitente: varchar('cnpj_emitente', { length: 14 }).notNull(),
  TagVlxml: varchar('tag_vlxml', { length: 12 }).notNull(),
  CdTipoDocOrigem: varchar('cd_tipo_doc_origem', { length: 2 }),
  NrDocOrigem: varchar('nr_doc_origem', { length: 44 }),
  NrReciboGnre: varchar('nr_recibo_gnre', { length: 20 }),
  DtVencimento: date('dt_vencimento', { mode: 'string' }).notNull(),
  DtEmissao: timestamp('dt_emissao', { withTimezone: true, mode: 'string' }).notNull(),
  DtPagamento: date('dt_pagamento', { mode: 'string' }),
  VlGnre: numeric('vl_gnre', { precision: 15, scale: 2 }).notNull(),
  CdBarras: varchar('cd_barras', { length: 48 }),
  NrLinhaDigitavel: varchar('nr_linha_digitavel', { length: 48 }),
  StSituacaoGuia: varchar('st_situacao_guia', { length: 1 }),
  DsMotivos: jsonb('ds_motivos').$type<MotivoRejeicao[]>(),
  IdTitulo: integer('id_titulo'),
}).as(sql`select g.id_gnre, g.company_id, g.st_gnre, g.id_receita,
    (select r.cd_receita from receitas r where r.id_receita = g.id_receita) as cd_receita,
    (select r.ds_receita from receitas r where r.id_receita = g.id_receita) as ds_receita,
    g.id_xml, (select x.nr_nf from xmls x where x.id_xml = g.id_xml) as nr_nf,
    (select x.data_emissao_nota from xmls x where x.id_xml = g.id_xml) as data_emissao_nota,
    (select x.nr_chave_nfe from xmls x where x.id_xml = g.id_xml) as nr_chave_nfe,
    (select x.nm_cliente from xmls x where x.id_xml = g.id_xml) as nm_cliente,
    g.id_lote, g.id_uf, g.cnpj_emitente, g.tag_vlxml, g.cd_tipo_doc_origem, g.nr_doc_origem, g.nr_recibo_gnre, g.dt_vencimento,
    g.dt_emissao, g.dt_pagamento, g.vl_gnre, g.cd_barras, g.nr_linha_digitavel, g.st_situacao_guia, g.ds_motivos, g.id_titulo
  from gnres g`);

/**
 * The A1 certificate (PKCS#12) of a company, with its password: the one store the NF-e signer reads (the
 * GNRE_CERT_DIR folder, `<CNPJ>.pfx` and `<CNPJ>.senha`, is read when the company has no row here).
 */
export const certificados = pgTable('certificados', {
  company: integer('company_id').primaryKey(),
  /** The PFX in base64. */
  DsPfx: text('ds_pfx').notNull(),
  /** The password, encrypted with the installation's key (certificado.crypto.ts). */
  DsSenha: text('ds_senha').notNull(),
  DsTitular: text('ds_titular'),
  DtValidade: timestamp('dt_validade', { withTimezone: true, mode: 'string' }),
  /** A demo certificate made at seed time: self-signed, not ICP-Brasil, for homologation only. */
  StDemonstracao: boolean('st_demonstracao').notNull().default(false),
  /** The CNPJ the certificate names (ICP-Brasil: the CN's suffix or the subject alternative name). */
  NrCnpj: varchar('nr_cnpj', { length: 14 }),
  DtEnvio: timestamp('dt_envio', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** The next number of each NF-e series of a company: the row is locked (FOR UPDATE) while an invoice takes it. */
export const nfeSeries = pgTable(
  'nfe_series',
  {
    company: integer('company_id').notNull(),
    NrSerie: smallint('nr_serie').notNull(),
    NrProximo: integer('nr_proximo').notNull().default(1),
  },
  (t) => [uniqueIndex('nfe_series_uq').on(t.company, t.NrSerie)],
);

/** StNfe of an issued invoice (the StNfe enum of the domain says each in words). */
export const NFE_ASSINADA = 'assinada';
export const NFE_TRANSMITIDA = 'transmitida';
export const NFE_AUTORIZADA = 'autorizada';
export const NFE_REJEITADA = 'rejeitada';
export const NFE_DENEGADA = 'denegada';
export const NFE_CANCELADA = 'cancelada';
export const NFE_INUTILIZADA = 'inutilizada';

/** The NF-e issued by the company (model 55): the signed XML as built from an order, whole or in part. */
export const nfeEmitidas = pgTable(
  'nfe_emitidas',
  {
    IdNfe: serial('id_nfe').primaryKey(),
    company: integer('company_id').notNull(),
    CodPedido: integer('cod_pedido').notNull(),
    NrSerie: smallint('nr_serie').notNull(),
    NrNota: integer('nr_nota').notNull(),
    NrChave: varchar('nr_chave', { length: 44 }).notNull(),
    StNfe: varchar('st_nfe', { length: 12 }).notNull(),
    /** 1 production, 2 homologation. */
    TpAmbiente: varchar('tp_ambiente', { length: 1 }).notNull(),
    VlNota: numeric('vl_nota', { precision: 15, scale: 2 }).notNull(),
    DsXml: text('ds_xml').notNull(),
    /** The authorisation protocol (nProt) SEFAZ gives: the cancellation event must carry it. */
    NrProtocolo: varchar('nr_protocolo', { length: 17 }),
    /** 1 normal; 6 SVC-AN, 7 SVC-RS (contingency). */
    TpEmissao: varchar('tp_emissao', { length: 1 }).notNull().default('1'),
    /** finNFe: 1 normal, 4 return of goods (NrChaveReferenciada is the invoice returned). */
    FinNfe: varchar('fin_nfe', { length: 1 }).notNull().default('1'),
    NrChaveReferenciada: varchar('nr_chave_referenciada', { length: 44 }),
    /** The receipt (nRec) of an asynchronous answer, queried until the invoice is processed. */
    NrRecibo: varchar('nr_recibo', { length: 15 }),
    /** The last cStat and xMotivo SEFAZ answered for the invoice. */
    CdStatus: varchar('cd_status', { length: 3 }),
    DsMotivo: text('ds_motivo'),
    /** Sending attempts, and the last failure to reach SEFAZ (cleared when it answers). */
    NrTentativas: integer('nr_tentativas').notNull().default(0),
    DsErroTransmissao: text('ds_erro_transmissao'),
    DtAutorizacao: timestamp('dt_autorizacao', { withTimezone: true, mode: 'string' }),
    DtEmissao: timestamp('dt_emissao', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    IdUsuario: integer('id_usuario'),
  },
  (t) => [
    uniqueIndex('nfe_emitidas_numero_uq').on(t.company, t.NrSerie, t.NrNota),
    uniqueIndex('nfe_emitidas_chave_uq').on(t.NrChave),
    index('nfe_emitidas_pedido_idx').on(t.company, t.CodPedido),
  ],
);

/** The order items an invoice carries, the quantity and the money values (so that partial invoices add up). */
export const nfeEmitidaItens = pgTable(
  'nfe_emitida_itens',
  {
    IdNfe: integer('id_nfe')
      .notNull()
      .references(() => nfeEmitidas.IdNfe, { onDelete: 'cascade' }),
    IdPedidoVendaItem: integer('id_pedido_venda_item').notNull(),
    NrItem: smallint('nr_item').notNull(),
    QtFaturada: numeric('qt_faturada', { precision: 14, scale: 3 }).notNull(),
    /** The item's money values in this invoice (vProd, vDesc, vFrete and each stored tax value). */
    DsValores: jsonb('ds_valores').$type<Record<string, string>>().notNull(),
  },
  (t) => [uniqueIndex('nfe_emitida_itens_uq').on(t.IdNfe, t.NrItem), index('nfe_emitida_itens_item_idx').on(t.IdPedidoVendaItem)],
);
