import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColunaRow, TpColuna } from '@backoffice/domain';
import { api, apiUrl, commonHeaders, failure, saveBlob } from '@/platform/api/client';
import { ApiError } from '@/platform/api/errors';
import { membersOf, type HydraCollection } from '@/platform/api/hydra';

/** A custom column as GET /api/colunas_perfil and POST/PUT /api/colunas answer it. */
export type Coluna = ColunaRow & { '@id'?: string };

/** A product's extra column (GET /api/produtos/colunas): its value, or the column's default when idColunasValores is null. */
export interface ProdutoColuna {
  id: string;
  idColuna: number;
  nmColuna: string;
  tpColuna: TpColuna;
  valor: string | null;
  idColunasValores: number | null;
  nmEntidadeOrigem: string;
  idEntidadeOrigem: number;
  nmArquivo: string | null;
  tpArquivo: string | null;
}

export const COLUNAS_KEY = ['colunas_perfil'] as const;

/** The company's columns (of one entity when given). */
export function useColunasPerfil(entidade?: string) {
  return useQuery({
    queryKey: [...COLUNAS_KEY, entidade ?? ''],
    queryFn: async ({ signal }) =>
      membersOf(await api.get<HydraCollection<Coluna>>('/colunas_perfil', { query: { pagination: false, NmEntidadeOrigem: entidade }, signal })),
    staleTime: 60_000,
    meta: { silent: true },
  });
}

export const produtoColunasKey = (id: number) => ['produtos', String(id), 'colunas'] as const;

export function useProdutoColunas(id: number) {
  return useQuery({
    queryKey: produtoColunasKey(id),
    queryFn: async ({ signal }) =>
      membersOf(await api.get<HydraCollection<ProdutoColuna>>('/produtos/colunas', { query: { idEntidadeOrigem: id, pagination: false }, signal })),
    meta: { silent: true },
  });
}

/** Where the file of an extra column is read: its value's own download (access checked), or the file itself for a default. */
export function fileUrlOf(coluna: ProdutoColuna): string | null {
  if (!coluna.valor) return null;
  return coluna.idColunasValores ? `/colunas_valores/${coluna.idColunasValores}/arquivo` : coluna.valor;
}

async function fetchBlob(path: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { headers: commonHeaders() });
  } catch (cause) {
    throw new ApiError({ status: 0, description: cause instanceof Error ? cause.message : 'Network error' });
  }
  if (!response.ok) throw await failure(response, 'GET', path);
  return response.blob();
}

/** Downloads a stored file (with the session's token) and saves it under `name`. */
export async function downloadFile(path: string, name: string): Promise<void> {
  saveBlob(await fetchBlob(path), name);
}

/** An object URL of a stored file for an <img> (the API wants the token header, which an <img> cannot send). */
export function useFileObjectUrl(path: string | null): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ path: string | null; url: string | null; failed: boolean }>({ path: null, url: null, failed: false });
  useEffect(() => {
    if (!path) return undefined;
    let url: string | null = null;
    let cancelled = false;
    fetchBlob(path).then(
      (blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setState({ path, url, failed: false });
      },
      () => {
        if (!cancelled) setState({ path, url: null, failed: true });
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return state.path === path ? { url: state.url, failed: state.failed } : { url: null, failed: false };
}
