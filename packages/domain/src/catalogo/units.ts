/**
 * Unidades de medida: uma unidade fracionária (TpUnidade 'F', como KG e M) mostra e aceita
 * quantidades com 3 casas decimais; as demais (UN, CX...), números inteiros.
 */
import { defineEnum, type EnumValue } from '../common/enum.ts';

export const TpUnidade = defineEnum({
  F: { 'pt-BR': 'Fracionária', 'en-US': 'Fractional', es: 'Fraccionaria', color: 'teal' },
  I: { 'pt-BR': 'Inteira', 'en-US': 'Whole', es: 'Entera', color: 'blue' },
});
export type TpUnidade = EnumValue<typeof TpUnidade>;

/** Uma unidade fracionária (TpUnidade 'F'): aceita quantidades com casas; as outras, só inteiras. */
export const isFractionalUnit = (tpUnidade: string | null | undefined): boolean => tpUnidade === 'F';

/** Casas decimais de uma quantidade na unidade: 3 para a fracionária, 0 para as outras. */
export function quantityDecimals(tpUnidade: string | null | undefined): 0 | 3 {
  return isFractionalUnit(tpUnidade) ? 3 : 0;
}
