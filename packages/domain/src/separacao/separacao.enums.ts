/** Literais da separação e da conferência de pedidos (o status do lote, StatusLote, é da logística: roteiro.enums.ts). */
import { defineEnum, type EnumValue } from '../common/enum.ts';

/** Status de separação de um pedido (pedido_separacao_statuses), seguido pela conferência. */
export const StatusSeparacaoPedido = defineEnum({
  Aberto: { 'pt-BR': 'Aberto', 'en-US': 'Open', es: 'Abierto', color: 'blue' },
  'Em Separação': { 'pt-BR': 'Em Separação', 'en-US': 'Picking', es: 'En separación', color: 'yellow' },
  'Em Conferência': { 'pt-BR': 'Em Conferência', 'en-US': 'Checking', es: 'En verificación', color: 'orange' },
  Conferido: { 'pt-BR': 'Conferido', 'en-US': 'Checked', es: 'Verificado', color: 'green' },
  Divergente: { 'pt-BR': 'Divergente', 'en-US': 'Discrepant', es: 'Con diferencias', color: 'red' },
});
export type StatusSeparacaoPedido = EnumValue<typeof StatusSeparacaoPedido>;

/** Como os pedidos de um lote de separação foram reunidos. */
export const TpAgrupamento = defineEnum({
  D: { 'pt-BR': 'Data de entrega', 'en-US': 'Delivery date', es: 'Fecha de entrega', color: 'cyan' },
  R: { 'pt-BR': 'Rota', 'en-US': 'Route', es: 'Ruta', color: 'grape' },
  M: { 'pt-BR': 'Manual', 'en-US': 'By hand', es: 'Manual', color: 'gray' },
});
export type TpAgrupamento = EnumValue<typeof TpAgrupamento>;
