import { lineTotal, parseBrazilianNumber, pedidoVendaItemSchema, quantityDecimals, toDecimal } from '@backoffice/domain';
import { zodValidate } from '@/platform/ui/form';
import { formatMoneyInput, parseMoneyInput } from '@/platform/ui/fields/money';
import { decimalInput, decimalText } from './header-form';
import type { PedidoItem } from './orcamentos.api';

/** A quote line as its form holds it: ids as text, numbers typed in pt-BR. */
export interface ItemValues {
  IdProduto: string | null;
  IdTipoMedida: string | null;
  QtPedida: string;
  VlUnitario: string;
  PcDesconto: string;
  IdFormula: string | null;
  DsVariaveis: Record<string, string>;
}

export const emptyItem = (): ItemValues => ({ IdProduto: null, IdTipoMedida: null, QtPedida: '', VlUnitario: '', PcDesconto: '', IdFormula: null, DsVariaveis: {} });

export function fromItem(i: PedidoItem): ItemValues {
  return {
    IdProduto: String(i.IdProduto),
    IdTipoMedida: String(i.IdTipoMedida),
    QtPedida: decimalText(i.QtPedida, quantityDecimals(i.TpUnidade)),
    VlUnitario: formatMoneyInput(i.VlUnitario),
    PcDesconto: i.PcDesconto === '0.00' ? '' : decimalText(i.PcDesconto, 2),
    IdFormula: i.IdFormula === null ? null : String(i.IdFormula),
    DsVariaveis: Object.fromEntries(Object.entries(i.DsVariaveis ?? {}).map(([k, v]) => [k, decimalText(v, 3)])),
  };
}

/** The body of POST /pedido_venda_items (with CodPedido) and PUT /pedido_venda_items/{id}. */
export function toItemPayload(v: ItemValues, CodPedido: number) {
  const price = parseMoneyInput(v.VlUnitario);
  const variables = Object.entries(v.DsVariaveis).filter(([, value]) => value.trim() !== '');
  return {
    CodPedido,
    IdProduto: v.IdProduto ? Number(v.IdProduto) : undefined,
    IdTipoMedida: v.IdTipoMedida ? Number(v.IdTipoMedida) : undefined,
    QtPedida: decimalInput(v.QtPedida, 3) ?? undefined,
    VlUnitario: price === null ? undefined : price,
    PcDesconto: decimalInput(v.PcDesconto, 2) ?? '0.00',
    IdFormula: v.IdFormula ? Number(v.IdFormula) : null,
    DsVariaveis: v.IdFormula && variables.length ? Object.fromEntries(variables.map(([k, value]) => [k, parseBrazilianNumber(value) ?? value])) : null,
  };
}

export const validateItem = (CodPedido: number) => zodValidate<ItemValues>(pedidoVendaItemSchema, { input: (v) => toItemPayload(v, CodPedido) });

/** The line total as the API will store it, for the form's preview; null while something is missing. */
export function previewTotal(v: ItemValues): string | null {
  const qty = decimalInput(v.QtPedida, 3);
  const price = parseMoneyInput(v.VlUnitario);
  const discount = decimalInput(v.PcDesconto, 2) ?? '0';
  if (!qty || !price || price === 'invalid' || !toDecimal(qty) || !toDecimal(discount)) return null;
  return lineTotal(qty, price, discount);
}
