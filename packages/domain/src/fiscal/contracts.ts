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
