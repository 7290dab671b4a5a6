/** O contrato da lista de contas a pagar (common/contract.ts): a linha, os filtros e a ordenação. */
import { defineContract } from '../common/contract.ts';

/** Uma linha de GET /apagar: o título com quem autoriza o pagamento e a forma de pagamento. */
export interface TituloRow {
  IdTitulo: number;
  NrTitulo: string;
  NmTitulo: string;
  DtEmissao: string;
  DtVencimento: string;
  VlTitulo: string;
  IdFormaPagamento: number | null;
  /** A descrição da forma de pagamento. */
  formaPagamento: string | null;
  DsAgrupamento: string | null;
  usuarioAutorizacaoPagamento: number | null;
  NmUsuario: string | null;
  StIntegracao: string;
  DsErroIntegracao: string | null;
  IdGnre: number | null;
}

/** As contas a pagar (/items-to-pay) e o seu CSV. */
export const APAGAR_LIST = defineContract<TituloRow>()({
  path: '/apagar',
  csv: '/apagar.csv',
  defaultOrder: { DtVencimento: 'asc' },
  fields: {
    IdTitulo: { filter: 'exact', order: true },
    NrTitulo: { filter: ['exact', 'partial'], order: true },
    NmTitulo: { filter: 'partial', order: true },
    DtEmissao: { filter: 'date', order: true },
    DtVencimento: { filter: 'date', order: true },
    VlTitulo: { filter: 'range', order: true },
    IdFormaPagamento: { filter: 'exact' },
    formaPagamento: { order: true },
    DsAgrupamento: { filter: 'partial', order: true },
    usuarioAutorizacaoPagamento: { filter: 'exact' },
    NmUsuario: { filter: 'partial', order: true },
    StIntegracao: { filter: 'exact' },
    IdGnre: { filter: 'exact' },
  },
});
