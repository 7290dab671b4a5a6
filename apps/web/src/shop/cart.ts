/**
 * The visitor's cart in the public shop: lines kept in the browser (one cart per host, so two shops keep their own),
 * totals in whole centavos (BigInt, never a float), money written as the shop's pages write it.
 */
export interface CartLine {
  CdChamada: string;
  NmProduto: string;
  /** The public price shown when it was added, exact decimal text ('12.50'). */
  VlPreco: string;
  CdSigla: string;
  QtPedida: number;
}

const key = () => `shop-cart:${window.location.hostname}`;

export function readCart(): CartLine[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key()) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((l): l is CartLine => !!l && typeof l.CdChamada === 'string' && typeof l.VlPreco === 'string' && Number.isInteger(l.QtPedida) && l.QtPedida > 0);
  } catch {
    return [];
  }
}

export function writeCart(lines: CartLine[]): void {
  try {
    if (lines.length) window.localStorage.setItem(key(), JSON.stringify(lines));
    else window.localStorage.removeItem(key());
  } catch {
    // Storage blocked: the cart lives only in this page.
  }
}

/** The storage key of this host's cart (another tab's change to it is shown here too). */
export const cartKey = key;

export function addLine(lines: CartLine[], product: Omit<CartLine, 'QtPedida'>, quantity: number): CartLine[] {
  const found = lines.find((l) => l.CdChamada === product.CdChamada);
  if (found) return lines.map((l) => (l === found ? { ...l, QtPedida: Math.min(9999, l.QtPedida + quantity) } : l));
  return [...lines, { ...product, QtPedida: quantity }];
}

export function setQuantity(lines: CartLine[], code: string, quantity: number): CartLine[] {
  return quantity > 0 ? lines.map((l) => (l.CdChamada === code ? { ...l, QtPedida: Math.min(9999, quantity) } : l)) : lines.filter((l) => l.CdChamada !== code);
}

/** '12.5' or '12.50' -> 1250n centavos; anything else 0n. */
export function centsOf(price: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(price.trim());
  return match ? BigInt(match[1]) * 100n + BigInt((match[2] ?? '').padEnd(2, '0')) : 0n;
}

export function totalCents(lines: readonly CartLine[]): bigint {
  return lines.reduce((sum, l) => sum + centsOf(l.VlPreco) * BigInt(l.QtPedida), 0n);
}

/** 1250n -> 'R$ 12,50' (pt-BR) with plain spaces, as the server writes money (formatMoney of the domain). */
export function moneyOf(cents: bigint, locale: string): string {
  const text = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}` as `${number}`;
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return format.format(text).replace(/[\u00A0\u202F]/g, ' ');
}
