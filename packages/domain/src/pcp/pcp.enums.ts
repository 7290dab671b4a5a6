/** Literais do planejamento (PCP e MRP). */
import { defineEnum, type EnumValue } from '../common/enum.ts';

/** Status da análise de MRP. */
export const StStatusAnalise = defineEnum({
  A: { 'pt-BR': 'Aberta', 'en-US': 'Open', es: 'Abierta', color: 'blue' },
  T: { 'pt-BR': 'Finalizada', 'en-US': 'Finished', es: 'Finalizada', color: 'green' },
  I: { 'pt-BR': 'Inativa', 'en-US': 'Inactive', es: 'Inactiva', color: 'gray' },
  C: { 'pt-BR': 'Cancelada', 'en-US': 'Cancelled', es: 'Cancelada', color: 'red' },
});
export type StStatusAnalise = EnumValue<typeof StStatusAnalise>;

/** Tipo de produto no PCP. */
export const TpProdutoPcp = defineEnum({
  V: { 'pt-BR': 'Venda', 'en-US': 'Sale', es: 'Venta', color: 'blue' },
  F: { 'pt-BR': 'Fabricado', 'en-US': 'Manufactured', es: 'Fabricado', color: 'violet' },
  C: { 'pt-BR': 'Comprado', 'en-US': 'Purchased', es: 'Comprado', color: 'teal' },
  P: { 'pt-BR': 'Personalizado', 'en-US': 'Custom', es: 'Personalizado', color: 'grape' },
});
export type TpProdutoPcp = EnumValue<typeof TpProdutoPcp>;
