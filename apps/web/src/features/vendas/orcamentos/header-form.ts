import { consumidorFinalPadrao, formatNumber, orcamentoNovoSchema, parseBrazilianNumber, toDecimal } from '@backoffice/domain';
import { zodValidate } from '@/platform/ui/form';
import { formatMoneyInput, parseMoneyInput } from '@/platform/ui/fields/money';
import type { Pedido } from './orcamentos.api';

/** The quote header form: ids as the selects hold them (text), money and KG as typed in pt-BR. */
export interface HeaderValues {
  IdCliente: string | null;
  IdPagador: string | null;
  IdDestino: string | null;
  IdOperacao: string | null;
  IdPrazo: string | null;
  DsFormaPagamento: string | null;
  IdRepresentante: string | null;
  IdSetor: string | null;
  IdTransportador: string | null;
  DtEntrega: string | null;
  TpFrete: 'CIF' | 'FOB' | null;
  VlFrete: string;
  QtVolumeTotal: string;
  DsObservacao: string;
  /** S/N as chosen; null: by the recipient's contributor type (the server derives it). */
  StConsumidorFinal: 'S' | 'N' | null;
}

const text = (v: number | null | undefined) => (v === null || v === undefined ? null : String(v));
const id = (v: string | null) => (v ? Number(v) : null);

/** A number typed in pt-BR ('1.200,5') as the API's decimal with `places` ('1200.500'); '' is null. */
export function decimalInput(value: string, places: number): string | null {
  if (!value.trim()) return null;
  const parsed = toDecimal(parseBrazilianNumber(value));
  return parsed ? parsed.toFixed(places) : value;
}

/** An API decimal as the field shows it in pt-BR ('1200.500' → '1.200,500'). */
export function decimalText(value: string | null | undefined, places: number): string {
  if (value === null || value === undefined || value === '') return '';
  return toDecimal(value) ? formatNumber(value, 'pt-BR', places) : String(value);
}

/** A new quote: the server makes the user who opens it its representative unless one is chosen. */
export function emptyHeader(): HeaderValues {
  return {
    IdCliente: null,
    IdPagador: null,
    IdDestino: null,
    IdOperacao: null,
    IdPrazo: null,
    DsFormaPagamento: null,
    IdRepresentante: null,
    IdSetor: null,
    IdTransportador: null,
    DtEntrega: null,
    TpFrete: 'CIF',
    VlFrete: '',
    QtVolumeTotal: '',
    DsObservacao: '',
    StConsumidorFinal: null,
  };
}

export function fromPedido(p: Pedido): HeaderValues {
  return {
    IdCliente: text(p.IdCliente),
    IdPagador: text(p.IdPagador),
    IdDestino: text(p.IdDestino),
    IdOperacao: text(p.IdOperacao),
    IdPrazo: text(p.IdPrazo),
    DsFormaPagamento: p.DsFormaPagamento,
    IdRepresentante: text(p.IdRepresentante),
    IdSetor: text(p.IdSetor),
    IdTransportador: text(p.IdTransportador),
    DtEntrega: p.DtEntrega,
    TpFrete: p.TpFrete,
    VlFrete: formatMoneyInput(p.VlFrete === '0.00' ? '' : p.VlFrete),
    QtVolumeTotal: decimalText(p.QtVolumeTotal, 3),
    DsObservacao: p.DsObservacao ?? '',
    StConsumidorFinal: p.StConsumidorFinal === null || p.StConsumidorFinal === undefined ? null : p.StConsumidorFinal ? 'S' : 'N',
  };
}

/** The body of POST /pedido_vendas/novo and PUT .../atualiza (the version is added by the caller). */
export function toPayload(v: HeaderValues) {
  const freight = parseMoneyInput(v.VlFrete);
  return {
    IdCliente: id(v.IdCliente) ?? undefined,
    IdPagador: id(v.IdPagador),
    IdDestino: id(v.IdDestino),
    IdOperacao: id(v.IdOperacao),
    IdPrazo: id(v.IdPrazo),
    DsFormaPagamento: v.DsFormaPagamento || null,
    IdRepresentante: id(v.IdRepresentante),
    IdSetor: id(v.IdSetor),
    IdTransportador: id(v.IdTransportador),
    DtEntrega: v.DtEntrega ? v.DtEntrega.slice(0, 10) : null,
    TpFrete: v.TpFrete,
    VlFrete: freight === null ? '0.00' : freight,
    QtVolumeTotal: decimalInput(v.QtVolumeTotal, 3),
    DsObservacao: v.DsObservacao.trim() || null,
    StConsumidorFinal: v.StConsumidorFinal === null ? null : v.StConsumidorFinal === 'S',
  };
}

/** The same rules the API applies to the body (the domain's schema), on the form's fields. */
export const validateHeader = zodValidate<HeaderValues>(orcamentoNovoSchema, { input: toPayload });

/** The final-consumer choice a client brings when it is the one who receives: its contributor type's default. */
export function finalConsumerOf(contributorType: unknown): 'S' | 'N' {
  return consumidorFinalPadrao(typeof contributorType === 'string' ? contributorType : null) ? 'S' : 'N';
}
