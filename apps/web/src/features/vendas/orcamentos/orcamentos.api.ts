import { useQuery, useQueryClient } from '@tanstack/react-query';
import { nfeAwaitingSefaz } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { membersOf, type HydraCollection } from '@/platform/api/hydra';

/** A quote or order as GET /api/pedido_vendas/{id} (and every quote operation) answers it. */
export interface Pedido {
  '@id': string;
  CodPedido: number;
  CdEmpresa: number;
  IdCliente: number | null;
  Cliente: string | null;
  NrDocumento: string | null;
  StatusPedido: string;
  TpPedidoDeVenda: string;
  NmSetor: string | null;
  DtEmissao: string;
  DtEntrega: string | null;
  DtFinalizacao: string | null;
  VlProdutos: string;
  VlDesconto: string;
  VlFrete: string;
  VlImpostos: string;
  VlTotal: string;
  VlPesoLiquido: string;
  VlPesoBruto: string;
  version: number;
  IdPagador: number | null;
  IdDestino: number | null;
  IdOperacao: number | null;
  DsOperacao: string | null;
  CdCfop: string | null;
  IdPrazo: number | null;
  DsFormaPagamento: string | null;
  IdTransportador: number | null;
  IdRepresentante: number | null;
  Representante: string | null;
  IdSetor: number | null;
  TpFrete: 'CIF' | 'FOB' | null;
  DsObservacao: string | null;
  QtVolumeTotal: string | null;
  UsuarioAbertura: string | null;
  NrPedidoCompra: string | null;
  DsArquivoPedidoCompra: string | null;
  IdWorkFlowItemFase: number | null;
  NmCidadeOrigem: string | null;
  IdUfOrigem: string | null;
  NmCidadeDestino: string | null;
  IdUfDestino: string | null;
  /** A sale to the final consumer (NF-e indFinal); null on orders from before the flag (derived then). */
  StConsumidorFinal: boolean | null;
}

/** A line of GET /api/pedido_venda_items_orcamento (cost, markup and margin are null without the markup grant). */
export interface PedidoItem {
  '@id': string;
  IdPedidoVendaItem: number;
  CodPedido: number;
  NrPosicao: number;
  IdProduto: number;
  CdChamada: string;
  NmProduto: string;
  IdTipoMedida: number;
  CdSigla: string;
  TpUnidade: string;
  VlFatorConversao: string;
  QtPedida: string;
  IdFormula: number | null;
  DsVariaveis: Record<string, string> | null;
  VlUnitario: string;
  VlPrecoSugerido: string | null;
  VlPrecoCusto: string | null;
  /** The sales-tax percentage the suggested price carries and where it came from (M engine, D typed); null without the markup grant. */
  PcImpostosSugerido: string | null;
  TpOrigemImpostos: 'M' | 'D' | null;
  PcDesconto: string;
  VlTotal: string;
  VlPesoLiquido: string;
  VlPesoBruto: string;
  StItem: 'A' | 'C';
  /** Backorder: what the item still waits for, in the product's unit (finalized without stock). */
  QtPendenteEstoque: string;
  NmMarkup: string | null;
  PcMargem: string | null;
}

/** GET /api/pedido_venda_items_sugestao: how a new line of a product would be priced. */
export interface Sugestao {
  IdProduto: number;
  IdTipoMedida: number;
  TpUnidade: string;
  VlFatorConversao: string;
  VlPrecoSugerido: string | null;
  PcImpostosSugerido: string | null;
  TpOrigemImpostos: 'M' | 'D' | null;
  VlPrecoMinimo: string | null;
  PcDescontoMaximo: string;
  QtDisponivel: string;
  unidades: Array<{ IdTipoMedida: number; CdSigla: string; TpUnidade: string; VlFatorConversao: string }>;
}

export const pedidoKey = (id: number | string) => ['pedido', String(id)] as const;
export const itemsKey = (id: number | string) => ['pedido-items', String(id)] as const;

export function usePedido(id: string | undefined) {
  return useQuery({
    queryKey: pedidoKey(id ?? ''),
    enabled: !!id,
    queryFn: ({ signal }) => api.get<Pedido>(`/pedido_vendas/${encodeURIComponent(id ?? '')}`, { signal }),
    meta: { silent: true },
  });
}

export function usePedidoItems(id: number) {
  return useQuery({
    queryKey: itemsKey(id),
    queryFn: async ({ signal }) => membersOf(await api.get<HydraCollection<PedidoItem>>('/pedido_venda_items_orcamento', { query: { pedido: id }, signal })),
  });
}

/** An invoice of the order as GET /api/nfe_emitidas?CodPedido= lists it. */
export interface NotaDoPedido {
  IdNfe: number;
  NrSerie: number;
  NrNota: number;
  StNfe: string;
}

export const orderInvoicesKey = (id: number | string) => ['nfe_emitidas', 'pedido', String(id)] as const;

/**
 * The order's invoices, for whoever may read invoices (null for the others): the actions menu's DANFEs, and the
 * invoice awaiting SEFAZ under which an item may not be cancelled. While one awaits, they are asked again every few
 * seconds, so that the screen follows the transmission job rather than the half minute a list stays fresh.
 */
export function useOrderInvoices(id: number, enabled: boolean) {
  return useQuery({
    queryKey: orderInvoicesKey(id),
    enabled,
    queryFn: async ({ signal }) =>
      membersOf(await api.get<HydraCollection<NotaDoPedido>>('/nfe_emitidas', { query: { pagination: 'false', CodPedido: id, 'order[NrNota]': 'asc' }, signal })),
    staleTime: 30_000,
    refetchInterval: (query) => (query.state.data?.some((n) => nfeAwaitingSefaz(n.StNfe)) ? 5_000 : false),
    meta: { silent: true },
  });
}

/** After a write that answered the order's header: the header is what the API said, and the lists are stale. */
export function useOrderWritten() {
  const client = useQueryClient();
  return (order: Pedido, items = true) => {
    client.setQueryData(pedidoKey(order.CodPedido), order);
    if (items) void client.invalidateQueries({ queryKey: itemsKey(order.CodPedido) });
    void client.invalidateQueries({ queryKey: ['list', '/orcamentos'] });
    void client.invalidateQueries({ queryKey: ['list', '/vw_pedidos'] });
  };
}

/** Whether the header and items may still change: an open quote (the domain's rule). */
export { isOpenQuote } from '@backoffice/domain';
