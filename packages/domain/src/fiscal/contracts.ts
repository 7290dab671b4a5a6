/** O contrato da lista de guias GNRE (common/contract.ts): a linha, os filtros e a ordenação. */
import { defineContract } from '../common/contract.ts';

/** Uma linha de GET /gnres: a guia com o status, a receita, a nota e o código de barras. */
export interface GnreRow {
  IdGnre: number;
  StGnre: number | null;
  IdReceita: number;
  CdReceita: string;
  DsReceita: string;
  IdXml: number;
  NrNf: string;
  DataEmissaoNota: string;
  NmCliente: string | null;
  IdLote: number | null;
  IdUf: string;
  CNPJEmitente: string;
  NrReciboGnre: string | null;
  DtVencimento: string;
  DtEmissao: string;
  DtPagamento: string | null;
  VlGnre: string;
  CdBarras: string | null;
  NrLinhaDigitavel: string | null;
  DsMotivos: { codigo: string; descricao: string; campo?: string }[] | null;
  IdTitulo: number | null;
}

/** As guias GNRE (/gnre) e o seu CSV. */
export const GNRE_LIST = defineContract<GnreRow>()({
  path: '/gnres',
  csv: '/gnres.csv',
  defaultOrder: { IdGnre: 'desc' },
  fields: {
    IdGnre: { filter: 'exact', order: true },
    StGnre: { filter: 'exact', order: true },
    IdReceita: { filter: 'exact' },
    CdReceita: { filter: 'exact' },
    IdXml: { filter: 'exact' },
    NrNf: { filter: 'digits' },
    IdLote: { filter: 'exact' },
    IdUf: { filter: 'exact', order: true },
    CNPJEmitente: { filter: 'digits' },
    NrReciboGnre: { filter: 'exact' },
    DtVencimento: { filter: 'date', order: true },
    DtEmissao: { filter: 'date', order: true },
    DtPagamento: { filter: 'date', order: true },
    VlGnre: { filter: 'range', order: true },
  },
});

/** Uma linha de GET /xmls: a NF-e importada, os quatro totais, os avisos e se foi cancelada. */
export interface XmlRow {
  IdXml: number;
  CNPJEmitente: string;
  NmEmpresa: string;
  NmCliente: string | null;
  NrDocumento: string | null;
  NrIE: string | null;
  IdUf: string;
  NmCidade: string | null;
  DataEmissaoNota: string;
  DtEmissao: string;
  DtImportacao: string;
  NrNf: string;
  VlNf: string;
  NrChaveNFe: string;
  vICMSUFDest: string;
  vFCPUFDest: string;
  vST: string;
  vFCPST: string;
  DsAvisos: { code: string; params?: Record<string, string> }[];
  StCancelada: boolean;
  /** A NF-e este sistema emitiu (/nfe_emitidas), listada aqui quando autorizada; null: um arquivo importado. */
  IdNfe: number | null;
  /** Nota de terceiros: nem o emitente nem o destinatário são a empresa (fora da GNRE, das contas a pagar e do recebimento). */
  StTerceiros: boolean;
  /** Nota emitida pela própria empresa (as suas vendas, para a GNRE): nunca recebida no estoque. */
  StPropria: boolean;
  /** Quando as mercadorias da nota entraram no estoque (POST /xmls/{id}/receber); null: não recebida. */
  DtRecebimento: string | null;
}

/** As notas importadas (/nfe) e o seu CSV. */
export const XML_LIST = defineContract<XmlRow>()({
  path: '/xmls',
  csv: '/xmls.csv',
  defaultOrder: { DtEmissao: 'desc' },
  fields: {
    IdXml: { filter: 'exact', order: true },
    CNPJEmitente: { filter: 'digits' },
    NmEmpresa: { filter: 'partial', order: true },
    NmCliente: { filter: 'partial', order: true },
    NrDocumento: { filter: 'digits' },
    NrIE: { filter: 'digits' },
    IdUf: { filter: 'exact', order: true },
    NmCidade: { filter: 'partial', order: true },
    DtEmissao: { filter: 'date', order: true },
    NrNf: { filter: 'digits', order: true },
    VlNf: { filter: 'range', order: true },
    NrChaveNFe: { filter: 'digits' },
    StCancelada: { filter: 'boolean' },
    IdNfe: { filter: 'exact' },
    DtImportacao: { filter: 'date', order: true },
    StTerceiros: { filter: 'boolean' },
    StPropria: { filter: 'boolean' },
    DtRecebimento: { filter: 'date', order: true },
  },
});

/** Uma linha de GET /receitas: a receita GNRE da empresa (código da tabela do portal, único na empresa). */
export interface ReceitaRow {
  IdReceita: number;
  CdReceita: string;
  DsReceita: string;
  /** TipoGnre: Operacao ou Apuracao. */
  TipoGnre: string;
}

/** As receitas GNRE (/gnre/config). */
export const RECEITA_LIST = defineContract<ReceitaRow>()({
  path: '/receitas',
  defaultOrder: { CdReceita: 'asc' },
  fields: {
    IdReceita: { filter: 'exact', order: true },
    CdReceita: { filter: ['exact', 'start'], order: true },
    DsReceita: { filter: 'partial', order: true },
    TipoGnre: { filter: 'exact' },
  },
});

/** Uma linha de GET /config_ufs: a configuração de uma UF (a receita, a tag do valor, o vencimento). */
export interface ConfigUfRow {
  id: number;
  /** O código da linha na empresa. */
  IdConfigUf: number;
  IdUf: string;
  /** A receita (IdReceita) e o seu código, copiado para a lista. */
  Receita: number;
  CdReceita: string;
  TipoConfig: string;
  CdConfig: string | null;
  DsConfig: string | null;
  /** O indIEDest do destinatário (1, 2, 9); null: qualquer um. */
  TipoContribuinte: string | null;
  TagVlxml: string | null;
  XmlDocTag: string | null;
  ContribuinteDestinatario: boolean;
  IEUF: string | null;
  /** O dia do vencimento no mês seguinte ao da nota; null: vence no dia em que é feita. */
  DiaVencimento: number | null;
}

/** As configurações por UF (/nfe/config) e o seu CSV. */
export const CONFIG_UF_LIST = defineContract<ConfigUfRow>()({
  path: '/config_ufs',
  csv: '/config_ufs.csv',
  defaultOrder: { IdUf: 'asc', IdConfigUf: 'asc' },
  fields: {
    id: { filter: 'exact' },
    IdConfigUf: { filter: 'exact', order: true },
    IdUf: { filter: 'exact', order: true },
    Receita: { filter: 'exact', order: true },
    CdReceita: { filter: 'exact', order: true },
    TipoConfig: { filter: 'exact' },
    CdConfig: { filter: 'exact' },
    DsConfig: { filter: 'partial' },
    TipoContribuinte: { filter: 'exact' },
    TagVlxml: { filter: 'exact' },
    XmlDocTag: { filter: 'exact' },
    ContribuinteDestinatario: { filter: 'boolean' },
    IEUF: { filter: 'digits' },
    DiaVencimento: { filter: 'exact' },
  },
});
