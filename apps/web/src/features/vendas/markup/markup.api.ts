import { useQuery } from '@tanstack/react-query';
import { api } from '@/platform/api/client';

/** A markup as GET/POST/PUT /api/markup answer it. */
export interface Markup {
  IdMarkup: number;
  NmMarkup: string;
  DsMarkup: string | null;
  PcImpostos: string;
  PcComissao: string;
  PcFrete: string;
  PcAdministrativo: string;
  PcFinanceiro: string;
  PcLucro: string;
  StAtivo: boolean;
  /** The sales-tax percentage comes from the tax engine for each quote's destination (PcImpostos: the reference). */
  StImpostosMotor: boolean;
  version: number;
}

export interface MarkupProduto {
  IdMarkupProduto: number;
  IdMarkup: number;
  IdProduto: number | null;
  IdFamiliaProduto: number | null;
}

export interface MarkupMeasureType {
  IdMarkupMeasureType: number;
  IdMarkup: number;
  IdTipoMedida: number;
}

/** A row of GET /api/view_produto_precos. */
export interface ProdutoPreco {
  IdProduto: number;
  CdChamada: string;
  NmProduto: string;
  VlPrecoCusto: string;
  NmMarkup: string | null;
  TpOrigemMarkup: 'P' | 'F' | 'U' | null;
  PcTotal: string | null;
  VlPrecoSugerido: string | null;
  PcMargem: string | null;
}

export const markupKey = (id: number | string) => ['markup', String(id)] as const;

export function useMarkup(id: string | undefined) {
  return useQuery({ queryKey: markupKey(id ?? ''), queryFn: () => api.get<Markup>(`/markup/${id}`), enabled: !!id && id !== 'novo' });
}
