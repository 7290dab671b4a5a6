import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ShopCategories, ShopPage, ShopProduct } from '@backoffice/domain';
import { api } from '@/platform/api/client';

/** The shop's calls: the company is the host's (App-Domain header), never a parameter. */
export interface ShopFilters {
  busca?: string;
  familia?: number;
  grupo?: number;
  pagina: number;
}

export function useShopProducts(filters: ShopFilters) {
  return useQuery({
    queryKey: ['shop', 'produtos', filters],
    queryFn: ({ signal }) => api.get<ShopPage>('/shop/produtos', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useShopProduct(code: string) {
  return useQuery({
    queryKey: ['shop', 'produto', code],
    queryFn: ({ signal }) => api.get<ShopProduct>(`/shop/produtos/${encodeURIComponent(code)}`, { signal }),
    retry: false,
    staleTime: 60_000,
  });
}

export function useShopCategories() {
  return useQuery({
    queryKey: ['shop', 'categorias'],
    queryFn: ({ signal }) => api.get<ShopCategories>('/shop/categorias', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The small copy of a product picture (the list's thumbnails), lighter on a phone. */
export const thumbnailOf = (image: string | null) => (image ? `${image}/miniatura` : null);
