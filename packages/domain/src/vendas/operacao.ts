/**
 * Natureza de operação e CFOP: a mesma natureza ("Venda de mercadoria") tem um CFOP para cada destino
 * (5xxx dentro do estado, 6xxx para outro estado, 7xxx para o exterior), e o pedido leva o do seu destino.
 */

export interface OperacaoCfops {
  CdCfopInterno: string;
  CdCfopInterestadual: string;
  CdCfopExterior: string | null;
}

export type DestinoOperacao = 'interno' | 'interestadual' | 'exterior';

/** Onde fica o destino em relação à origem: no exterior (país que não é o Brasil), noutra UF ou na mesma. */
export function destinoOperacao(originUf: string | null | undefined, destUf: string | null | undefined, destCountry?: string | null): DestinoOperacao {
  if (destCountry && !/^(brasil|brazil|br)$/i.test(destCountry.trim())) return 'exterior';
  if (destUf === 'EX') return 'exterior';
  if (!originUf || !destUf) return 'interno';
  return originUf.toUpperCase() === destUf.toUpperCase() ? 'interno' : 'interestadual';
}

/** O CFOP da natureza para o destino; null quando a natureza não prevê o exterior. */
export function cfopDaOperacao(op: OperacaoCfops, originUf: string | null | undefined, destUf: string | null | undefined, destCountry?: string | null): string | null {
  const destino = destinoOperacao(originUf, destUf, destCountry);
  if (destino === 'exterior') return op.CdCfopExterior;
  return destino === 'interestadual' ? op.CdCfopInterestadual : op.CdCfopInterno;
}

/** Primeiro dígito do CFOP por destino: 5 interno, 6 interestadual, 7 exterior (saídas). */
export const CFOP_PREFIX: Record<DestinoOperacao, string> = { interno: '5', interestadual: '6', exterior: '7' };

/** Cidade e UF de um lugar do pedido (a origem, a empresa; o destino, quem recebe). */
export interface OrderPlace {
  city: string | null;
  uf: string | null;
}

/** A city compared as people write it: case, accents and spaces aside ("Sao  Paulo" is "São Paulo"). */
const cityKey = (city: string | null) => (city ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
const samePlace = (a: OrderPlace, b: OrderPlace) => cityKey(a.city) === cityKey(b.city) && (a.uf ?? '').toUpperCase() === (b.uf ?? '').toUpperCase();
const complete = (p: OrderPlace | null | undefined): p is OrderPlace => !!p && !!p.city?.trim() && !!p.uf?.trim();

/**
 * Origem e destino na finalização: os endereços de hoje (da empresa e de quem recebe) precisam existir,
 * completos, e ter a cidade e a UF que o pedido gravou ao ser montado — o CFOP, os impostos e o frete foram
 * calculados para elas. Se o endereço mudou depois, o cabeçalho é salvo de novo antes de finalizar.
 */
export function placeViolations(order: { origin: OrderPlace | null; destination: OrderPlace | null }, now: { origin: OrderPlace | null; destination: OrderPlace | null }, destinationPath: string) {
  const out: { propertyPath: string; message: string; params?: Record<string, string> }[] = [];
  if (!complete(now.origin)) out.push({ propertyPath: 'origem', message: 'origin_address_incomplete' });
  else if (complete(order.origin) && !samePlace(order.origin, now.origin))
    out.push({ propertyPath: 'origem', message: 'origin_city_differs', params: { city: now.origin.city!, uf: now.origin.uf!, orderCity: order.origin.city!, orderUf: order.origin.uf! } });
  if (!complete(now.destination)) out.push({ propertyPath: destinationPath, message: 'destination_address_incomplete' });
  else if (complete(order.destination) && !samePlace(order.destination, now.destination))
    out.push({
      propertyPath: destinationPath,
      message: 'destination_city_differs',
      params: { city: now.destination.city!, uf: now.destination.uf!, orderCity: order.destination.city!, orderUf: order.destination.uf! },
    });
  return out;
}
