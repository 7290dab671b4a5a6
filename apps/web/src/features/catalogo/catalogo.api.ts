import { useQuery } from '@tanstack/react-query';
import type { TipoMedidaRow } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { useAll } from '@/platform/api/useAll';
import { useCan } from '@/platform/session/grants';

export interface Codigo {
  IdProdutoCodigo?: number;
  CdChamada: string;
  StCodigoPrincipal: 'S' | 'N';
}

/** A product as GET /api/produtos/{id}/detalhe and POST/PUT /api/produtos answer it. */
export interface Produto {
  '@id'?: string;
  IdProduto: number;
  CdChamada: string;
  CdEan: string | null;
  NmProduto: string;
  NmCurto: string | null;
  ImConteudo: string | null;
  TpProduto: string;
  TpProdutoPcp: string;
  IdTipoMedida: number;
  CdSigla: string | null;
  TpUnidade: string | null;
  VlPesoLiquido: string;
  VlPesoBruto: string;
  IdFamiliaProduto: number | null;
  IdGrupoProduto: number | null;
  NrDiasValidade: number;
  NrDiasReposicao?: number;
  CdNcm: string | null;
  CdCest: string | null;
  CdOrigem: string;
  /** Absent for who may not see costs (the markup grant): the API leaves it out. */
  VlPrecoCusto?: string;
  QtEstoqueMinimo: string;
  QtEstoqueMaximo: string;
  DsLocalizacao: string | null;
  StAtivo: boolean;
  version?: number;
  codigos: Codigo[];
  /** Its tags (tags/tags.api.ts), as the product view carries them. */
  tags?: Array<{ IdTag: number; NmTag: string; CdCor: string }>;
}

export interface Lote {
  IdLote: number;
  CdLote: string;
  DtFabricacao: string | null;
  DtValidade: string | null;
  QtEstoque: string;
}

export interface EstoqueSetor {
  id: string;
  IdSetor: number;
  NmSetor: string;
  QtEstoque: string;
  QtReservada: string;
}

export interface BomNode {
  IdProduto: number;
  IdListaProdutoItem?: number;
  IdPosicao?: number;
  CdChamada: string;
  NmProduto: string;
  CdSigla: string | null;
  TpUnidade: string | null;
  QtProdutoComponente?: string;
  PcPerda?: string;
  QtPorUnidade: string;
  /** Absent for who may not see costs (the markup grant). */
  VlCustoUnitario?: string;
  VlCustoTotal?: string;
  componentes: BomNode[];
}

export const produtoKey = (id: string | number) => ['produtos', String(id)] as const;

export function useProduto(id: string | undefined) {
  return useQuery({
    queryKey: produtoKey(id ?? ''),
    enabled: !!id,
    queryFn: ({ signal }) => api.get<Produto>(`/produtos/${encodeURIComponent(id ?? '')}/detalhe`, { signal }),
    meta: { silent: true },
  });
}

export interface Option {
  id: number;
  label: string;
}

export const useFamilias = () => useAll<Option>(['/custom_products/getProductFamilies'], '/custom_products/getProductFamilies');
export const useGrupos = () => useAll<Option>(['/custom_products/getProductGroups'], '/custom_products/getProductGroups');
export const useUnidades = () => useAll<TipoMedidaRow>(['/tipo_medidas'], '/tipo_medidas');
export const useLotes = (id: number) => useAll<Lote>(['/lote-estoque-produto', id], '/lote-estoque-produto', { IdProduto: id });
export const useEstoqueSetores = (id: number) => useAll<EstoqueSetor>(['/mrp_estoques_setores', id], '/mrp_estoques_setores', { IdProduto: id });

export function useEstrutura(id: number) {
  return useQuery({
    queryKey: ['produtos', String(id), 'estrutura'],
    queryFn: ({ signal }) => api.get<BomNode>(`/produtos/${id}/estrutura`, { signal }),
    meta: { silent: true },
  });
}

/** Whether the user's profile grants `action` on products in the session company (the server checks every call anyway). */
export function useCanEditProdutos(action: 'create' | 'update'): boolean {
  return useCan()('produtos', action);
}
