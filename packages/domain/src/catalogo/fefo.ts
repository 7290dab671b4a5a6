/**
 * FEFO (first expiry, first out): de que saldos de estoque sai uma quantidade. Os lotes que vencem primeiro saem
 * primeiro, o estoque sem lote (sem validade) por último, e na mesma validade a ordem em que os saldos vieram (a
 * do banco, pelo id do saldo). Um lote vale até o dia da validade, inclusive: com `today`, um lote vencido não
 * entra. Reserva de pedido e consumo da produção usam a mesma regra; o serviço só lê os saldos e grava os movimentos.
 */
import { Decimal, type DecimalInput } from '../common/decimal.ts';

export interface FefoBalance {
  /** Validade do lote (AAAA-MM-DD); null para estoque sem lote ou lote sem validade. */
  expiry: string | null;
  /** O que o saldo tem livre (estoque menos reservado). */
  available: DecimalInput;
}

export interface FefoTake<B> {
  balance: B;
  quantity: Decimal;
}

export interface FefoAllocation<B> {
  /** Os saldos que valem (não vencidos), em ordem FEFO. */
  usable: B[];
  /** De onde sai, na ordem FEFO, só saldos com algo a dar. */
  takes: FefoTake<B>[];
  /** O que há livre nos saldos que valem (não vencidos). */
  available: Decimal;
  /** O que falta quando não há o bastante (0 quando há). */
  short: Decimal;
}

/** Os saldos em ordem FEFO: validade crescente, sem validade por último, empate na ordem recebida. */
export function fefoOrder<B extends Pick<FefoBalance, 'expiry'>>(balances: readonly B[]): B[] {
  return balances
    .map((b, i) => ({ b, i }))
    .sort((x, y) => {
      if (x.b.expiry !== y.b.expiry) {
        if (x.b.expiry === null) return 1;
        if (y.b.expiry === null) return -1;
        return x.b.expiry < y.b.expiry ? -1 : 1;
      }
      return x.i - y.i;
    })
    .map(({ b }) => b);
}

/** Um lote com validade antes de `today` está vencido (no dia da validade ainda vale). */
export const isExpiredLot = (expiry: string | null, today: string) => expiry !== null && expiry < today;

/**
 * Divide `wanted` pelos saldos em ordem FEFO, cada um até o que tem livre. Com `today`, lotes vencidos ficam de
 * fora. Não falha quando falta: diz quanto falta (`short`), e quem chama decide (recusar ou deixar o movimento
 * recusar com a sua mensagem).
 */
export function fefoAllocate<B extends FefoBalance>(balances: readonly B[], wanted: DecimalInput, today?: string): FefoAllocation<B> {
  const good = fefoOrder(balances.filter((b) => today === undefined || !isExpiredLot(b.expiry, today)));
  const available = good.reduce((s, b) => s.plus(Decimal.max(0, new Decimal(b.available || 0))), new Decimal(0));
  let left = new Decimal(wanted || 0);
  const takes: FefoTake<B>[] = [];
  for (const balance of good) {
    if (!left.greaterThan(0)) break;
    const free = new Decimal(balance.available || 0);
    if (!free.greaterThan(0)) continue;
    const quantity = Decimal.min(left, free);
    takes.push({ balance, quantity });
    left = left.minus(quantity);
  }
  return { usable: good, takes, available, short: Decimal.max(0, left) };
}
