import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api/client';
import type { PedidoCompraRow } from './compras.lists';

/** A quotation whole, as GET /api/cotacoes_compra/{id}/mapa answers it. */
export interface CotacaoMapa {
  IdCotacaoCompra: number;
  NmCotacao: string;
  StCotacao: string;
  IdAnalise: number | null;
  DtCriacao: string;
  DsObservacao: string | null;
  fornecedores: { IdCotacaoCompraFornecedor: number; IdFornecedor: number; NmFornecedor: string; NrPrazoEntrega: number; DsPrazoPagamento: string | null }[];
  itens: {
    IdCotacaoCompraItem: number;
    IdProduto: number;
    CdProduto: string;
    NmProduto: string;
    CdSigla: string | null;
    TpUnidade: string | null;
    QtCotada: string;
    DtNecessidade: string | null;
    IdCompra: number | null;
    IdCotacaoCompraFornecedor: number | null;
    IdPedidoCompraItem: number | null;
  }[];
  precos: { IdCotacaoCompraItem: number; IdCotacaoCompraFornecedor: number; VlUnitario: string; NrPrazoEntrega: number | null }[];
}

export const cotacaoKey = (id: string | number) => ['/cotacoes_compra', String(id), 'mapa'];
export const pedidoKey = (id: string | number) => ['/pedidos_compra', String(id)];

export function useCotacao(id: string | undefined) {
  return useQuery({ queryKey: cotacaoKey(id ?? ''), enabled: !!id, queryFn: ({ signal }) => api.get<CotacaoMapa>(`/cotacoes_compra/${id}/mapa`, { signal }) });
}

export function usePedidoCompra(id: string | undefined) {
  return useQuery({ queryKey: pedidoKey(id ?? ''), enabled: !!id, queryFn: ({ signal }) => api.get<PedidoCompraRow>(`/pedidos_compra/${id}`, { signal }) });
}

/** After a write: the record's own query and the lists that show it. */
export function useRefreshCompras() {
  const queryClient = useQueryClient();
  return () => {
    for (const key of ['/cotacoes_compra', '/pedidos_compra', '/pedido_compra_items']) void queryClient.invalidateQueries({ queryKey: ['list', key] });
    void queryClient.invalidateQueries({ queryKey: ['/cotacoes_compra'] });
    void queryClient.invalidateQueries({ queryKey: ['/pedidos_compra'] });
  };
}

/** A supplier's option text: the name, and the alias when it says something else. */
export const supplierLabel = (row: Record<string, unknown>) => String(row.name ?? '') + (row.alias && row.alias !== row.name ? ` (${String(row.alias)})` : '');
/** A product's option text: code and name. */
export const productLabel = (row: Record<string, unknown>) => `${String(row.CdChamada ?? '')} – ${String(row.NmProduto ?? '')}`;
