import { useSyncExternalStore } from 'react';
import { Decimal, sumDecimals, type ShopProduct } from '@backoffice/domain';

/** A line of the visitor's cart: what the shop showed when it was added, and how many. */
export interface CartLine {
  CdChamada: string;
  NmProduto: string;
  VlPreco: string;
  CdSigla: string;
  ImConteudo: string | null;
  QtPedida: number;
}

// One cart per host: two shops in the same browser keep their own carts.
const key = () => `shop-cart:${window.location.hostname}`;
const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cached: CartLine[] = [];

function read(): CartLine[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(key());
  } catch {
    raw = null;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      const parsed = raw ? (JSON.parse(raw) as CartLine[]) : [];
      cached = Array.isArray(parsed) ? parsed.filter((l) => l && typeof l.CdChamada === 'string' && l.QtPedida > 0) : [];
    } catch {
      cached = [];
    }
  }
  return cached;
}

function write(lines: CartLine[]): void {
  try {
    if (lines.length) window.localStorage.setItem(key(), JSON.stringify(lines));
    else window.localStorage.removeItem(key());
  } catch {
    // Storage blocked: the cart lives only in this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === key() && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const cart = {
  add(product: ShopProduct, quantity = 1) {
    const lines = read();
    const found = lines.find((l) => l.CdChamada === product.CdChamada);
    write(
      found
        ? lines.map((l) => (l === found ? { ...l, QtPedida: l.QtPedida + quantity } : l))
        : [...lines, { CdChamada: product.CdChamada, NmProduto: product.NmProduto, VlPreco: product.VlPreco, CdSigla: product.CdSigla, ImConteudo: product.ImConteudo, QtPedida: quantity }],
    );
  },
  setQuantity(code: string, quantity: number) {
    write(quantity > 0 ? read().map((l) => (l.CdChamada === code ? { ...l, QtPedida: quantity } : l)) : read().filter((l) => l.CdChamada !== code));
  },
  clear() {
    write([]);
  },
};

export function useCart(): CartLine[] {
  return useSyncExternalStore(subscribe, read, () => []);
}

/** The cart's total at the prices shown (the quote is priced again by the server at the public table). */
export function cartTotal(lines: CartLine[]): string {
  return sumDecimals(lines.map((l) => new Decimal(l.VlPreco).times(l.QtPedida))).toFixed(2);
}
