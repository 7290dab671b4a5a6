/**
 * A carga de um veículo contra a sua capacidade, em KG exatos: quanto leva, que parte da capacidade ocupa, se passa
 * dela e se já pede atenção. O aviso vem a partir de 90 % (inclusive): as telas do roteiro pintam a barra com ele e
 * o servidor recusa só o que passa de 100 %.
 */
import { Decimal, type DecimalInput } from '../common/decimal.ts';

/** A partir de que parte da capacidade (em %, inclusive) a carga pede atenção. */
export const CAPACITY_WARNING_PERCENT = 90;

export type CapacityLevel = 'ok' | 'warning' | 'over';

export interface VehicleLoad {
  /** A soma dos pesos, em KG. */
  peso: Decimal;
  capacidade: Decimal;
  /** A parte da capacidade, em % (0 quando o veículo não tem capacidade). */
  pct: Decimal;
  /** Passa da capacidade. */
  over: boolean;
  /** Quanto passa (0 quando cabe). */
  excesso: Decimal;
  /** Quanto ainda cabe (negativo quando passa). */
  livre: Decimal;
  level: CapacityLevel;
}

/** A carga dos pesos (vazio conta 0) num veículo de `capacidadeKg`. */
export function vehicleLoad(pesos: readonly DecimalInput[], capacidadeKg: DecimalInput): VehicleLoad {
  const peso = pesos.reduce<Decimal>((s, p) => s.plus(new Decimal(p || 0)), new Decimal(0));
  const capacidade = new Decimal(capacidadeKg || 0);
  const pct = capacidade.isZero() ? new Decimal(0) : peso.times(100).dividedBy(capacidade);
  const over = peso.greaterThan(capacidade);
  const level: CapacityLevel = over ? 'over' : pct.greaterThanOrEqualTo(CAPACITY_WARNING_PERCENT) ? 'warning' : 'ok';
  return { peso, capacidade, pct, over, excesso: over ? peso.minus(capacidade) : new Decimal(0), livre: capacidade.minus(peso), level };
}
