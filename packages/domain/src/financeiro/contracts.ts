/** Os contratos das listas do financeiro (common/contract.ts): a linha, os filtros e a ordenação de cada uma. */
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
  /** Quem recebe: uma pessoa da empresa, e o seu nome. */
  IdFornecedor: number | null;
  NmFornecedor: string | null;
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
    IdFornecedor: { filter: 'exact' },
    NmFornecedor: { order: true },
    usuarioAutorizacaoPagamento: { filter: 'exact' },
    NmUsuario: { filter: 'partial', order: true },
    StIntegracao: { filter: 'exact' },
    IdGnre: { filter: 'exact' },
  },
});

/** Uma linha de GET /integrated_items: um item enviado a uma integração, o detalhe e o status depois do envio. */
export interface IntegratedItemRow {
  id: number;
  /** A integração ('erp') e o tipo do item ('apagar'). */
  NmIntegracao: string;
  NmEntidadeOrigem: string;
  IdEntidadeOrigem: string;
  DtReferencia: string;
  DsDetalheLog: string;
  /** StIntegracao depois do envio: E enviado, I integrado, R erro. */
  StIntegracao: string;
  /** A chamada (webapi_logs) que enviou o item. */
  IdLog: number | null;
}

/** Os itens enviados a uma integração (/integrated-items/:integration/:type). */
export const INTEGRATED_ITEM_LIST = defineContract<IntegratedItemRow>()({
  path: '/integrated_items',
  defaultOrder: { DtReferencia: 'desc' },
  fields: {
    id: { filter: 'exact', order: true },
    NmIntegracao: { filter: 'exact' },
    NmEntidadeOrigem: { filter: 'exact', order: true },
    IdEntidadeOrigem: { filter: 'exact' },
    DtReferencia: { filter: 'date', order: true },
    DsDetalheLog: { filter: 'partial' },
    StIntegracao: { filter: 'exact' },
  },
});
