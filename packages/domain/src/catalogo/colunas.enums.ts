/** As entidades de origem das colunas, sem zod: a casca do web mostra os rótulos sem carregar os schemas. */
import { defineEnum, type EnumValue } from '../common/enum.ts';

/** A entidade cujos registros têm a coluna. */
export const NmEntidadeOrigem = defineEnum({
  Produto: { 'pt-BR': 'Produto', 'en-US': 'Product', es: 'Producto', color: 'blue' },
  Cliente: { 'pt-BR': 'Cliente', 'en-US': 'Client', es: 'Cliente', color: 'green' },
});
export type NmEntidadeOrigem = EnumValue<typeof NmEntidadeOrigem>;
