// Regras puras do roteiro e do frete: capacidade, rateio do frete em centavos exatos, preço de uma tabela de
// frete e prazo em dias úteis. Os serviços as compõem dentro da transação.
import Holidays from 'date-holidays';
import { Decimal, formatWeight, vehicleLoad, type DecimalInput, type TabelaFrete } from '@backoffice/domain';

/** Quanto a carga passa da capacidade (em KG, exato), ou null quando cabe; a regra é a do domínio (vehicleLoad). */
export function excessoDeCarga(pesos: DecimalInput[], capacidadeKg: DecimalInput): { peso: Decimal; excesso: Decimal } | null {
  const load = vehicleLoad(pesos, capacidadeKg);
  return load.over ? { peso: load.peso, excesso: load.excesso } : null;
}

/** Os parâmetros da mensagem capacity_exceeded, em KG no formato brasileiro. */
export const excessoParams = (peso: Decimal, capacidade: DecimalInput, excesso: Decimal, locale?: string) => ({
  peso: formatWeight(peso, locale),
  capacidade: formatWeight(capacidade, locale),
  excesso: formatWeight(excesso, locale),
});

/**
 * Rateia `total` (R$) pelos pesos, em centavos que somam exatamente o total (maior resto): cada um recebe o piso da
 * sua parte e os centavos que sobram vão aos maiores restos (empate: quem vem primeiro). Sem peso nenhum, rateia
 * em partes iguais.
 */
export function ratearPorPeso(total: DecimalInput, pesos: DecimalInput[]): string[] {
  if (pesos.length === 0) return [];
  const centavos = new Decimal(total ?? 0).times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  const ws = pesos.map((p) => Decimal.max(new Decimal(p ?? 0), 0));
  const soma = ws.reduce((s, w) => s.plus(w), new Decimal(0));
  const base = soma.isZero() ? ws.map(() => new Decimal(1)) : ws;
  const somaBase = soma.isZero() ? new Decimal(ws.length) : soma;
  const partes = base.map((w) => centavos.times(w).dividedBy(somaBase));
  const pisos = partes.map((p) => p.floor());
  let sobra = centavos.minus(pisos.reduce((s, p) => s.plus(p), new Decimal(0))).toNumber();
  const ordem = partes.map((p, i) => ({ i, resto: p.minus(pisos[i]) })).sort((a, b) => b.resto.comparedTo(a.resto) || a.i - b.i);
  for (const { i } of ordem) {
    if (sobra <= 0) break;
    pisos[i] = pisos[i].plus(1);
    sobra--;
  }
  return pisos.map((c) => c.dividedBy(100).toFixed(2));
}

export interface Destino {
  uf: string | null;
  ibge: string | null;
  cep: string | null;
}

/** A linha atende o destino e o peso? Peso na faixa [inicial, final]; destino por CEP, cidade ou UF (vazio: todos). */
export function tabelaAtende(t: TabelaFrete, destino: Destino, pesoKg: DecimalInput): boolean {
  const peso = new Decimal(pesoKg ?? 0);
  if (peso.lessThan(t.VlPesoInicial) || peso.greaterThan(t.VlPesoFinal)) return false;
  if (t.CdCepInicial && t.CdCepFinal) return !!destino.cep && destino.cep >= t.CdCepInicial && destino.cep <= t.CdCepFinal;
  if (t.CdCidades?.length) return !!destino.ibge && t.CdCidades.includes(destino.ibge);
  if (t.IdUF) return destino.uf === t.IdUF;
  return true;
}


/**
 * O frete de uma tabela: o maior entre peso × valor por KG e o mínimo, mais ad valorem e GRIS (percentuais do
 * valor da mercadoria) e o pedágio por fração de 100 KG; em reais, arredondado ao centavo.
 */
export function precoFrete(t: TabelaFrete, pesoKg: DecimalInput, valorMercadoria: DecimalInput): string {
  const peso = new Decimal(pesoKg ?? 0);
  const valor = new Decimal(valorMercadoria ?? 0);
  const frete = Decimal.max(peso.times(t.VlKg), new Decimal(t.VlMinimo));
  const adValorem = valor.times(t.PcAdValorem).dividedBy(100);
  const gris = valor.times(t.PcGris).dividedBy(100);
  const pedagio = peso.dividedBy(100).ceil().times(t.VlPedagio100Kg);
  return frete.plus(adValorem).plus(gris).plus(pedagio).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

// Feriados nacionais e, quando a UF é conhecida, os do estado. Contam como dia não útil os feriados ('public') e os
// dias em que os bancos não abrem ('bank': a segunda e a terça de Carnaval, Corpus Christi), o calendário que o
// comércio e as transportadoras seguem.
const calendarios = new Map<string, Holidays>();
const calendario = (uf: string | null | undefined) => {
  const key = uf?.toUpperCase() ?? '';
  let c = calendarios.get(key);
  if (!c) {
    c = key ? new Holidays('BR', key, { types: ['public', 'bank'] }) : new Holidays('BR', { types: ['public', 'bank'] });
    calendarios.set(key, c);
  }
  return c;
};

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** É dia útil (segunda a sexta, sem feriado nacional nem da UF)? `dia` é 'AAAA-MM-DD'. */
export function diaUtil(dia: string, uf?: string | null): boolean {
  const d = new Date(`${dia}T12:00:00Z`);
  const semana = d.getUTCDay();
  if (semana === 0 || semana === 6) return false;
  const feriados = calendario(uf).isHoliday(new Date(`${dia}T12:00:00`));
  return !(feriados && feriados.some((h) => h.type === 'public' || h.type === 'bank'));
}

/** A data `dias` dias úteis depois de `inicio` (o próprio início não conta), 'AAAA-MM-DD'. */
export function somarDiasUteis(inicio: string, dias: number, uf?: string | null): string {
  const d = new Date(`${inicio}T12:00:00Z`);
  let restam = dias;
  while (restam > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (diaUtil(iso(d), uf)) restam--;
  }
  return iso(d);
}

/** Quantos dias úteis há depois de `inicio` até `fim` (inclusive). */
export function diasUteisEntre(inicio: string, fim: string, uf?: string | null): number {
  const d = new Date(`${inicio}T12:00:00Z`);
  const f = new Date(`${fim}T12:00:00Z`);
  let n = 0;
  while (d < f) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (diaUtil(iso(d), uf)) n++;
  }
  return n;
}
