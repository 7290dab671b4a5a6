/** Os tipos de tags e fórmulas, sem zod: a casca do web mostra os rótulos sem carregar os schemas. */
import { defineEnum, type EnumValue } from '../common/enum.ts';

/** A que registros uma etiqueta se aplica. */
export const TpEntidadeTag = defineEnum({
  produto: { 'pt-BR': 'Produtos', 'en-US': 'Products', es: 'Productos', color: 'blue' },
  cliente: { 'pt-BR': 'Clientes', 'en-US': 'Clients', es: 'Clientes', color: 'teal' },
});
export type TpEntidadeTag = EnumValue<typeof TpEntidadeTag>;

/** O que uma fórmula dá: a quantidade na unidade de venda ou o peso (KG). */
export const TpResultadoFormula = defineEnum({
  quantidade: { 'pt-BR': 'Quantidade', 'en-US': 'Quantity', es: 'Cantidad', color: 'blue' },
  peso: { 'pt-BR': 'Peso (KG)', 'en-US': 'Weight (KG)', es: 'Peso (KG)', color: 'orange' },
});
export type TpResultadoFormula = EnumValue<typeof TpResultadoFormula>;
