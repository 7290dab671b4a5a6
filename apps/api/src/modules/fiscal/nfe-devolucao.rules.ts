/**
 * A sale's return by the company's own NF-e (entry, finNFe 4): which CFOP of return answers the CFOP of the sale,
 * and what part of the returned invoice's stored values each return carries. Pure.
 */
import { Decimal } from '@backoffice/domain';
import { parte } from './nfe-emissao.rules.ts';

/**
 * The CFOP of the return of a sale, by the sale's CFOP (CFOP table, group 1.200/2.200/3.200 and 1.410/2.410):
 * own production 5.101 → 1.201, goods for resale 5.102 → 1.202, the same out of state (6 → 2) and abroad
 * (7 → 3); sales under ICMS-ST: own production (5.401, 5.402) → 1.410, goods for resale (5.403, 5.405, 6.404)
 * → 1.411. Null: a sale the table does not know (the user configures it before returning).
 */
const RETORNO: Readonly<Record<string, string>> = {
  '5101': '1201',
  '5103': '1201',
  '5102': '1202',
  '5104': '1202',
  '5401': '1410',
  '5402': '1410',
  '5403': '1411',
  '5405': '1411',
  '6101': '2201',
  '6103': '2201',
  '6107': '2201',
  '6102': '2202',
  '6104': '2202',
  '6108': '2202',
  '6401': '2410',
  '6402': '2410',
  '6403': '2411',
  '6404': '2411',
  '7101': '3201',
  '7102': '3202',
};

export function cfopDevolucao(cfopVenda: string): string | null {
  return RETORNO[cfopVenda.replace(/\D/g, '')] ?? null;
}

/** What is left to return of an invoice's item: invoiced less what the returns so far brought back. */
export function restaDevolver(faturada: string, devolvida: Decimal): Decimal {
  return new Decimal(faturada).minus(devolvida);
}

/**
 * The values a return of `qt` out of the `faturada` quantity of an invoice's item carries: each stored value of
 * the item (`valores`, as the invoice stored them) in proportion, the return that completes the quantity taking
 * what the earlier returns left, so the returns add up to the invoice (the same split as partial invoices).
 */
export function valoresDevolvidos(
  valores: Readonly<Record<string, string>>,
  qt: Decimal,
  faturada: string,
  antes: { qt: Decimal; valores: Readonly<Record<string, Decimal>> },
): Record<string, string> {
  const total = new Decimal(faturada);
  return Object.fromEntries(Object.entries(valores).map(([k, v]) => [k, parte(v, qt, total, { qt: antes.qt, valor: antes.valores[k] ?? new Decimal(0) })]));
}

/** impostoDevol/pDevol: the percentage of the invoice's item this return brings back (2 decimals, at most 100). */
export function percentualDevolvido(qt: Decimal, faturada: string): string {
  return Decimal.min(qt.times(100).dividedBy(faturada), 100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

